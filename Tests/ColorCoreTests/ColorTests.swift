import Testing

@testable import ColorCore

@Suite struct ColorTests {
  @Test func convertsTo8BitRoundingHalfUp() {
    let color = StoredColor(red: 500, green: 200, blue: 800)
    #expect(color.rgb255 == (128, 51, 204))
    #expect(color.hex == "#8033cc")
    #expect(StoredColor.eightBit(ofTenths: 2) == 1)  // 0.51 → 1
    #expect(StoredColor.eightBit(ofTenths: 1000) == 255)
  }

  @Test func every8BitValueRoundTrips() {
    for value in 0...255 {
      #expect(StoredColor.eightBit(ofTenths: StoredColor.tenths(of8Bit: value)) == value)
    }
  }

  @Test(arguments: [(500, "50"), (795, "79.5"), (0, "0"), (1000, "100"), (3, "0.3")])
  func printsTenthsOnlyWhenPresent(_ tenths: Int, _ text: String) {
    #expect(StoredColor.text(ofTenths: tenths) == text)
  }
}
