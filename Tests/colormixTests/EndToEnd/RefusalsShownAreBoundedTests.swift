import Foundation
import Testing

/// An import shows its first 100 refused entries, one line each, then one line counting the others, and keeps no
/// more than those: a document of a million bad entries costs no more than its text. The counts and the outcome
/// are the same as if every refusal were kept.
@Suite struct RefusalsShownAreBoundedTests {
  static func badHexLines(_ count: Int) -> String {
    (1...count).map { "#zzz\($0)\n" }.joined()
  }

  @Test func theFirstHundredRefusalsAreShownAndTheOthersCounted() {
    let cli = Colormix()
    let path = cli.folder + "/bad.hex"
    cli.write("#8033cc\n" + Self.badHexLines(250), to: path)
    let result = cli.run(["palette", "import", path, "--from", "hex", "--strict"])
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(result.status == 65)
    #expect(lines.count == 103)
    #expect(
      lines[0] == "colormix: error: line 2: '#zzz1' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).")
    #expect(lines[99].hasPrefix("colormix: error: line 101: '#zzz100' "))
    #expect(lines[100] == "colormix: error: 150 more refused, not shown (the first 100 are)")
    #expect(
      lines[101]
        == "colormix: error: 250 of 251 entries were refused; nothing was imported (--strict; without it the others "
        + "are).")
    #expect(cli.contents(cli.palette) == nil)

    let skipping = cli.run(["palette", "import", path, "--from", "hex"])
    #expect(skipping.status == 0)
    #expect(
      skipping.stderr.hasSuffix(
        "colormix: warning: 150 more refused, not shown (the first 100 are)\n"
          + "colormix: imported 1 color; 250 refused entries skipped\n"))
  }

  /// When every entry is refused, there are no others to import: the hint is not given.
  @Test func aDocumentEveryEntryOfWhichIsRefusedGivesNoHint() {
    let cli = Colormix()
    let path = cli.folder + "/bad.hex"
    cli.write(Self.badHexLines(2), to: path)
    let result = cli.run(["palette", "import", path, "--from", "hex", "--strict"])
    #expect(result.status == 65)
    #expect(result.stderr.hasSuffix("colormix: error: 2 of 2 entries were refused; nothing was imported.\n"))
  }
}
