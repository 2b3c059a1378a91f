import Foundation
import Testing

/// End-to-end: the palette's one set of rules (`Palette` in ColorCore) as `save`, `load`, `remove` and `show`
/// apply them: duplicates by hex, a taken name, the one name limit.
@Suite struct PaletteRulesEndToEndTests {
  let cli = Colormix()

  var paletteText: String { String(decoding: cli.contents(cli.palette) ?? Data(), as: UTF8.self) }

  /// `set '#8033cc'` keeps #8033cc exactly (its channels 50.2 20 80 are its view): another color than grape's
  /// 50 20 80, so another entry; the same color under another name is one entry with two names.
  @Test func aSecondNameOfASavedColorIsAnAliasAndAnotherColorOfOneHexAnotherEntry() {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    #expect(cli.run(["set", "#8033cc", "--format", "rgb"]).stdout == "50.2 20 80\n")
    let hex = cli.run(["save", "grape2", "--format", "hex"])
    #expect(hex == .init(stdout: "#8033cc\n", stderr: "", status: 0))
    let again = cli.run(["save", "violet", "--format", "hex"])
    #expect(again == .init(stdout: "#8033cc\n", stderr: "colormix: saved as grape2, also named violet\n", status: 0))
    let before = cli.contents(cli.palette)
    #expect(cli.run(["save", "violet", "#8033cc"]).stderr == "colormix: already saved as violet\n")
    #expect(cli.contents(cli.palette) == before)
    #expect(
      cli.run(["palette", "--color", "never"]).stdout
        == "#8033cc  grape   red 50  green 20  blue 80\n#8033cc  grape2  red 50.2  green 20  blue 80  also named violet\n"
    )
    #expect(cli.run(["show", "palette:violet", "--format", "oklch"]).stdout == "oklch(0.5109 0.22016 301.8)\n")
    cli.run(["remove", "grape2"])
    #expect(
      cli.run(["palette", "--color", "never"]).stdout
        == "#8033cc  grape   red 50  green 20  blue 80\n#8033cc  violet  red 50.2  green 20  blue 80\n")
  }

  @Test func showSaysSavedAsForAColorOfTheSameHex() {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    cli.run(["set", "#8033cc"])
    #expect(cli.run(["show", "--format", "json"]).stdout.contains(#""saved": "grape""#))
    #expect(cli.run(["show", "--format", "swatch", "--color", "never"]).stdout.hasSuffix("saved as grape\n"))
  }

  /// Decided and kept: saving under a name that holds another color is refused (65) and writes nothing;
  /// `--replace` moves the name to the color, an alias of the entry holding it.
  @Test func savingUnderATakenNameIsRefusedUnlessReplace() {
    cli.run(["set", "tomato"])
    cli.run(["save", "red"])
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    cli.run(["set", "10", "20", "30"])
    let before = cli.contents(cli.palette)
    let taken = cli.run(["save", "red"])
    #expect(
      taken
        == .init(
          stdout: "",
          stderr:
            "colormix: error: The palette already has a different color named 'red'; use --replace to overwrite it.\n",
          status: 65))
    #expect(cli.contents(cli.palette) == before)
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["save", "red", "--format", "hex"]).status == 65)
    #expect(
      cli.run(["save", "red", "--replace", "--format", "hex"])
        == .init(stdout: "#8033cc\n", stderr: "colormix: saved as grape, also named red\n", status: 0))
    #expect(
      cli.run(["palette", "--color", "never"]).stdout == "#8033cc  grape  red 50  green 20  blue 80  also named red\n")
  }

  @Test func theNameLimitIs64ScalarsForSave() {
    cli.run(["set", "50", "20", "80"])
    let longest = String(repeating: "n", count: 64)
    #expect(cli.run(["save", longest, "--format", "hex"]).status == 0)
    cli.run(["set", "tomato"])
    let tooLong = cli.run(["save", longest + "n"])
    #expect(tooLong.status == 64)
    #expect(tooLong.stderr.hasSuffix("is not allowed: it is longer than 64 Unicode scalars or 256 UTF-8 bytes.\n"))
    #expect(!paletteText.contains(longest + "n"))
  }

  @Test func loadAndRemoveOfAnUnknownNameSuggestCloseOnes() {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    let expected = Colormix.Result(
      stdout: "", stderr: "colormix: error: No saved color is named 'grap'. Did you mean 'grape'?\n", status: 64)
    #expect(cli.run(["load", "grap"]) == expected)
    #expect(cli.run(["remove", "grap"]) == expected)
    #expect(cli.run(["remove", "grape"]) == .init(stdout: "", stderr: "", status: 0))
    #expect(cli.run(["palette"]).stdout.isEmpty)
  }
}
