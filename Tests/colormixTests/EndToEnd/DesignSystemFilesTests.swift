import Foundation
import Testing

/// End-to-end: a design system's tokens and CSS, shaped as real ones are (translucent overlays, a display-p3 brand
/// color, spacing and radius tokens beside the colors), import exactly, with their alpha and their color spaces
/// (a display-p3 color stays one), skip what is not a color, and a tokens export writes each color back in the
/// space and with the components it came in.
@Suite struct DesignSystemFilesTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Palettes").path

  func importFixture(_ name: String, _ extra: [String] = []) -> Colormix.Result {
    cli.run(["palette", "import", Self.fixtures + "/" + name] + extra)
  }

  @Test func designTokensImportInTheirSpacesWithAlphaAndSkipWhatIsNoColor() {
    let other = cli
    // Nothing is clamped or mapped: the display-p3 colors are kept as they are, so --strict imports them all.
    let result = other.run(["palette", "import", Self.fixtures + "/design-system.tokens.json", "--strict"])
    #expect(
      result.stderr == """
        colormix: skipped 4 tokens that are not colors
        colormix: imported 8 colors; 1 alias (names of a color saved under another)

        """)
    #expect(
      other.run(["palette"]).stdout == """
        #1b68ee    color-brand-primary  red 10.4  green 40.6  blue 93.3  color(display-p3 0.2 0.4 0.9)  also named color-text-link
        #ff7d00    color-brand-vivid    red 100  green 49  blue 0  color(display-p3 1 0.5 0)
        #ffffff    color-neutral-0      red 100  green 100  blue 100  color(srgb 1 1 1)
        #11161f    color-neutral-900    red 6.6  green 8.7  blue 12.2  oklch(0.2 0.02 260)
        #00000080  color-overlay-scrim  red 0  green 0  blue 0  alpha 0.5  color(srgb 0 0 0 / 0.5)
        #ffffff14  color-overlay-hover  red 100  green 100  blue 100  alpha 0.08  color(srgb 1 1 1 / 0.08)
        #3c83f666  color-overlay-focus  red 23.6  green 51.5  blue 96.4  alpha 0.4  hsl(217 91% 60% / 0.4)
        #7b656b    color-text-muted     red 48.2  green 39.5  blue 41.9  lch(45 10 none)

        """)
    #expect(
      other.run(["show", "palette:color-brand-vivid", "--format", "display-p3"]).stdout == "color(display-p3 1 0.5 0)\n"
    )
    // The P3 brand color is read exactly: its own display-p3 coordinates, as show reads the same CSS.
    #expect(
      other.run(["show", "palette:color-brand-primary", "--format", "hex"]).stdout
        == other.run(["show", "color(display-p3 0.2 0.4 0.9)", "--format", "hex"]).stdout)
    let tokens = other.run(["palette", "export", "--to", "tokens"]).stdout
    for value in [
      ##""colorSpace": "display-p3", "components": [0.2, 0.4, 0.9], "hex": "#1b68ee""##,
      ##""colorSpace": "display-p3", "components": [1, 0.5, 0], "hex": "#ff7d00""##,
      ##""colorSpace": "oklch", "components": [0.2, 0.02, 260], "hex": "#11161f""##,
      ##""colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.08, "hex": "#ffffff""##,
      ##""colorSpace": "hsl", "components": [217, 91, 60], "alpha": 0.4, "hex": "#3c83f6""##,
      ##""colorSpace": "lch", "components": [45, 10, "none"], "hex": "#7b656b""##,
    ] {
      #expect(tokens.contains(value), "\(value)")
    }
    #expect(tokens.contains(##""color-text-link": {"$type": "color", "$value": "{color-brand-primary}"}"##))
    // Imported again, the export is the same palette: nothing changes.
    #expect(
      other.run(["palette", "import", "-"], stdin: tokens).stderr.hasSuffix(
        "colormix: imported 0 colors; 9 already saved\n"))
    #expect(other.run(["palette", "export", "--to", "tokens"]).stdout == tokens)
  }

  @Test func aDesignSystemsCSSImportsItsTranslucentColorsAndSkipsTheRest() {
    let result = importFixture("design-system.css")
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "colormix: skipped 4 declarations that are not colors\n"
            + "colormix: left 1 declaration of the dark scheme (--scheme dark reads it)\ncolormix: imported 7 colors\n",
          status: 0))
    #expect(
      cli.run(["palette", "export", "--to", "css"]).stdout == """
        /* colormix */
        :root {
          --color-brand: color(display-p3 0.2 0.4 0.9);
          --color-surface: #ffffff;
          --color-text: rgb(17 24 39);
          --color-scrim: rgb(0 0 0 / 0.5);
          --color-hover: #ffffff14;
          --color-focus: hsl(217 91% 60% / 40%);
          --color-shadow: rgb(15 23 42 / 0.12);
        }

        """)
    // The dark scheme adds the color its media query declares.
    let dark = cli.run([
      "palette", "import", Self.fixtures + "/design-system.css", "--scheme", "dark", "--store", "dark/c.json",
    ])
    #expect(dark.stderr == "colormix: skipped 4 declarations that are not colors\ncolormix: imported 8 colors\n")
    #expect(
      cli.run(["show", "palette:color-surface-dark", "--store", "dark/c.json", "--format", "hex"]).stdout
        == "#11161f\n")
    #expect(
      cli.run(["palette", "export", "--to", "gpl"]).stderr
        == "colormix: warning: gpl has no alpha; 4 colors written opaque: color-scrim, color-hover, color-focus, "
        + "color-shadow\n")
  }
}
