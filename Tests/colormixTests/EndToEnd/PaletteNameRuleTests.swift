import Foundation
import Testing

@testable import ColorCore
@testable import ColorTerminal
@testable import colormix

/// End-to-end: the palette-name rules: no name that begins with `-`, and no invisible, format or
/// separator characters; each refusal is one line on stderr, exit 64, and writes nothing.
@Suite struct PaletteNameRuleTests {
  let cli = Colormix()

  /// Runs `save` with `arguments` and checks that it was refused with exactly `message` and wrote nothing.
  func expectRefused(_ arguments: [String], _ message: String) {
    let result = cli.run(["save"] + arguments)
    #expect(result == .init(stdout: "", stderr: "colormix: error: " + message + "\n", status: 64))
    #expect(cli.contents(cli.palette) == nil)
  }

  @Test(arguments: [["--", "-x"], ["--", "  -x"], ["--", "--replace"], ["--", "-"]])
  func aNameThatBeginsWithADashIsRefusedAtSave(_ arguments: [String]) {
    cli.run(["set", "50", "20", "80"])
    expectRefused(
      arguments, "Palette name '\(arguments[1])' is not allowed: it begins with '-', so it would read as an option.")
  }

  /// A name that begins with a combining mark joins the colon of `palette:` into one character: it is found all
  /// the same, as `load` finds it.
  @Test func aNameThatBeginsWithACombiningMarkIsFoundAfterPalette() {
    cli.run(["save", "\u{301}x", "tomato"])
    #expect(
      cli.run(["show", "palette:\u{301}x", "--format", "hex"]) == .init(stdout: "#ff6347\n", stderr: "", status: 0))
    #expect(cli.run(["show", "PALETTE:\u{301}x", "--format", "hex"]).stdout == "#ff6347\n")
  }

  @Test func aDashInsideANameIsAllowed() {
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["save", "x-1", "--format", "hex"]) == .init(stdout: "#8033cc\n", stderr: "", status: 0))
  }

  /// Unlike a control character, a leading `-` is no danger to a terminal, and older versions saved such names:
  /// a palette that holds one is read as it is, and `--` reaches it.
  @Test func aHandWrittenNameThatBeginsWithADashIsReadAndLoadsAfterDoubleDash() {
    cli.write(#"{"version": 1, "colors": [{"name": "-x", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
    #expect(cli.run(["palette", "--format", "json"]).stdout.contains(#""name": "-x""#))
    #expect(cli.run(["--format", "rgb", "load", "--", "-x"]) == .init(stdout: "1 2 3\n", stderr: "", status: 0))
    #expect(cli.run(["__complete", "palette-names"]).stdout == "-x\n")
  }

  @Test(arguments: [
    ("zero\u{200B}width", "an invisible or format character U+200B"),
    ("\u{FEFF}bom", "an invisible or format character U+FEFF"),
    ("soft\u{AD}hyphen", "an invisible or format character U+00AD"),
    ("tag\u{E0041}", "an invisible or format character U+E0041"),
    ("joiner\u{2060}", "an invisible or format character U+2060"),
    ("tomato\u{3164}", "an invisible or format character U+3164"),
    ("grapheme\u{34F}joiner", "an invisible or format character U+034F"),
    ("variation\u{FE0F}", "an invisible or format character U+FE0F"),
    ("line\u{2028}break", "the line separator U+2028"),
    ("paragraph\u{2029}break", "the paragraph separator U+2029"),
    ("bidi\u{2066}isolate", "the bidirectional control U+2066"),
    ("bell\u{7}", "the control character U+0007"),
    ("c1\u{85}", "the control character U+0085"),
  ])
  func invisibleFormatAndControlCharactersAreRefusedByName(_ name: String, _ found: String) {
    cli.run(["set", "50", "20", "80"])
    let result = cli.run(["save", name])
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("colormix: error: Palette name '"))
    #expect(result.stderr.hasSuffix("' is not allowed: it contains \(found).\n"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    // The name in the message shows the character as an escape, never raw.
    #expect(!result.stderr.unicodeScalars.contains { ControlCharacter.isHidden($0) && $0 != "\n" }, "\(result.stderr)")
    #expect(cli.contents(cli.palette) == nil)
  }

  /// A hand-edited palette with such a name is corrupt, as one with a control character is.
  @Test func aHandWrittenNameWithAnInvisibleCharacterMakesThePaletteCorrupt() {
    cli.write(#"{"version": 1, "colors": [{"name": "a\u200bb", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
    let listing = cli.run(["palette"])
    #expect(listing.status == 65 && listing.stdout.isEmpty)
    #expect(
      listing.stderr.contains(
        "color 1 has a name that is not allowed: it contains an invisible or format character U+200B"))
    #expect(cli.run(["__complete", "palette-names"]).stdout == "")
  }
}
