import Testing

/// The formats scripts use besides the CSS ones: `ansi`, `ansi-bg`, `ansi256`, `hsv`, `cmyk`, `luminance` and
/// `rgb-float`, each one line; `hsv`, `cmyk` and `rgb-float` read back on a `-` line, `ansi` does not.
@Suite struct ScriptFormatsTests {
  let cli = Colormix()

  @Test(arguments: [
    ("#8033cc", "ansi256", "92"), ("#8033cc", "hsv", "hsv(270.2 75% 80%)"),
    ("#8033cc", "cmyk", "cmyk(37.3, 75, 0, 20)"), ("#8033cc", "luminance", "0.1132"),
    ("#8033cc", "rgb-float", "color(srgb 0.502 0.2 0.8)"), ("black", "cmyk", "cmyk(0, 0, 0, 100)"),
    ("white", "hsv", "hsv(0 0% 100%)"), ("#808080", "luminance", "0.2159"), ("red", "cmyk", "cmyk(0, 100, 100, 0)"),
    ("white", "luminance", "1"), ("50 20 80", "rgb-float", "color(srgb 0.5 0.2 0.8)"),
  ])
  func eachFormatPrintsOneLine(_ color: String, _ format: String, _ text: String) {
    let arguments = color.split(separator: " ").map(String.init)
    #expect(cli.run(["show"] + arguments + ["--format", format]) == .init(stdout: text + "\n", stderr: "", status: 0))
  }

  @Test func theAnsiEscapeFollowsTheColorRuleAndIsWrittenEvenToAPipe() {
    let truecolor: [String: String?] = ["COLORTERM": "truecolor"]
    #expect(cli.run(["show", "#8033cc", "--format", "ansi"]).stdout == "\u{1B}[38;5;92m\n")
    #expect(cli.run(["show", "#8033cc", "--format", "ansi-bg"], environment: truecolor).stdout == "\u{1B}[48;5;92m\n")
    #expect(
      cli.run(["show", "#8033cc", "--format", "ansi", "--color", "always"], environment: truecolor).stdout
        == "\u{1B}[38;2;128;51;204m\n")
    #expect(
      cli.run(["show", "#8033cc", "--format", "ansi-bg"], environment: ["COLORTERM": "24bit", "FORCE_COLOR": "1"])
        .stdout == "\u{1B}[48;2;128;51;204m\n")
  }

  @Test func ansi256IsTheIndexTheSwatchDrawsWith() {
    for color in ["#8033cc", "#000000", "#ffffff", "#336699", "#808080", "#ff8800", "#123456"] {
      let index = cli.run(["show", color, "--format", "ansi256"]).stdout.dropLast()
      let swatch = cli.run(["show", color, "--format", "swatch", "--color", "always"]).stdout
      #expect(swatch.hasPrefix("\u{1B}[48;5;\(index);"), "\(color)")
    }
  }

  @Test func hsvCmykAndRGBFloatReadBackAsTheSameColor() {
    var colors: [String] = []
    for value in stride(from: 0, to: 4096, by: 7) { colors.append("#" + String(value, radix: 16).leftPadded(3)) }
    let input = colors.joined(separator: "\n") + "\n"
    let hex = cli.run(["show", "-", "--format", "hex"], stdin: input).stdout
    for format in ["hsv", "cmyk", "rgb-float"] {
      let printed = cli.run(["show", "-", "--format", format], stdin: input).stdout
      let back = cli.run(["show", "-", "--format", "hex"], stdin: printed)
      #expect(back == .init(stdout: hex, stderr: "", status: 0), "\(format)")
    }
    #expect(cli.run(["show", "cmyk(0% 75% 0% 20%)", "--format", "hex"]).stdout == "#cc33cc\n")
    #expect(cli.run(["show", "color(srgb 50% 0.2 0.8)", "--format", "hex"]).stdout == "#8033cc\n")
  }

  @Test func anAnsiLineIsNoColor() {
    let escape = cli.run(["show", "#8033cc", "--format", "ansi"]).stdout
    #expect(cli.run(["show", "-", "--format", "hex"], stdin: escape) == .init(stdout: "", stderr: "", status: 0))
  }

  @Test func badTextOfTheNewFunctionsSaysWhy() {
    let space = cli.run(["show", "color(p3 1 0 0)"])
    #expect(space.status == 64 && space.stderr.contains("unknown color space \"p3\" in color() (expected srgb, "))
    let count = cli.run(["show", "cmyk(1, 2, 3)"])
    #expect(count.status == 64 && count.stderr.contains("cmyk() takes 4 components, found 3"))
    let outside = cli.run(["show", "hsv(0 100% 120%)", "--format", "hex"])
    #expect(outside.status == 0 && outside.stderr.contains("is outside sRGB"))
  }
}

extension String {
  fileprivate func leftPadded(_ count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}
