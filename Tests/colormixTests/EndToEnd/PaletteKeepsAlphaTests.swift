import Foundation
import Testing

/// End-to-end: the palette keeps a color's alpha. `save NAME COLOR` keeps it, the palette file holds it in an
/// optional `alpha` member, showing an entry shows it, loading stores the color opaque with the store's warning,
/// and exports write it where the format has it (and say what a format without it dropped).
@Suite struct PaletteKeepsAlphaTests {
  let cli = Colormix()

  /// The palette as `name hex` lines.
  func listing() -> [String] {
    let json = cli.run(["palette", "--format", "json"]).stdout
    let items = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    return items.map { "\($0["name"] as? String ?? "?") \($0["hex"] as? String ?? "?")" }
  }

  func paletteFile() -> String {
    String(decoding: cli.contents(cli.palette) ?? Data(), as: UTF8.self)
  }

  /// Saves an opaque black, a translucent black and a translucent grape from text colors.
  func saveThree() {
    #expect(cli.run(["save", "ink", "#000000"]).status == 0)
    #expect(cli.run(["save", "overlay", "rgb(0 0 0 / 0.5)"]).status == 0)
    #expect(cli.run(["save", "tint", "#8033cc33"]).status == 0)
  }

  @Test func saveKeepsTheAlphaOfATextColorAndLeavesTheCurrentColor() {
    #expect(cli.run(["set", "tomato"]).status == 0)
    #expect(
      cli.run(["save", "overlay", "rgb(0 0 0 / 0.5)", "--format", "swatch"])
        == .init(
          stdout: "#00000080  red 0  green 0  blue 0  alpha 0.5  = black (css)  saved as overlay\n", stderr: "",
          status: 0))
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#ff6347\n")
    #expect(
      paletteFile().contains(
        #"{"name": "overlay", "red": 0, "green": 0, "blue": 0, "alpha": 0.5, "css": "rgb(0 0 0 / 0.5)"}"#))
    #expect(cli.run(["show", "palette:overlay", "--format", "css"]).stdout == "rgb(0 0 0 / 0.5)\n")
    // Piped, the entry is its own text, as it was given.
    #expect(cli.run(["show", "palette:overlay"]).stdout == "rgb(0 0 0 / 0.5)\n")
    #expect(cli.run(["show", "palette:overlay", "--format", "hex"]).stdout == "#00000080\n")
    #expect(cli.run(["show", "palette:overlay", "--format", "json"]).stdout.contains(#""alpha": 0.5"#))
  }

  @Test func anOpaqueAndATranslucentColorOfOneHexAreTwoColors() {
    saveThree()
    #expect(listing() == ["ink #000000", "overlay #00000080", "tint #8033cc33"])
    // An alpha of 128/255 is not 0.5: another color, however close.
    #expect(cli.run(["save", "again", "#00000080"]).stderr == "")
    #expect(cli.run(["save", "more", "#00000080"]).stderr == "colormix: saved as again, also named more\n")
    #expect(
      cli.run(["palette"]).stdout == """
        #000000    ink      red 0  green 0  blue 0
        #00000080  overlay  red 0  green 0  blue 0  alpha 0.5  rgb(0 0 0 / 0.5)
        #8033cc33  tint     red 50.2  green 20  blue 80  alpha 0.2
        #00000080  again    red 0  green 0  blue 0  alpha 0.502  also named more

        """)
    // `show` says an opaque color is saved under the opaque entry only.
    #expect(cli.run(["set", "black", "--format", "swatch"]).stdout.hasSuffix("saved as ink\n"))
  }

  /// The palette keeps a color outside sRGB as it is (listed as its sRGB mapping): nothing is mapped, so nothing
  /// is warned of, and --strict saves it too; loading it maps it into the store's sRGB, with the warning.
  @Test func aColorOutsideSRGBIsSavedAsItIs() {
    let saved = cli.run(["save", "wide", "color(display-p3 1 0 0 / 0.5)", "--strict"])
    #expect(saved.status == 0 && saved.stderr.isEmpty)
    #expect(listing() == ["wide #ff0b0c80"])
    #expect(cli.run(["show", "palette:wide", "--format", "display-p3"]).stdout == "color(display-p3 1 0 0 / 0.5)\n")
    #expect(
      cli.run(["palette", "export", "--to", "css"]).stdout
        == "/* colormix */\n:root {\n  --wide: color(display-p3 1 0 0 / 0.5);\n}\n")
    #expect(cli.run(["load", "wide", "--strict"]).status == 65)
    #expect(
      cli.run(["load", "wide", "--format", "hex"]).stderr
        == "colormix: warning: alpha 0.5 is not kept; the stored color is opaque\n"
        + "colormix: warning: color(display-p3 1 0 0 / 0.5) is outside sRGB; using #ff0b0c80 (gamut mapped)\n")
  }

  @Test func loadStoresTheColorOpaqueWithTheStoresWarningAndStrictWritesNothing() {
    saveThree()
    #expect(cli.run(["set", "tomato"]).status == 0)
    let strict = cli.run(["load", "overlay", "--strict"])
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("alpha 0.5 is not kept; the stored color is opaque"))
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#ff6347\n")
    #expect(
      cli.run(["load", "overlay", "--format", "hex"])
        == .init(
          stdout: "#000000\n", stderr: "colormix: warning: alpha 0.5 is not kept; the stored color is opaque\n",
          status: 0))
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#000000\n")
    #expect(cli.run(["load", "ink", "--format", "hex"]) == .init(stdout: "#000000\n", stderr: "", status: 0))
  }

  @Test func aPaletteFileWithoutAlphaReadsAsBeforeAndAnAlphaOutOfRangeIsClamped() {
    cli.write(
      """
      {"version": 1, "colors": [
        {"name": "plain", "red": 50, "green": 20, "blue": 80},
        {"name": "half", "red": 0, "green": 0, "blue": 0, "alpha": 0.5},
        {"name": "over", "red": 100, "green": 0, "blue": 0, "alpha": 1.5}
      ]}
      """, to: cli.palette)
    let result = cli.run(["palette"])
    #expect(result.stderr == "colormix: warning: \(cli.palette): alpha 1.5 is out of range 0–1; using 1\n")
    #expect(
      result.stdout == """
        #8033cc    plain  red 50  green 20  blue 80
        #00000080  half   red 0  green 0  blue 0  alpha 0.5
        #ff0000    over   red 100  green 0  blue 0

        """)
    cli.write(
      #"{"version": 1, "colors": [{"name": "x", "red": 0, "green": 0, "blue": 0, "alpha": "half"}]}"#, to: cli.palette)
    #expect(cli.run(["palette"]).status != 0)
  }

  @Test func exportsWriteTheAlphaWhereTheFormatHasIt() {
    saveThree()
    #expect(
      cli.run(["palette", "export", "--to", "css"]).stdout == """
        /* colormix */
        :root {
          --ink: #000000;
          --overlay: rgb(0 0 0 / 0.5);
          --tint: #8033cc33;
        }

        """)
    #expect(cli.run(["palette", "export", "--to", "hex"]).stdout == "#000000\n#00000080\n#8033cc33\n")
    let tokens = cli.run(["palette", "export", "--to", "tokens"]).stdout
    #expect(
      tokens.contains(
        ##""overlay": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}, "$extensions": {"org.colormix": {"css": "rgb(0 0 0 / 0.5)"}}}"##
      ))
    #expect(cli.run(["palette", "export", "--to", "json"]).stdout == paletteFile())
  }

  /// Hex lines of translucent colors only (`#rrggbbaa`, `#rgba`) are hex lines, not comments of a kitty theme.
  @Test func aHexExportOfTranslucentColorsImportsBack() {
    #expect(cli.run(["save", "shade", "#00000080"]).status == 0)
    #expect(cli.run(["save", "glow", "#ffffff40"]).status == 0)
    let exported = cli.run(["palette", "export", "--to", "hex"]).stdout
    #expect(exported == "#00000080\n#ffffff40\n")
    let other = ["--store", cli.folder + "/other/color.json"]
    #expect(
      cli.run(["palette", "import", "-"] + other, stdin: exported)
        == .init(stdout: "", stderr: "colormix: imported 2 colors\n", status: 0))
    #expect(
      cli.run(["palette"] + other).stdout
        == "#00000080  00000080  red 0  green 0  blue 0  alpha 0.502\n"
        + "#ffffff40  ffffff40  red 100  green 100  blue 100  alpha 0.251\n")
    #expect(
      cli.run(["palette", "import", "-"] + other, stdin: "#f008\n")
        == .init(stdout: "", stderr: "colormix: imported 1 color\n", status: 0))
  }

  @Test func aFormatWithoutAlphaWritesTheColorOpaqueAndSaysWhatItDropped() {
    saveThree()
    let result = cli.run(["palette", "export", "--to", "gpl"])
    #expect(result.status == 0)
    #expect(result.stderr == "colormix: warning: gpl has no alpha; 2 colors written opaque: overlay, tint\n")
    #expect(result.stdout.contains("0   0   0\toverlay"))
  }

  /// A terminal theme holds its role names only, opaque: a translucent role is written opaque and named, the
  /// entries that are not roles are listed as not written (and not as dropping their alpha).
  @Test(arguments: ["kitty", "alacritty", "ghostty"])
  func aThemeFormatWritesItsRolesOpaqueAndSaysWhichHadAlpha(_ format: String) {
    saveThree()
    #expect(cli.run(["save", "color1", "rgb(204 102 102 / 0.5)"]).status == 0)
    #expect(cli.run(["save", "background", "#1d1f21"]).status == 0)
    let result = cli.run(["palette", "export", "--to", format])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(lines.last == "colormix: warning: \(format) has no alpha; 1 color written opaque: color1")
    #expect(lines.first?.contains("3 entries not written: 'ink', 'overlay', 'tint'") == true, "\(result.stderr)")
  }

  /// iTerm2's presets hold an alpha: a translucent role is written with it, and only the entries that are not roles
  /// are named.
  @Test func iTerm2WritesARolesAlpha() {
    saveThree()
    #expect(cli.run(["save", "color1", "rgb(204 102 102 / 0.5)"]).status == 0)
    let result = cli.run(["palette", "export", "--to", "iterm2"])
    #expect(result.status == 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(
      result.stdout.contains("<key>Ansi 1 Color</key>\n\t<dict>\n\t\t<key>Alpha Component</key>\n\t\t<real>0.5</real>"))
  }

  @Test func theNamesOfDroppedAlphasAreCutAfterTen() {
    cli.write(
      #"{"version": 1, "colors": [{"name": "a b", "red": 0, "green": 0, "blue": 0, "alpha": 0.5}"#
        + (1...11).map { #", {"name": "n\#($0)", "red": \#($0), "green": 0, "blue": 0, "alpha": 0.5}"# }.joined()
        + "]}", to: cli.palette)
    let result = cli.run(["palette", "export", "--to", "gpl"])
    #expect(
      result.stderr
        == "colormix: warning: gpl has no alpha; 12 colors written opaque: a b, n1, n2, n3, n4, n5, n6, n7, n8, "
        + "n9 and 2 more\n")
  }

  @Test(arguments: ["css", "tokens", "json", "hex"])
  func exportThenImportKeepsEveryAlpha(_ format: String) {
    saveThree()
    #expect(cli.run(["save", "third", "rgb(10 20 30 / 0.3333)"]).status == 0)
    let before = listing()
    let document = cli.run(["palette", "export", "--to", format]).stdout
    let other = Colormix()
    let imported = other.run(["palette", "import", "-"], stdin: document)
    #expect(imported.status == 0, "\(imported.stderr)")
    let json = other.run(["palette", "--format", "json"]).stdout
    let items = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    let hexes = items.map { $0["hex"] as? String ?? "?" }
    #expect(hexes == before.map { String($0.split(separator: " ")[1]) })
    // The alpha itself, at the precision the document holds: exact in all but hex (8 bits).
    let third = items.last?["alpha"] as? Double
    #expect(third == (format == "hex" ? 85.0 / 255 : 0.3333))
  }
}
