import Foundation
import Testing

/// End-to-end, on the files of real design systems (Fixtures/Tailwind and Fixtures/Radix, MIT): every color of a
/// file is imported exactly as written, in its notation, one entry per color with every name the file gives it;
/// an export writes each color back as it came; a wide-gamut color stays wide, in the palette and through
/// `--fallback`.
@Suite struct DesignSystemPalettesKeepEveryColorExactlyTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// The `--name: value` declarations of a CSS text, in order.
  static func declarations(_ css: String) -> [(String, String)] {
    css.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), trimmed.hasSuffix(";") else {
        return nil
      }
      let value = trimmed[trimmed.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
      return (String(trimmed[..<colon].dropFirst(2)), value)
    }
  }

  @Test func tailwindsThemeImportsEveryColorAndExportsItsOwnOKLCHText() throws {
    let path = Self.fixtures + "/Tailwind/theme.css"
    let result = cli.run(["palette", "import", path, "--strict"])
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "colormix: skipped 4 declarations that are not colors\n"
            + "colormix: imported 21 colors; 2 aliases (names of a color saved under another)\n", status: 0))
    let listing = cli.run(["palette", "--color", "never"]).stdout
    // One color under three names is one entry; two colors of one hex are two.
    #expect(
      listing.contains(
        "#fafafa  color-zinc-50      red 98  green 98  blue 98  oklch(98.5% 0 none)  also named color-neutral-50, "
          + "color-mauve-50\n"))
    #expect(listing.contains("#0c0a09  color-stone-950    red 4.7  green 3.9  blue 3.6  oklch(14.7% 0.004 49.25)\n"))
    #expect(listing.contains("#0c0a09  color-taupe-950    red 4.7  green 3.9  blue 3.6  oklch(14.7% 0.004 49.3)\n"))
    // The export gives back every declaration's color: its own text, or an alias of the entry holding it.
    let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let written = Dictionary(
      uniqueKeysWithValues: Self.declarations(cli.run(["palette", "export", "--to", "css"]).stdout))
    let colors = Self.declarations(source).filter { $0.0.hasPrefix("color-") }
    #expect(colors.count == 23)
    for (name, value) in colors where value.hasPrefix("oklch") {
      #expect(written[name] == value || written[name]?.hasPrefix("var(--color-") == true, "\(name)")
    }
    #expect(written["color-neutral-50"] == "var(--color-zinc-50)")
    #expect(written["color-black"] == "#000000")
    // Shown in another space, the color is converted from the oklch as written, not from its 8-bit hex.
    #expect(
      cli.run(["show", "palette:color-red-500", "--format", "oklch"]).stdout
        == cli.run(["show", "oklch(63.7% 0.237 25.331)", "--format", "oklch"]).stdout)
    // Imported again, the export changes nothing.
    let css = cli.run(["palette", "export", "--to", "css"]).stdout
    #expect(
      cli.run(["palette", "import", "-"], stdin: css).stderr
        == "colormix: imported 0 colors; 23 already saved\n")
  }

  @Test func radixScalesImportEveryStepInDisplayP3() {
    let light = cli.run(["palette", "import", Self.fixtures + "/Radix/red.css", "--strict"])
    #expect(light == .init(stdout: "", stderr: "colormix: imported 12 colors\n", status: 0))
    let css = cli.run(["palette", "export", "--to", "css"]).stdout
    #expect(css.contains("  --red-9: color(display-p3 0.83 0.329 0.324);\n"))
    #expect(Self.declarations(css).allSatisfy { $0.1.hasPrefix("color(display-p3 ") })
    #expect(
      cli.run(["show", "palette:red-9", "--format", "display-p3"]).stdout == "color(display-p3 0.83 0.329 0.324)\n")
    let dark = cli.run([
      "palette", "import", Self.fixtures + "/Radix/red-dark.css", "--scheme", "dark", "--store", "dark/c.json",
    ])
    #expect(dark == .init(stdout: "", stderr: "colormix: imported 12 colors\n", status: 0))
    let alpha = cli.run(["palette", "import", Self.fixtures + "/Radix/black-alpha.css", "--store", "alpha/c.json"])
    #expect(alpha.stderr == "colormix: imported 12 colors\n")
    #expect(
      cli.run(["show", "palette:black-a1", "--format", "display-p3", "--store", "alpha/c.json"]).stdout
        == "color(display-p3 0 0 0 / 0.05)\n")
  }

  /// `--fallback` writes each color outside sRGB twice, its sRGB mapping for every browser and itself where a
  /// wide gamut is shown, and reads back as the palette it came from.
  @Test func aFallbackExportReadsBackAsThePalette() {
    #expect(cli.run(["save", "lime", "color(display-p3 0 1 0)"]).status == 0)
    #expect(cli.run(["save", "go", "color(display-p3 0 1 0)"]).status == 0)
    #expect(cli.run(["save", "ink", "#123456"]).status == 0)
    let css = cli.run(["palette", "export", "--to", "css", "--fallback"])
    #expect(
      css.stdout == """
        /* colormix */
        :root {
          --lime: #00fb29;
          --go: var(--lime);
          --ink: #123456;
        }
        @supports (color: color(display-p3 1 1 1)) {
          :root {
            --lime: color(display-p3 0 1 0);
          }
        }

        """)
    #expect(cli.run(["palette", "import", "-", "--store", "again/c.json"], stdin: css.stdout).status == 0)
    #expect(
      cli.run(["palette", "--format", "json", "--store", "again/c.json"]).stdout
        == cli.run(["palette", "--format", "json"]).stdout)
    // A format of sRGB only says which colors it maps.
    #expect(
      cli.run(["palette", "export", "--to", "gpl"]).stderr
        == "colormix: warning: gpl holds sRGB only; 1 color written gamut mapped: lime\n")
    #expect(cli.run(["palette", "export", "--to", "hex", "--fallback"]).status == 64)
  }

  /// Every name of an entry reaches it; removing one leaves the others, and the last one the entry.
  @Test func everyNameOfAnEntryLoadsShowsAndRemovesIt() {
    #expect(cli.run(["save", "red-500", "oklch(63.7% 0.237 25.331)"]).status == 0)
    #expect(
      cli.run(["save", "tomato", "oklch(63.7% 0.237 25.331)", "--format", "hex"])
        == .init(stdout: "#fb2c36\n", stderr: "colormix: saved as red-500, also named tomato\n", status: 0))
    #expect(cli.run(["load", "tomato", "--format", "hex"]).stdout == "#fb2c36\n")
    // The current color is the entry's color exactly: saved again, it is that entry.
    #expect(cli.run(["save", "brand"]).stderr == "colormix: saved as red-500, also named brand\n")
    #expect(
      cli.run(["show", "--format", "oklch"]).stdout
        == cli.run(["show", "palette:brand", "--format", "oklch"]).stdout)
    #expect(cli.run(["remove", "red-500"]).status == 0)
    #expect(
      cli.run(["palette", "--color", "never"]).stdout
        == "#fb2c36  tomato  red 98.3  green 17.2  blue 21.3  oklch(63.7% 0.237 25.331)  also named brand\n")
    #expect(cli.run(["remove", "tomato"]).status == 0)
    #expect(cli.run(["remove", "brand"]).status == 0)
    #expect(cli.run(["palette"]).stdout.isEmpty)
  }

  /// Names and colors that could break an exchange: quotes in a name an alias refers to, hundreds of names of one
  /// color, a clamped value, a name declared again after an alias, a negated wide-gamut block.
  @Test func everyNameAndColorSurvivesItsExchange() {
    #expect(cli.run(["save", "q\"1", "#010203"]).status == 0)
    #expect(cli.run(["save", "q2", "#010203"]).status == 0)
    let tokens = cli.run(["palette", "export", "--to", "tokens"]).stdout
    #expect(tokens.contains(#""q2": {"$type": "color", "$value": "{q\"1}"}"#))
    #expect(cli.run(["palette", "import", "-", "--store", "t/c.json"], stdin: tokens).status == 0)
    #expect(cli.run(["show", "palette:q2", "--store", "t/c.json", "--format", "hex"]).stdout == "#010203\n")
    // Three hundred names of one color: an entry, exported as JSON and read back whole.
    let css = ":root {\n  --a: #123456;\n" + (1...300).map { "  --n\($0): var(--a);\n" }.joined() + "}\n"
    #expect(cli.run(["palette", "import", "-", "--store", "m/c.json"], stdin: css).status == 0)
    let json = cli.run(["palette", "export", "--to", "json", "--store", "m/c.json"]).stdout
    #expect(
      cli.run(["palette", "import", "-", "--store", "m2/c.json"], stdin: json).stderr.hasPrefix(
        "colormix: imported 1 color; 300 aliases"))
    #expect(cli.run(["__complete", "palette-names", "--store", "m2/c.json"]).stdout.contains("\nn300\n"))
    // A clamped value keeps the color it was clamped to.
    #expect(cli.run(["save", "over", "rgb(300 0 0)"]).status == 0)
    #expect(cli.run(["palette", "export", "--to", "css"]).stdout.contains("  --over: rgb(100% 0% 0%);\n"))
    // The first declaration of a name keeps its place, an alias too; a negated block asks for no wide gamut.
    let twice = ":root { --r: #ff0000; --b: var(--r); --b: blue; }\n"
    #expect(
      cli.run(["palette", "import", "-", "--store", "d/c.json"], stdin: twice).stderr.contains(
        "The name 'b' is also on line 1."))
    #expect(cli.run(["show", "palette:b", "--store", "d/c.json", "--format", "hex"]).stdout == "#ff0000\n")
    let negated =
      ":root { --g: color(display-p3 0 1 0); }\n@supports not (color: color(display-p3 1 1 1)) { :root { --g: #ff0000; } }\n"
    #expect(cli.run(["palette", "import", "-", "--store", "n/c.json"], stdin: negated).status == 0)
    #expect(
      cli.run(["show", "palette:g", "--store", "n/c.json", "--format", "display-p3"]).stdout
        == "color(display-p3 0 1 0)\n")
    // Shown in sRGB, a saved color outside it is mapped with the warning a color given as text gets.
    let strict = cli.run(["show", "palette:g", "--store", "n/c.json", "--format", "hex", "--strict"])
    #expect(strict.status == 65)
  }

  /// A palette and a store written before colors were kept exactly (tenths only) read as they did, and an entry
  /// of tenths exports as those tenths exactly.
  @Test func filesOfTenthsReadAsTheyDid() {
    cli.write(#"{"version": 1, "colors": [{"name": "grape", "red": 50.2, "green": 20, "blue": 80}]}"#, to: cli.palette)
    cli.write(#"{"version": 1, "red": 50.2, "green": 20, "blue": 80}"#, to: cli.store)
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "50.2 20 80\n")
    #expect(cli.run(["show", "palette:grape", "--format", "rgb"]).stdout == "50.2 20 80\n")
    #expect(cli.run(["save", "again"]).stderr == "colormix: saved as grape, also named again\n")
    #expect(cli.run(["palette", "export", "--to", "css"]).stdout.contains("  --grape: rgb(50.2% 20% 80%);\n"))
    // An entry an older colormix imported from a design token is that token's color.
    cli.write(
      #"{"version": 1, "colors": [{"name": "brand", "red": 100, "green": 49, "blue": 0, "colorSpace": "display-p3", "#
        + #""components": [1, 0.5, 0]}]}"#, to: cli.palette)
    #expect(cli.run(["show", "palette:brand", "--format", "display-p3"]).stdout == "color(display-p3 1 0.5 0)\n")
    #expect(
      cli.run(["palette", "export", "--to", "tokens"]).stdout.contains(
        ##""colorSpace": "display-p3", "components": [1, 0.5, 0], "hex": "#ff7d00"}"##))
    // A `css` the channels were edited away from is stale: the channels are the color.
    cli.write(##"{"version": 1, "red": 10, "green": 20, "blue": 30, "css": "#8033cc"}"##, to: cli.store)
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#1a334d\n")
  }
}

/// `scripts/round-trip-check --palettes`: every palette format exports and imports back a palette of wide-gamut,
/// translucent and aliased colors, exactly where the format holds them and as their 8-bit sRGB mapping elsewhere.
@Suite struct EveryPaletteFormatReadsBackWhatItWritesTests {
  @Test func theRoundTripCheckOfThePaletteFormatsPasses() throws {
    let cli = Colormix()
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/round-trip-check").path
    let result = cli.shell("python3 '\(script)' --palettes --binary \"$COLORMIX\"")
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix("every palette format reads back what it writes\n"))
    #expect(result.stdout.components(separatedBy: "every entry came back").count == 13 + 1)
  }
}
