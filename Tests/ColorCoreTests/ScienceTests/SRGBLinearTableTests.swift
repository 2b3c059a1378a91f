import Testing

@testable import ColorCore

extension ScienceTests {
  /// The linear light of the 8-bit values is looked up; the table is the function's own results.
  @Suite struct SRGBLinearTableTests {
    @Test func theTableHoldsWhatTheTransferFunctionComputesBitForBit() {
      #expect(SRGBLinearTable.values.count == 256)
      for index in 0...255 {
        let encoded = Double(index) / 255
        let computed = encoded <= 0.04045 ? encoded / 12.92 : Platform.pow((encoded + 0.055) / 1.055, 2.4)
        #expect(SRGBLinearTable.values[index].bitPattern == computed.bitPattern, "\(index)")
        #expect(SRGBTransfer.linear(encoded).bitPattern == computed.bitPattern, "\(index)")
      }
    }

    @Test func valuesBetweenTheEightBitOnesAreComputed() {
      for value in [0.5, 0.2, 1e-9, 0.999, -0.3, 1.2] {
        let magnitude = abs(value)
        let computed = magnitude <= 0.04045 ? value / 12.92 : Platform.pow((magnitude + 0.055) / 1.055, 2.4)
        #expect(SRGBTransfer.linear(value) == (value < 0 ? -computed : computed), "\(value)")
      }
    }
  }
}
