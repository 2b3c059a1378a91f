import Foundation
import Testing

/// End-to-end: `set COLOR`, `names`, nearest names in `show`, and the palette commands.
@Suite struct NamesAndPaletteTests {
  let cli = Colormix()

  @Test(arguments: [
    ("#EFDECD", "#efdecd"), ("#fff", "#ffffff"), ("rgb(239, 222, 205)", "#efdecd"), ("Antique Brass", "#cd9575"),
    ("antique-brass", "#cd9575"), ("antiquebrass", "#cd9575"), ("blue", "#0000ff"), ("crayola:blue", "#1f75fe"),
    ("css:blue", "#0000ff"), ("rgb(50%, 20%, 80%)", "#8033cc"),
  ])
  func setTakesOneColorArgument(_ argument: String, _ hex: String) {
    #expect(cli.run(["set", argument, "--format", "hex"]) == .init(stdout: hex + "\n", stderr: "", status: 0))
    #expect(cli.run(["show", "--format", "hex"]).stdout == hex + "\n")
  }

  @Test func everyHexValueRoundTripsThroughTheStore() {
    let script = """
      for v in $(awk 'BEGIN { for (i = 0; i <= 255; i++) print i }'); do
        h=$(printf '#%02x%02x%02x' $v $((255 - v)) $(((v * 7) % 256)))
        "$COLORMIX" set "$h" --format hex >/dev/null
        got=$("$COLORMIX" show --format hex)
        [ "$got" = "$h" ] || echo "$h -> $got"
      done
      """
    #expect(cli.shell(script) == .init(stdout: "", stderr: "", status: 0))
  }

  @Test func rgbClampsWithWarningsAndStrict() {
    let result = cli.run(["set", "rgb(300, 0, -5)", "--format", "hex"])
    #expect(result.stdout == "#ff0000\n")
    #expect(
      result.stderr == """
        colormix: warning: red 300 is out of range 0–255; using 255
        colormix: warning: blue -5 is out of range 0–255; using 0

        """)
    let strict = cli.run(["set", "rgb(300, 0, 0)", "--strict"])
    #expect(strict.status == 65)
    #expect(strict.stderr == "colormix: error: red 300 is out of range 0–255 (--strict); nothing was written.\n")
  }

  @Test(arguments: [
    ("bluu", "colormix: error: Unknown color name 'bluu'. Did you mean 'blue', 'plum', 'Blush'?"),
    (
      "#12345",
      "colormix: error: '#12345' is not a color; use a color name, #rrggbb, #rrggbbaa, #rgb, rrggbb, rgb(), hsl(), "
        + "hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix(), hsv(), cmyk(), transparent or palette:NAME."
    ),
    (
      "rgb(1, 2)",
      "colormix: error: 'rgb(1, 2)' is not a color: rgb() takes 3 or 4 values, found 2; use a color name, #rrggbb, "
        + "#rrggbbaa, #rgb, rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix(), hsv(), cmyk(), transparent or "
        + "palette:NAME."
    ),
    ("css:almond", "colormix: error: Unknown color name 'css:almond'. Did you mean 'salmon'?"),
  ])
  func badColorsAreUsageErrors(_ argument: String, _ message: String) {
    #expect(cli.run(["set", argument]) == .init(stdout: "", stderr: message + "\n", status: 64))
    #expect(cli.contents(cli.store) == nil)
  }

  /// A saved color's name typed without `palette:` is suggested with it, first; the store is left alone.
  @Test func aSavedNameWithoutItsPrefixSuggestsPaletteName() {
    #expect(cli.run(["set", "#8033cc"]).status == 0)
    #expect(cli.run(["save", "grape"]).status == 0)
    let before = cli.contents(cli.store)
    #expect(
      cli.run(["set", "grape"])
        == .init(
          stdout: "", stderr: "colormix: error: Unknown color name 'grape'. Did you mean 'palette:grape', 'gray'?\n",
          status: 64))
    #expect(cli.contents(cli.store) == before)
    #expect(
      cli.run(["show", "grap"]).stderr == "colormix: error: Unknown color name 'grap'. Did you mean 'gray', 'grey'?\n")
  }

  @Test func slideTakesNumbersOnly() {
    #expect(cli.run(["slide", "red", "#ff0000"]).status == 64)
    #expect(cli.run(["slide", "red", "blue"]).status == 64)
  }

  @Test func namesListsTheCatalogs() throws {
    let all = cli.run(["names"]).stdout.split(separator: "\n")
    #expect(all.count == 281)
    #expect(cli.run(["names", "--catalog", "crayola"]).stdout.split(separator: "\n").count == 133)
    #expect(cli.run(["names", "--catalog=css"]).stdout.split(separator: "\n").first?.hasPrefix(" aliceblue") == true)
    let json = cli.run(["names", "--format", "json", "--catalog", "crayola"]).stdout
    let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: String]]
    #expect(array.count == 133)
    #expect(array[0] == ["name": "Almond", "catalog": "crayola", "hex": "#efdecd"])
    let colored = cli.run(
      ["names", "--color", "always", "--catalog", "crayola"], environment: ["COLORTERM": "truecolor"])
    #expect(colored.stdout.hasPrefix("\u{1B}[48;2;239;222;205;38;2;0;0;0m Almond "))
    #expect(cli.run(["names", "--format", "hex"]).status == 64)
    #expect(cli.run(["names", "--catalog", "pantone"]).status == 64)
  }

  @Test func showNamesTheNearestColor() throws {
    cli.run(["set", "#f0f8ff"])
    #expect(
      cli.run(["show", "--format", "swatch", "--color", "never"]).stdout
        == "#f0f8ff  red 94.1  green 97.3  blue 100  = aliceblue (css)\n")
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["show", "-f", "swatch"]).stdout == "#8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)\n")
    let json =
      try JSONSerialization.jsonObject(with: Data(cli.run(["show", "--format", "json"]).stdout.utf8)) as! [String: Any]
    let nearest = json["nearest"] as! [String: Any]
    #expect(nearest["name"] as? String == "blueviolet")
    #expect(nearest["catalog"] as? String == "css")
    #expect(nearest["exact"] as? Bool == false)
    #expect(json["saved"] is NSNull)
  }

  @Test func exactMeansTheSameStoredChannelsNotTheSameHex() throws {
    // aliceblue is stored as 94.1 97.3 100; 94.2 has the same 8-bit hex but is another stored color.
    let swatch = cli.run(["set", "94.2", "97.3", "100", "--format", "swatch", "--color", "never"])
    #expect(swatch.stdout == "#f0f8ff  red 94.2  green 97.3  blue 100  ≈ aliceblue (css)\n")
    // Its value is the stored channels, not the hex they round to.
    #expect(cli.run(["show"]).stdout == "rgb(94.2% 97.3% 100%)\n")
    let json = try JSONSerialization.jsonObject(with: Data(cli.run(["show", "--format", "json"]).stdout.utf8))
    let nearest = (json as! [String: Any])["nearest"] as! [String: Any]
    #expect(nearest["name"] as? String == "aliceblue")
    #expect(nearest["exact"] as? Bool == false)
  }

  @Test func warningsReachStderrBeforeTheResultReachesStdout() {
    let result = cli.shell("\"$COLORMIX\" set 150 0 0 --format hex 2>&1")
    #expect(
      result.stdout
        == "colormix: warning: red 150 is out of range 0–100; using 100; did you mean rgb(150, 0, 0)?\n#ff0000\n")
  }

  @Test func paletteSaveLoadRemove() throws {
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["save", "grape", "--format", "hex"]) == .init(stdout: "#8033cc\n", stderr: "", status: 0))
    #expect(cli.run(["show", "--format", "swatch"]).stdout.hasSuffix("saved as grape\n"))
    cli.run(["set", "#ff0000"])
    cli.run(["save", "fire"])
    let json =
      try JSONSerialization.jsonObject(with: Data(cli.run(["palette", "--format", "json"]).stdout.utf8))
      as! [[String: Any]]
    #expect(json.map { $0["name"] as! String } == ["grape", "fire"])
    #expect(json[0]["hex"] as? String == "#8033cc")
    #expect(json[0]["green"] as? Double == 20)
    #expect(
      cli.run(["palette"]).stdout
        == "#8033cc  grape  red 50  green 20  blue 80\n#ff0000  fire   red 100  green 0  blue 0\n")
    #expect(cli.run(["load", "grape", "--format", "rgb"]).stdout == "50 20 80\n")
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "50 20 80\n")
    #expect(cli.run(["remove", "fire"]) == .init(stdout: "", stderr: "", status: 0))
    #expect(
      cli.run(["load", "fire"])
        == .init(stdout: "", stderr: "colormix: error: No saved color is named 'fire'.\n", status: 64))
    #expect(
      cli.run(["remove", "grap"]).stderr == "colormix: error: No saved color is named 'grap'. Did you mean 'grape'?\n")
    #expect(cli.run(["remove", "grap"]).status == 64)
    let text = String(decoding: cli.contents(cli.palette)!, as: UTF8.self)
    #expect(
      text
        == "{\n  \"version\": 1,\n  \"colors\": [\n    {\"name\": \"grape\", \"red\": 50, \"green\": 20, \"blue\": 80}\n  ]\n}\n"
    )
    #expect(cli.permissions(cli.palette) == 0o600)
  }

  @Test func noDuplicates() throws {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    let again = cli.run(["save", "violet", "--format", "hex"])
    #expect(again == .init(stdout: "#8033cc\n", stderr: "colormix: saved as grape, also named violet\n", status: 0))
    #expect(cli.run(["save", "violet", "--format", "hex"]).stderr == "colormix: already saved as violet\n")
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.palette)
    let taken = cli.run(["save", "grape"])
    #expect(
      taken
        == .init(
          stdout: "",
          stderr:
            "colormix: error: The palette already has a different color named 'grape'; use --replace to overwrite it.\n",
          status: 65))
    #expect(cli.contents(cli.palette) == before)
    #expect(cli.run(["save", "grape", "--replace", "--format", "rgb"]).stdout == "1 2 3\n")
    #expect(cli.run(["palette", "--format", "json"]).stdout.contains("\"red\": 1, \"green\": 2"))
    // --replace moves the name to the color: an entry it was the only name of goes.
    cli.run(["save", "other"])
    cli.run(["set", "9", "9", "9"])
    cli.run(["save", "nine"])
    cli.run(["set", "1", "2", "3"])
    cli.run(["save", "nine", "--replace"])
    let names =
      try JSONSerialization.jsonObject(with: Data(cli.run(["palette", "--format", "json"]).stdout.utf8))
      as! [[String: Any]]
    #expect(names.map { $0["name"] as! String } == ["violet", "grape"])
    #expect(names.last?["aliases"] as? [String] == ["other", "nine"])
  }

  @Test(arguments: ["", "  ", String(repeating: "n", count: 65), "evil\u{1B}[31m", "bidi\u{202E}x", "bell\u{07}"])
  func badPaletteNamesAreUsageErrors(_ name: String) {
    let result = cli.run(["save", name])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{202E}"))
    #expect(cli.contents(cli.palette) == nil)
  }

  @Test func corruptPaletteStopsPaletteCommandsOnly() {
    cli.run(["set", "50", "20", "80"])
    cli.write("{broken", to: cli.palette)
    for arguments in [["save", "x"], ["load", "x"], ["remove", "x"], ["palette"]] {
      let result = cli.run(arguments)
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("colormix: error: The file \(cli.palette) is corrupt ("))
      #expect(result.stderr.hasSuffix("run 'colormix reset --palette' to move it aside and start an empty palette.\n"))
    }
    #expect(cli.contents(cli.palette) == Data("{broken".utf8))
    let show = cli.run(["show", "--format", "json"])
    #expect(show.status == 0)
    #expect(show.stderr.hasPrefix("colormix: warning: the palette is unreadable: "))
    #expect(cli.run(["show", "--format", "hex"]) == .init(stdout: "#8033cc\n", stderr: "", status: 0))
    #expect(cli.run(["slide", "r", "+1", "--format", "rgb"]).stdout == "51 20 80\n")
    let reset = cli.run(["reset", "--palette"])
    #expect(
      reset
        == .init(
          stdout: "",
          stderr: "colormix: warning: moved the corrupt palette file to \(cli.palette).corrupt; starting empty\n",
          status: 0))
    #expect(cli.contents(cli.palette + ".corrupt") == Data("{broken".utf8))
    #expect(cli.run(["palette", "--format", "json"]).stdout == "[]\n")
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "51 20 80\n")
  }

  @Test func savedNamesMatchExactlyAfterTrimming() {
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["save", "  Grape  ", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["load", "grape"]).status == 64)
    #expect(cli.run(["load", "Grape", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["load", " Grape ", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["palette", "--format", "json"]).stdout.contains("\"name\": \"Grape\""))
  }

  @Test func paletteFormatsAreSwatchOrJSON() {
    #expect(cli.run(["palette", "--format", "hex"]).status == 64)
    #expect(cli.run(["palette"]) == .init(stdout: "", stderr: "", status: 0))
    #expect(cli.run(["palette", "--format", "json"]).stdout == "[]\n")
  }

  @Test func twoSpellingsOfOneTextAreOneName() {
    cli.run(["set", "1", "2", "3"])
    cli.run(["save", "caf\u{E9}"])  // precomposed é
    #expect(cli.run(["load", "cafe\u{301}", "--format", "rgb"]).stdout == "1 2 3\n")  // e + combining accent
    cli.run(["set", "9", "9", "9"])
    #expect(cli.run(["save", "cafe\u{301}"]).status == 65)
    #expect(cli.run(["remove", "cafe\u{301}"]).status == 0)
    #expect(cli.run(["palette", "--format", "json"]).stdout == "[]\n")
  }

  @Test func aNameTwiceInAHandEditedPaletteLoadsTheFirstAndRemovesBoth() {
    cli.write(
      #"{"version": 1, "colors": [{"name": "grape", "red": 50, "green": 20, "blue": 80}, "#
        + #"{"name": "grape", "red": 0, "green": 0, "blue": 0}, {"name": "ink", "red": 0, "green": 0, "blue": 1}]}"#,
      to: cli.palette)
    #expect(cli.run(["palette", "--format", "json"]).stdout.components(separatedBy: "\"grape\"").count == 3)
    #expect(cli.run(["load", "grape", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["remove", "grape"]).status == 0)
    #expect(cli.run(["palette", "--format", "json"]).stdout.contains("grape") == false)
    #expect(cli.run(["load", "ink", "--format", "rgb"]).stdout == "0 0 1\n")
  }

  @Test func aLoneSurrogateEscapeReadsAsTheReplacementCharacter() {
    cli.write(#"{"version": 1, "colors": [{"name": "a\ud800", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
    #expect(cli.run(["load", "a\u{FFFD}", "--format", "rgb"]).stdout == "1 2 3\n")
  }

  /// The suggestions for an unknown name come from a read without the lock, so a held lock does not matter.
  /// Folding drops spaces and punctuation, never a letter: a name with a letter outside ASCII is no catalog name.
  @Test func aNameWithALetterOutsideASCIIMatchesNoCatalogName() {
    let cli = Colormix()
    for text in ["藍色 blue", "blüe", "blue²"] {
      let result = cli.run(["show", text, "--format", "hex"])
      #expect(result.status == 64, "\(text)")
      #expect(result.stderr.hasPrefix("colormix: error: Unknown color name '\(text)'."), "\(result.stderr)")
    }
    #expect(cli.run(["show", "Robin’s Egg Blue", "--format", "hex"]).stdout == "#1fcecb\n")
  }

  /// `names` lists only what `set` takes (a name with parentheses would read as a function call).
  @Test func everyNameThatNamesListsIsAcceptedBySet() throws {
    let cli = Colormix()
    let listed = cli.run(["names", "--format", "json"]).stdout
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
    let names = entries.compactMap { $0["name"] as? String }
    #expect(names.count == entries.count && names.contains("Violet (Purple)"))
    cli.write(names.joined(separator: "\n") + "\n", to: cli.folder + "/names.txt")
    let refused = cli.shell(
      "while IFS= read -r name; do \"$COLORMIX\" set \"$name\" --store t.json >/dev/null 2>&1 || echo \"$name\"; "
        + "done < names.txt")
    #expect(refused.stdout == "")
  }

  @Test(.enabled(if: TestPlatform.has("flock"), "flock(1) is not installed (util-linux)"))
  func removingAnUnknownNameNeverWaitsForTheLock() {
    cli.run(["set", "1", "2", "3"])
    cli.run(["save", "grape"])
    let script = "flock -n \"$PALETTE.lock\" sh -c '\"$COLORMIX\" remove grap; echo \"status $?\"'"
    let result = cli.shell(script, environment: ["PALETTE": cli.palette, "COLORMIX_LOCK_TIMEOUT": "30"])
    #expect(result.stdout == "status 64\n", "\(result)")
    #expect(result.stderr.contains("Did you mean 'grape'?"))
  }
}
