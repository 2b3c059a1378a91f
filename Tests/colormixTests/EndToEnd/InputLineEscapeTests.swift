import Foundation
import Testing

/// End-to-end: a `-` line skips only complete SGR sequences (what a colored swatch line carries); any other escape
/// or control character makes the line bad, quoted with escapes, and loses none of its text.
@Suite struct InputLineEscapeTests {
  let cli = Colormix()

  @Test func aColoredSwatchLineReadsBackAsThePlainOne() {
    let swatch = cli.run(
      ["show", "#336699", "--format", "swatch", "--color", "always"], environment: ["COLORTERM": "truecolor"]
    ).stdout
    #expect(swatch.contains("\u{1B}[48;2;"))
    #expect(
      cli.run(["show", "-", "--format", "hex"], stdin: swatch) == .init(stdout: "#336699\n", stderr: "", status: 0))
    #expect(cli.run(["show", "-", "--format", "hex"], stdin: "\u{1B}[31mred\u{1B}[0m\n").stdout == "#ff0000\n")
  }

  @Test(arguments: [
    ("\u{1B}[2J#00ff00", "'\\u{1B}[2J#00ff00' is not a color: it holds the control character U+001B."),
    ("\u{1B}[2Jmaroon", "'\\u{1B}[2Jmaroon' is not a color: it holds the control character U+001B."),
    ("\u{1B}7mred", "'\\u{1B}7mred' is not a color: it holds the control character U+001B."),
    ("\u{1B}[31", "'\\u{1B}[31' is not a color: it holds the control character U+001B."),
    ("re\u{01}d", "'re\\u{01}d' is not a color: it holds the control character U+0001."),
    ("red\u{9B}2J", "'red\\u{9B}2J' is not a color: it holds the control character U+009B."),
    ("bl\u{200B}ue", "'bl\\u{200B}ue' is not a color: it holds an invisible or format character U+200B."),
  ])
  func anyOtherEscapeOrControlMakesTheLineBad(_ line: String, _ message: String) {
    let result = cli.run(["show", "-", "--format", "hex"], stdin: "#010203\n\(line)\n")
    #expect(result.stdout == "#010203\n")
    #expect(
      result.stderr
        == "colormix: error: line 2: \(message)\ncolormix: error: 1 input line was bad; the others were printed.\n")
    #expect(result.status == 65)
  }

  @Test func aColorArgumentWithAControlCharacterIsRefused() {
    let result = cli.run(["show", "re\u{01}d"])
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "colormix: error: 're\\u{01}d' is not a color: it holds the control character U+0001.\n")
    #expect(result.status == 64)
    #expect(cli.run(["set", "\u{1B}[2Jred"]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test func aLineOfNothingButSGRSequencesIsBlank() {
    let result = cli.run(["show", "-", "--format", "hex"], stdin: "red\n\u{1B}[0m\n\u{1B}[31m  \u{1B}[0m\n")
    #expect(result == .init(stdout: "#ff0000\n", stderr: "", status: 0))
  }
}
