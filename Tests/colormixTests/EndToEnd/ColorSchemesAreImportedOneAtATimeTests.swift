import Foundation
import Testing

/// End-to-end: a style sheet giving colors for a light and a dark scheme imports one scheme's (`--scheme`, light
/// by default): the declarations of no scheme and those of the scheme, which replace theirs; `light-dark(a, b)`
/// is the scheme's half; the other scheme's declarations are left and counted, never refused as names defined
/// twice.
@Suite struct ColorSchemesAreImportedOneAtATimeTests {
  let cli = Colormix()

  static let sheet = """
    :root {
      --bg: #ffffff;
      --fg: #111111;
      --accent: light-dark(#0000ff, #8888ff);
      --ring: color-mix(in srgb, light-dark(white, black) 50%, red);
    }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #eeeeee; }
    }
    .dark, .dark-theme { --shadow: #222222; }
    :root:not(.dark) { --paper: #abcdef; }

    """

  func listing(_ store: String) -> [String] {
    cli.run(["palette", "--store", store]).stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
    }
  }

  @Test func theLightSchemeIsTheDefaultAndTheDarkOneIsLeftAndCounted() {
    let result = cli.run(["palette", "import", "-", "--store", "l/c.json"], stdin: Self.sheet)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            colormix: left 3 declarations of the dark scheme (--scheme dark reads them)
            colormix: imported 5 colors

            """, status: 0))
    #expect(listing("l/c.json") == ["#ffffff bg", "#111111 fg", "#0000ff accent", "#ff8080 ring", "#abcdef paper"])
    #expect(
      cli.run(["palette", "import", "-", "--store", "l2/c.json", "--scheme", "light"], stdin: Self.sheet).stderr
        == result.stderr)
  }

  @Test func theDarkSchemeReplacesTheColorsOfNoScheme() {
    let result = cli.run(["palette", "import", "-", "--store", "d/c.json", "--scheme", "dark"], stdin: Self.sheet)
    // `:root:not(.dark)` marks no scheme: its color is in both.
    #expect(result.stderr == "colormix: imported 6 colors\n")
    #expect(
      listing("d/c.json") == [
        "#8888ff accent", "#800000 ring", "#000000 bg", "#eeeeee fg", "#222222 shadow", "#abcdef paper",
      ])
  }

  /// Radix Colors writes its scales so: the light one on `:root, .light, .light-theme`, the dark one on `.dark,
  /// .dark-theme`, the same names in each.
  @Test func radixStyleScalesOfTheSameNamesImportByScheme() {
    let sheet = """
      :root, .light, .light-theme {
        --gray-1: #fcfcfc;
        --gray-12: #202020;
      }
      .dark, .dark-theme {
        --gray-1: #111111;
        --gray-12: #eeeeee;
      }

      """
    let light = cli.run(["palette", "import", "-", "--store", "l/c.json"], stdin: sheet)
    #expect(light.status == 0)
    #expect(listing("l/c.json") == ["#fcfcfc gray-1", "#202020 gray-12"])
    #expect(light.stderr.hasPrefix("colormix: left 2 declarations of the dark scheme"))
    let dark = cli.run(["palette", "import", "-", "--store", "d/c.json", "--scheme", "dark"], stdin: sheet)
    #expect(listing("d/c.json") == ["#111111 gray-1", "#eeeeee gray-12"])
    // `:root, .light, .light-theme` marks no scheme (`:root` applies in both): nothing is left.
    #expect(dark.stderr == "colormix: imported 2 colors\n")
  }

  @Test func anUnknownSchemeIsAUsageError() {
    let result = cli.run(["palette", "import", "-", "--scheme", "dim"], stdin: Self.sheet)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("colormix: error: 'dim' is not a valid value for --scheme; use one of: light, dark."))
    #expect(cli.contents(cli.palette) == nil)
  }
}
