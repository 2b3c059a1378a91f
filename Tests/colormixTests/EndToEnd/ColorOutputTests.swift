import Testing

/// End-to-end: when and how the swatch is colored.
@Suite struct ColorOutputTests {
  let cli = Colormix()

  @Test(arguments: [
    ([String](), [String: String](), false),
    (["--color", "always"], [:], true),
    (["--color=always"], ["NO_COLOR": "1"], true),
    ([], ["FORCE_COLOR": "1"], true),
    ([], ["CLICOLOR_FORCE": "1", "TERM": "dumb"], true),
    ([], ["FORCE_COLOR": "0"], false),
    ([], ["FORCE_COLOR": "1", "NO_COLOR": "x"], false),
    (["--color", "never"], ["FORCE_COLOR": "1"], false),
  ])
  func pipedSwatchColorsOnlyWhenAsked(_ options: [String], _ environment: [String: String?], _ colored: Bool) {
    cli.run(["set", "50", "20", "80"])
    let result = cli.run(["show", "--format", "swatch"] + options, environment: environment)
    #expect(result.stdout.contains("\u{1B}[") == colored)
    #expect(result.stdout.contains("#8033cc"))
    #expect(result.stdout.contains("red 50  green 20  blue 80"))
    // The piped default is the color's text, which no color option paints.
    let value = cli.run(["show"] + options, environment: environment)
    #expect(value == .init(stdout: "rgb(50% 20% 80%)\n", stderr: "", status: 0))
  }

  @Test func trueColorOr256() {
    cli.run(["set", "50", "20", "80"])
    let truecolor = cli.run(["show", "-f", "swatch", "--color", "always"], environment: ["COLORTERM": "TrueColor"])
      .stdout
    #expect(truecolor.hasPrefix("\u{1B}[48;2;128;51;204;38;2;255;255;255m  #8033cc  \u{1B}[0m  red 50"))
    let ansi = cli.run(["show", "-f", "swatch", "--color", "always"], environment: ["COLORTERM": "yes"]).stdout
    #expect(ansi.hasPrefix("\u{1B}[48;5;92;38;5;231m  #8033cc  \u{1B}[0m"))
    cli.run(["set", "100", "100", "0"])
    let light = cli.run(["show", "-fswatch", "--color", "always"]).stdout
    #expect(light.hasPrefix("\u{1B}[48;5;226;38;5;16m"))
  }

  @Test(.enabled(if: TestPlatform.hasUtilLinuxScript, "util-linux's script(1) is not installed"))
  func terminalGetsColorUnlessDumb() {
    cli.run(["set", "50", "20", "80"])
    // `script` gives colormix a terminal for stdout.
    let onTerminal = cli.shell("script -qec \"$COLORMIX show\" /dev/null", environment: ["TERM": "xterm"])
    #expect(onTerminal.stdout.contains("\u{1B}[48;5;92"))
    let dumb = cli.shell("script -qec \"$COLORMIX show\" /dev/null", environment: ["TERM": "dumb"])
    #expect(!dumb.stdout.contains("\u{1B}[48"))
    #expect(dumb.stdout.contains("#8033cc"))
  }
}
