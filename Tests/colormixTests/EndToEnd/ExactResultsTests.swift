import Foundation
import Testing

/// End-to-end: what an attack on colors as values found, each rule kept — computed colors carry no floating-point
/// noise, a lone number is no color, a colored swatch reads back, and only-printing forms say so.
@Suite struct ExactResultsTests {
  let cli = Colormix()

  @Test func grayResultsHaveNoHueAndExactColorsKeepTheirExactName() {
    #expect(cli.run(["grayscale", "#336699", "--format", "hsl"]).stdout == "hsl(0 0% 38.8%)\n")
    #expect(cli.run(["lighten", "0", "white", "--format", "hsl"]).stdout == "hsl(0 0% 100%)\n")
    #expect(cli.run(["blend", "white", "white", "--format", "hwb"]).stdout == "hwb(0 100% 0%)\n")
    #expect(
      cli.run(["lighten", "0", "red", "--format", "swatch", "--color", "never"]).stdout.hasSuffix("= red (css)\n"))
    #expect(cli.run(["rotate", "0", "#808080", "--format", "json"]).stdout.contains("\"exact\": true"))
  }

  @Test func aLoneNumberIsNeverReadAsHex() {
    let result = cli.run(["lighten", "10", "100"])
    #expect(result.status == 64 && result.stdout.isEmpty)
    // Six digits are hex (`123456`); three are a number, refused on their line.
    let lines = cli.shell("printf '100\\n123456\\nabc\\n' | \"$COLORMIX\" show - --format hex")
    #expect(lines.stdout == "#123456\n#aabbcc\n" && lines.status == 65)
    #expect(lines.stderr.hasPrefix("colormix: error: line 1: Unknown color name '100'."))
    #expect(cli.run(["show", "#100", "--format", "hex"]).stdout == "#110000\n")
  }

  @Test func aSwatchPrintedInColorReadsBack() {
    let result = cli.shell("echo red | \"$COLORMIX\" show - --color always | \"$COLORMIX\" lighten 10 - --format hex")
    // Lighter red leaves sRGB: hex holds it mapped, with the warning.
    let warning =
      "colormix: warning: line 1: oklch(0.728 0.25768 29.23) is outside sRGB; using #ff6d5b (gamut mapped)\n"
    #expect(result == .init(stdout: "#ff6d5b\n", stderr: warning, status: 0))
  }

  @Test func dashWhereNoStandardInputIsReadIsAUsageError() {
    for arguments in [["gradient", "red", "-"], ["paint", "-", "x"], ["blend", "-"]] {
      let result = cli.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains("- (standard input) is not a color here"), "\(arguments)")
    }
  }

  @Test func negativeSaturationOrChromaIsClampedWithAWarningAndRefusedUnderStrict() {
    for text in ["hsl(120 -5% 50%)", "oklch(0.5 -0.1 30)", "lch(50 -10 30)"] {
      #expect(cli.run(["show", text]).stderr.contains("warning"), "\(text)")
      #expect(cli.run(["show", text, "--strict"]).status == 65, "\(text)")
    }
  }

  @Test func aStoredStopKeepsItsExactName() {
    cli.run(["set", "#808080"])
    let first = cli.run(["gradient", "#ffffff", "--steps", "2", "--format", "json"]).stdout.split(separator: "\n")[0]
    #expect(first.contains("\"exact\": true"))
  }

  @Test func formsThatOnlyPrintDoNotSayNothingWasWritten() {
    let result = cli.run(["lighten", "10", "oklch(0.7 0.4 30)", "--strict", "--format", "hex"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("the color was not printed") && !result.stderr.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test func anEarlierStagesErrorIsSaidOnceHoweverManyStagesPassItOn() {
    let result = cli.shell(
      "printf 'bogus\\n' | \"$COLORMIX\" show - --format json | \"$COLORMIX\" lighten 1 - --format json"
        + " | \"$COLORMIX\" darken 1 - --format json")
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 1: An earlier stage reported an error: Unknown color name 'bogus'"))
    #expect(!result.stderr.contains("An earlier stage reported an error: An earlier"))
  }

  @Test func aSavedColorShownAsItIsKeepsItsExactName() {
    cli.run(["set", "#808080"])
    cli.run(["save", "g"])
    let swatch = ["--format", "swatch", "--color", "never"]
    #expect(cli.run(["show", "palette:g"] + swatch).stdout.hasSuffix("= gray (css)\n"))
    #expect(cli.run(["show", "-"] + swatch, stdin: "palette:g\n").stdout.hasSuffix("= gray (css)\n"))
    #expect(cli.run(["lighten", "10", "palette:g"] + swatch).stdout.contains("≈"))
  }
}
