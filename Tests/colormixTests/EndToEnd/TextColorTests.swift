import Testing

/// `textcolor` prints the text color the swatch draws on a color (black or white by the WCAG ratio, white on a
/// tie), for the stored color, a COLOR or each line of standard input, in any format; it stores nothing.
@Suite struct TextColorTests {
  let cli = Colormix()

  @Test func theTextColorIsTheOneTheSwatchDrawsIn() {
    let colors = [
      "#000000", "#ffffff", "#336699", "gold", "navy", "#767676", "#777777", "#808080", "tomato", "#00ff00",
    ]
    let printed = cli.run(["textcolor", "-", "--format", "hex"], stdin: colors.joined(separator: "\n") + "\n")
    #expect(printed.status == 0 && printed.stderr.isEmpty)
    for (color, text) in zip(colors, printed.stdout.split(separator: "\n")) {
      let swatch = cli.run(
        ["show", color, "--format", "swatch", "--color", "always"], environment: ["COLORTERM": "truecolor"]
      ).stdout
      let drawnBlack = swatch.contains(";38;2;0;0;0m")
      #expect(text == (drawnBlack ? "#000000" : "#ffffff"), "\(color)")
    }
  }

  @Test func storedColorCOLORAndStandardInput() {
    cli.run(["set", "#f0e68c"])
    #expect(cli.run(["textcolor", "--format", "name"]) == .init(stdout: "black\n", stderr: "", status: 0))
    #expect(
      cli.run(["textcolor", "navy", "--format", "swatch"]).stdout
        == "#ffffff  red 100  green 100  blue 100  = white (css)\n")
    #expect(cli.run(["textcolor", "navy"]) == .init(stdout: "#ffffff\n", stderr: "", status: 0))
    #expect(cli.run(["textcolor", "50 20 80"]).status == 64)
    let stream = cli.run(["textcolor", "-", "--format", "rgb255"], stdin: "white\n\n0 0 50\n")
    #expect(stream == .init(stdout: "0 0 0\n255 255 255\n", stderr: "", status: 0))
    #expect(cli.run(["textcolor", "-", "--format", "hex"], stdin: "bogus\n").status == 65)
    let store = cli.contents(cli.store)
    cli.run(["textcolor", "red"])
    #expect(cli.contents(cli.store) == store)
  }

  @Test func theVerboseFlagSaysBothRatios() {
    let one = cli.run(["textcolor", "#767676", "--format", "hex", "--verbose"])
    #expect(one == .init(stdout: "#000000\n", stderr: "colormix: on #767676: black 4.62:1, white 4.54:1\n", status: 0))
    let lines = cli.run(["textcolor", "-", "--format", "hex", "--verbose"], stdin: "black\nwhite\n")
    #expect(
      lines.stderr
        == "colormix: line 1: on #000000: black 1.00:1, white 21.00:1\n"
        + "colormix: line 2: on #ffffff: black 21.00:1, white 1.00:1\n")
  }

  @Test func aColorOutsideSRGBIsMappedOrRefusedUnderStrict() {
    let mapped = cli.run(["textcolor", "oklch(0.7 0.4 30)", "--format", "hex"])
    #expect(mapped.status == 0 && mapped.stderr.contains("outside sRGB"))
    #expect(cli.run(["textcolor", "oklch(0.7 0.4 30)", "--strict"]).status == 65)
  }

  @Test func aTranslucentColorIsLaidOverWhiteFirst() {
    #expect(cli.run(["textcolor", "transparent", "--format", "hex"]).stdout == "#000000\n")
    #expect(cli.run(["textcolor", "rgb(0 0 0 / 0.9)", "--format", "hex"]).stdout == "#ffffff\n")
    let verbose = cli.run(["textcolor", "rgb(255 255 0 / 0.1)", "--verbose", "--format", "hex"])
    #expect(verbose.stdout == "#000000\n" && verbose.stderr.hasPrefix("colormix: on #ffffe6"))
  }
}
