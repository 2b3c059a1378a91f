import ColorCore
import Testing

@testable import colormix

/// Sentences that no end-to-end run reaches easily.
@Suite struct DiagnosticsTests {
  /// A write refused for its size was read first: the sentence says only that nothing was written, once.
  @Test func aWriteTooLargeToReadBackSaysNothingWasWrittenOnce() {
    let error = StoreError.file(
      StoreError.FileError(.wouldBeTooLarge(size: 100, limit: 64), path: "/p/palette.json", code: 0))
    let (message, status) = Diagnostics.describe(error)
    #expect(
      message
        == "Will not write /p/palette.json: it would be 100 bytes, more than the limit of 64 bytes it can be read back "
        + "with; nothing was written.")
    #expect(status == 74)
  }
}
