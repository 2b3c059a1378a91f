import Testing

/// End-to-end: `calc()` in a color function's components, its alpha and `color-mix()`'s percentages is computed as
/// CSS computes it, for a COLOR argument, a `-` line and a CSS import alike; one CSS does not compute is refused,
/// quoted as written.
@Suite struct CalcInColorComponentsTests {
  let cli = Colormix()

  @Test(arguments: [
    ("rgb(calc(50% + 10%) 0 0)", "rgb(60% 0 0)"), ("hsl(calc(90deg + 0.5turn) 50% 50%)", "hsl(270 50% 50%)"),
    ("oklch(calc(0.5 + 0.1) 0.1 calc(360 / 3))", "oklch(0.6 0.1 120)"),
    ("rgb(0 0 0 / calc(0.25 * 2))", "rgb(0 0 0 / 0.5)"), ("hsl(calc(120), 50%, 50%)", "hsl(120 50% 50%)"),
    ("color(display-p3 calc(1 / 2) 0 calc(0.5 * 2))", "color(display-p3 0.5 0 1)"),
    ("color-mix(in srgb, red calc(25% * 2), blue)", "color-mix(in srgb, red 50%, blue)"),
  ])
  func aCalculationIsTheColorItsValueMakes(_ written: String, _ computed: String) {
    let expected = cli.run(["show", computed, "--format", "hex"])
    #expect(expected.status == 0)
    // (A warning quotes the color as written.)
    #expect(cli.run(["show", written, "--format", "hex"]).stdout == expected.stdout)
    #expect(cli.run(["show", "-", "--format", "hex"], stdin: written + "\n").stdout == expected.stdout)
  }

  @Test func aCSSImportComputesItsCalculations() {
    let css = ":root {\n  --a: rgb(calc(255 / 5) 0 0);\n  --b: hsl(calc(60deg * 2) 50% 50%);\n}\n"
    #expect(cli.run(["palette", "import", "-"], stdin: css).stderr == "colormix: imported 2 colors\n")
    #expect(cli.run(["palette", "export", "--to", "hex"]).stdout == "#330000\n#40bf40\n")
  }

  @Test func aCalculationCSSDoesNotComputeIsRefusedAsWritten() {
    let result = cli.run(["show", "rgb(calc(50%+10%) 0 0)"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "colormix: error: 'rgb(calc(50%+10%) 0 0)' is not a color: 'calc(50%+10%)' is not a calculation of numbers, "
          + "percentages or angles (+ and - between values of one kind, with spaces around them; * and / with a "
          + "number)"))
    #expect(cli.run(["show", "rgb(calc(50% + 10) 0 0)"]).status == 64)
    #expect(cli.run(["show", "-"], stdin: "rgb(calc(10px) 0 0)\n").status == 65)
  }
}
