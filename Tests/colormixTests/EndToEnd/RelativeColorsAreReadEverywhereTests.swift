import Foundation
import Testing

/// End-to-end: CSS Color 5's relative colors (`oklch(from COLOR calc(l + 0.1) c h)`) are read wherever a color
/// is, as an argument, on standard input and in an imported style sheet, each kept as the absolute color it
/// makes; `currentcolor` and `light-dark()` say why a color given on its own cannot be one.
@Suite struct RelativeColorsAreReadEverywhereTests {
  let cli = Colormix()

  @Test func anArgumentAStandardInputLineAndAnImportReadThem() {
    #expect(cli.run(["show", "rgb(from indianred 255 g b)", "--format", "hex"]).stdout == "#ff5c5c\n")
    #expect(cli.run(["show", "hsl(from green calc(h + 180) s l)", "--format", "hex"]).stdout == "#800080\n")
    #expect(
      cli.run(["show", "-", "--format", "hex"], stdin: "oklch(from #336699 l c h / 0.5)\n").stdout == "#33669980\n")
    #expect(
      cli.run(["contrast", "rgb(from white calc(r - 136) calc(g - 136) calc(b - 136))", "white"]).stdout.hasPrefix(
        "#777777 on #ffffff: 4.48:1"))
    let css = ":root {\n  --brand: #0000ff;\n  --hover: oklch(from var(--brand) calc(l + 0.1) c h);\n}\n"
    #expect(cli.run(["palette", "import", "-"], stdin: css).stderr == "colormix: imported 2 colors\n")
    let exported = cli.run(["palette", "export", "--to", "css"]).stdout
    #expect(exported.contains("  --hover: oklch(0.5520137181744237 0.3132143886344848 264.0520226163699);\n"))
    // A color outside sRGB made by a relative color is kept as it is, and mapped where it is shown.
    #expect(
      cli.run(["show", "oklch(from #0000ff calc(l + 0.1) c h)", "--format", "hex"]).stderr
        == "colormix: warning: oklch(from #0000ff calc(l + 0.1) c h) is outside sRGB; using #1757ff (gamut mapped)\n")
  }

  @Test func colorsOfAContextAreRefusedWithTheReason() {
    #expect(
      cli.run(["show", "currentColor"])
        == .init(
          stdout: "",
          stderr: "colormix: error: 'currentColor' is not a color: currentcolor is the color of the text where CSS "
            + "uses it, and a color given on its own has none; give the color itself.\n", status: 64))
    let lightDark = cli.run(["set", "light-dark(white, black)"])
    #expect(lightDark.status == 64)
    #expect(lightDark.stderr.contains("light-dark() chooses by the color scheme of the page where CSS uses it"))
    #expect(cli.contents(cli.store) == nil)
    // In a style sheet, light-dark() is the scheme's color and currentcolor is no color of the palette.
    let css = ":root { --a: light-dark(white, black); --b: currentcolor; }\n"
    #expect(
      cli.run(["palette", "import", "-", "--scheme", "dark"], stdin: css).stderr
        == "colormix: skipped 1 declaration that is not a color\ncolormix: imported 1 color\n")
    #expect(cli.run(["show", "palette:a", "--format", "hex"]).stdout == "#000000\n")
  }
}
