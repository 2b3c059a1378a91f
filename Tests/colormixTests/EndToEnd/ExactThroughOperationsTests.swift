import Foundation
import Testing

/// End-to-end: a color is exact through every operation, wide gamut and alpha included, and is gamut mapped (with
/// the warning, refused by --strict) only where the printed format, the swatch or the store cannot hold it
/// (docs/color-science.md, Gamut mapping); and the loose ends of reading and printing colors (docs/formats.md).
@Suite struct ExactThroughOperationsTests {
  let cli = Colormix()

  static let p3Red = "color(display-p3 1 0 0)"
  static let p3Green = "color(display-p3 0.2 0.8 0.3)"

  @Test func anOperationOnAWideColorPrintsItsExactResultInAFormatThatHoldsIt() {
    // OKLCH holds every color: the P3 red lightened, unmapped, without a word.
    let oklch = cli.run(["lighten", "10", Self.p3Red, "--format", "oklch"])
    #expect(oklch == .init(stdout: "oklch(0.7486 0.29949 28.96)\n", stderr: "", status: 0))
    #expect(cli.run(["lighten", "10", Self.p3Red, "--format", "oklch", "--strict"]).status == 0)
    // A P3 green darkened stays inside Display P3: printed there as it is, though sRGB cannot hold it.
    let p3 = cli.run(["darken", "5", Self.p3Green, "--format", "display-p3", "--strict"])
    #expect(p3.status == 0 && p3.stderr == "")
    #expect(p3.stdout == "color(display-p3 0.08212 0.73497 0.23444)\n")
    let json = cli.run(["darken", "5", Self.p3Green, "--format", "json"]).stdout
    #expect(json.contains("\"gamuts\": [\"display-p3\", \"rec2020\"]"))
  }

  @Test func aResultTheFormatCannotHoldIsMappedWithTheWarningAndRefusedUnderStrict() {
    let swatch = cli.run(["lighten", "10", Self.p3Red, "--format", "hex"])
    #expect(
      swatch
        == .init(
          stdout: "#ff7b6a\n",
          stderr: "colormix: warning: oklch(0.7486 0.29949 28.96) is outside sRGB; using #ff7b6a (gamut mapped)\n",
          status: 0))
    let p3 = cli.run(["lighten", "10", Self.p3Red, "--format", "display-p3"])
    #expect(p3.stdout == "color(display-p3 1 0.45074 0.36939)\n")
    #expect(p3.stderr.contains("oklch(0.7486 0.29949 28.96) is outside display-p3; using color(display-p3 1 0.45074"))
    let strict = cli.run(["lighten", "10", Self.p3Red, "--strict", "--format", "swatch"])
    #expect(strict.status == 65 && strict.stdout == "")
    #expect(
      strict.stderr
        == "colormix: error: oklch(0.7486 0.29949 28.96) is outside sRGB (--strict); the color was not printed.\n")
    // Piped, the default `value` holds the result exactly: nothing to map, warn of or refuse.
    let value = cli.run(["lighten", "10", Self.p3Red, "--strict"])
    #expect(value.status == 0 && value.stderr == "" && value.stdout.hasPrefix("color(srgb "))
    #expect(
      cli.run(["show", String(value.stdout.dropLast()), "--format", "oklch"]).stdout
        == "oklch(0.7486 0.29949 28.96)\n")
    // An sRGB color pushed out of sRGB by the operation is judged the same way.
    #expect(cli.run(["lighten", "10", "blue", "--strict", "--format", "hex"]).status == 65)
    #expect(cli.run(["lighten", "10", "blue", "--strict", "--format", "oklch"]).status == 0)
  }

  @Test func aPipelineKeepsTheWideColorThroughEachStageWhoseFormatHoldsIt() {
    let piped = cli.shell(
      "echo '\(Self.p3Green)' | \"$COLORMIX\" darken 5 - --format oklch"
        + " | \"$COLORMIX\" desaturate 10 - --format oklch | \"$COLORMIX\" show - --format json")
    // No stage before the last warns: each one's format held the color. JSON's channels are sRGB's: the last
    // stage maps them, with its one warning, and lists the gamuts of the exact color.
    #expect(piped.status == 0)
    #expect(
      piped.stderr.hasPrefix("colormix: warning: line 1: oklch(") && piped.stderr.split(separator: "\n").count == 1)
    let stepwise = cli.shell(
      "\"$COLORMIX\" desaturate 10 \"$(\"$COLORMIX\" darken 5 '\(Self.p3Green)' --format oklch)\" --format json")
    func gamuts(_ json: String) -> String? {
      json.range(of: #""gamuts": \[[^\]]*\]"#, options: .regularExpression).map { String(json[$0]) }
    }
    #expect(gamuts(piped.stdout) == "\"gamuts\": [\"display-p3\", \"rec2020\"]")
    #expect(gamuts(stepwise.stdout) == gamuts(piped.stdout))
    // Through hex, a stage that cannot hold it, the color is mapped there, with the warning of that line.
    let narrowed = cli.shell(
      "echo '\(Self.p3Green)' | \"$COLORMIX\" darken 5 - --format hex | \"$COLORMIX\" desaturate 10 - --format json")
    #expect(narrowed.stderr.hasPrefix("colormix: warning: line 1: oklch("))
    #expect(gamuts(narrowed.stdout)?.contains("srgb") == true)
  }

  @Test func theStoredColorTakesAResultOutsideSRGBMappedWithTheWarning() {
    cli.run(["set", "0", "0", "100"])
    let lighter = cli.run(["lighten", "20", "--format", "hex"])
    #expect(lighter.stdout == "#4c86ff\n")
    #expect(
      lighter.stderr == "colormix: warning: oklch(0.652 0.31321 264.05) is outside sRGB; using #4c86ff (gamut mapped)\n"
    )
    let store = cli.contents(cli.store)
    let strict = cli.run(["lighten", "20", "--strict"])
    #expect(strict.status == 65 && strict.stdout == "")
    #expect(strict.stderr.hasSuffix("is outside sRGB (--strict); nothing was written.\n"))
    #expect(cli.contents(cli.store) == store)
  }

  @Test func aGradientJudgesEachStepAndStrictPrintsNothingWhenOneIsOutside() {
    let wide = cli.run(["gradient", "color(display-p3 0 1 0)", Self.p3Red, "--steps", "3", "--format", "display-p3"])
    #expect(
      wide
        == .init(
          stdout: "color(display-p3 0 1 0)\ncolor(display-p3 0.78602 0.67702 0.01518)\ncolor(display-p3 1 0 0)\n",
          stderr: "", status: 0))
    let strict = cli.run(["gradient", "red", "white", "blue", "--format", "hex", "--strict"])
    #expect(strict.status == 65 && strict.stdout == "")
    #expect(cli.run(["gradient", "#336699", "white", "black", "--format", "hex", "--strict"]).status == 0)
  }

  @Test func lightenStopsAtWhiteAndOneClampedLightnessGivesOneWarning() {
    #expect(
      cli.run(["lighten", "100", "red", "--format", "oklch"]) == .init(stdout: "oklch(1 0 0)\n", stderr: "", status: 0))
    #expect(cli.run(["darken", "100", "red", "--format", "hex"]) == .init(stdout: "#000000\n", stderr: "", status: 0))
    let warning = "colormix: warning: lightness 1.5 is out of range 0–1; using 1\n"
    for arguments in [
      ["show", "oklch(1.5 0.1 30)"], ["lighten", "10", "oklch(1.5 0.1 30)"],
      ["show", "oklch(1.5 0.1 30)", "--format", "display-p3"],
    ] {
      let result = cli.run(arguments + ["--color", "never"])
      #expect(result.stderr == warning, "\(arguments)")
    }
  }

  @Test func noneInColorMixTakesTheOtherColorsComponent() {
    let cases = [
      ("color-mix(in srgb, rgb(none 0 0), rgb(255 0 0))", "rgb(255 0 0)"),
      ("color-mix(in srgb, rgb(none 0 0), rgb(none 0 255))", "rgb(0 0 128)"),
      ("color-mix(in srgb, rgb(255 0 0 / none), rgb(0 0 255 / 0.5))", "rgb(128 0 128 / 0.5)"),
      ("color-mix(in hsl, hsl(none 50% 50%), hsl(120 50% 50%))", "rgb(64 191 64)"),
    ]
    for (text, css) in cases {
      #expect(
        cli.run(["show", text, "--format", "css"]) == .init(stdout: css + "\n", stderr: "", status: 0), "\(text)")
    }
  }

  @Test func aSpaceBeforeTheParenthesisIsRefusedNamingIt() {
    for text in ["rgb (1 2 3)", "RGBA (1, 2, 3)", "oklch (0.5 0.1 30)"] {
      let result = cli.run(["show", text])
      #expect(result.status == 64 && result.stdout == "", "\(text)")
      #expect(result.stderr.contains("is not a color: space between"), "\(text)")
      #expect(result.stderr.contains("right after the name"), "\(text)")
    }
  }

  @Test func rgbFloatAndTheSwatchLineKeepTheAlphaAndReadItBack() {
    #expect(cli.run(["show", "#ff000080", "--format", "rgb-float"]).stdout == "color(srgb 1 0 0 / 0.502)\n")
    #expect(cli.run(["show", "#ff0000", "--format", "rgb-float"]).stdout == "color(srgb 1 0 0)\n")
    let floatBack = cli.shell("\"$COLORMIX\" show '#33669980' --format rgb-float | \"$COLORMIX\" show - --format hex")
    #expect(floatBack.stdout == "#33669980\n")
    let swatchBack = cli.shell(
      "\"$COLORMIX\" show '#33669980' --color always | \"$COLORMIX\" show - --format hex")
    #expect(swatchBack == .init(stdout: "#33669980\n", stderr: "", status: 0))
    let plainBack = cli.shell("\"$COLORMIX\" show '#ff000040' --color never | \"$COLORMIX\" show - --format css")
    #expect(plainBack.stdout == "rgb(255 0 0 / 0.251)\n")
  }

  @Test func anEscapeDrawsATranslucentColorLaidOverWhite() {
    // Red at alpha 0.502 over white is rgb(255 127 127), xterm's 210; opaque red is 196.
    let truecolor: [String: String?] = ["COLORTERM": "truecolor"]
    #expect(
      cli.run(["show", "#ff000080", "--format", "ansi", "--color", "always"], environment: truecolor).stdout
        == "\u{1B}[38;2;255;127;127m\n")
    #expect(
      cli.run(["show", "#ff000080", "--format", "ansi-bg", "--color", "always"], environment: truecolor).stdout
        == "\u{1B}[48;2;255;127;127m\n")
    #expect(cli.run(["show", "#ff000080", "--format", "ansi256"]).stdout == "210\n")
    #expect(cli.run(["show", "#ff000080", "--format", "ansi"]).stdout == "\u{1B}[38;5;210m\n")
    let painted = cli.run(["paint", "#ff000080", "hi", "--color", "always"], environment: truecolor)
    #expect(painted.stdout == "\u{1B}[38;2;255;127;127mhi\u{1B}[0m\n" && painted.stderr == "")
    let onBlue = cli.run(["paint", "#ff000080", "--on", "blue", "hi", "--color", "always"], environment: truecolor)
    #expect(onBlue.stdout.hasPrefix("\u{1B}[38;2;128;0;127;48;2;0;0;255m"))
  }

  @Test func jsonGamutsHaveColoraidesToleranceSoAPrintedColorReadsBackInItsGamuts() {
    // Edge colors printed with a format's digits read back up to 0.00007 outside sRGB: still in it.
    for (color, format) in [("#ff003c", "oklch"), ("#f00000", "xyz-d65"), ("#5a00a5", "xyz-d65")] {
      let result = cli.shell("\"$COLORMIX\" show '\(color)' --format \(format) | \"$COLORMIX\" show - --format json")
      #expect(result.stdout.contains("\"gamuts\": [\"srgb\", \"display-p3\", \"rec2020\"]"), "\(color) \(format)")
    }
  }
}
