import Testing

/// End-to-end: `simulate` and `compare` work on the colors as given, wide gamut included, the same for an operand
/// and a line of `-`; the expected values are coloraide 8.13's (its Machado filter then a clip, its ΔE2000 and
/// deltaEOK).
@Suite struct ColorsAreMeasuredAsGivenTests {
  let cli = Colormix()

  @Test func simulateClipsAfterTheMatrixForAnOperandAndALineAlike() {
    let colors = ["oklch(0.7 0.3 30)", "color(display-p3 0 1 0)", "#336699"]
    let expected = [
      "deuteranopia": "#bea800\n#ebd000\n#425f98\n", "protanopia": "#7d6c00\n#ffe500\n#50699b\n",
      "tritanopia": "#ff0000\n#00fcd9\n#007278\n",
    ]
    for (kind, hex) in expected {
      let operands = cli.run(["simulate", kind] + colors + ["--format", "hex"])
      #expect(operands == Colormix.Result(stdout: hex, stderr: "", status: 0), "\(kind)")
      let lines = cli.run(["simulate", kind, "-", "--format", "hex"], stdin: colors.joined(separator: "\n") + "\n")
      #expect(lines == Colormix.Result(stdout: hex, stderr: "", status: 0), "\(kind)")
    }
  }

  @Test func simulateAtSeverityZeroClipsAColorOutsideSRGB() {
    for input in [nil, "color(display-p3 0 1 0)\n"] {
      let arguments = ["simulate", "protanopia", input == nil ? "color(display-p3 0 1 0)" : "-", "--severity", "0"]
      let result = cli.run(arguments + ["--format", "hex"], stdin: input)
      #expect(result == Colormix.Result(stdout: "#00ff00\n", stderr: "", status: 0))
    }
  }

  @Test func compareMeasuresWideColorsWhereTheyAre() {
    let result = cli.run(["compare", "oklch(0.7 0.35 150)", "oklch(0.7 0.25 150)", "--format", "oklch"])
    #expect(
      result.stdout
        == "oklch(0.7 0.35 150)\noklch(0.7 0.25 150)\n#00c248 #00c248  ΔE00 8.2  ΔEOK 0.1  contrast 1.00:1\n")
    #expect(result.stderr == "")
    let lines = cli.run(["compare", "-", "oklch(0.7 0.25 150)", "--format", "oklch"], stdin: "oklch(0.7 0.35 150)\n")
    #expect(lines == result)
    let p3 = cli.run(["compare", "color(display-p3 0 1 0)", "lime", "--format", "json"])
    // coloraide: ΔE2000 5.32547, deltaEOK 0.07791 (the fourth decimal of ΔE2000 is within the matrices' precision).
    #expect(p3.stdout.contains(#""ciede2000": 5.325"#) && p3.stdout.contains(#""deltaEOK": 0.0779"#))
  }

  @Test func compareWarnsOfAMappingOnlyWhereTheFormatMaps() {
    let hex = cli.run(["compare", "color(display-p3 0 1 0)", "lime", "--format", "hex"])
    #expect(hex.stdout == "#00fb29\n#00ff00\n#00fb29 #00ff00  ΔE00 5.33  ΔEOK 0.0779  contrast 1.03:1\n")
    #expect(hex.stderr == "colormix: warning: color(display-p3 0 1 0) is outside sRGB; using #00fb29 (gamut mapped)\n")
    let p3 = cli.run(["compare", "color(display-p3 0 1 0)", "lime", "--format", "display-p3"])
    #expect(p3.stderr == "")
  }
}
