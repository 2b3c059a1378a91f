import Foundation
import Testing

/// End-to-end: every CSS Color 4 form is read from the command line as CSS reads it, kept exactly (alpha and
/// outside sRGB) until printed in a format that cannot hold it, and printed back in every CSS format with its alpha.
@Suite struct CSSColorEndToEndTests {
  let cli = Colormix()

  @Test(arguments: [
    ("rgba(0,0,0,0.5)", "rgb(0 0 0 / 0.5)"), ("#11223380", "rgb(17 34 51 / 0.502)"),
    ("rgb(23.5, 190, 187)", "rgb(24 190 187)"), ("rgb(none 0 0)", "rgb(0 0 0)"), ("transparent", "rgb(0 0 0 / 0)"),
    ("hsla(120, 100%, 50%, 25%)", "rgb(0 255 0 / 0.25)"), ("RGB(0 0 0 / 50%)", "rgb(0 0 0 / 0.5)"),
    ("#0000ffcc", "rgb(0 0 255 / 0.8)"), ("#f008", "rgb(255 0 0 / 0.5333)"),
    ("hsl(0.5turn 100% 50%)", "rgb(0 255 255)"),
    ("color(srgb 1 0.5 0 / 0.5)", "rgb(255 128 0 / 0.5)"), ("Color(XYZ 0.95047 1 1.08883)", "rgb(255 255 255)"),
  ])
  func everyFormIsReadAndItsAlphaPrinted(_ text: String, _ css: String) {
    #expect(cli.run(["show", text, "--format", "css"]) == .init(stdout: css + "\n", stderr: "", status: 0))
  }

  @Test func hexAndEveryCSSFormatPrintAlphaBelowOneAndOmitItAtOne() {
    #expect(cli.run(["show", "rgb(255 0 0 / 0.5)", "--format", "hex"]).stdout == "#ff000080\n")
    #expect(
      cli.run(["show", "rgb(255 0 0 / 0.5)", "--format", "oklch"]).stdout == "oklch(0.628 0.25768 29.23 / 0.5)\n")
    #expect(cli.run(["show", "rgb(255 0 0 / 0.5)", "--format", "hsl"]).stdout == "hsl(0 100% 50% / 0.5)\n")
    #expect(cli.run(["show", "rgb(255 0 0 / 1)", "--format", "hex"]).stdout == "#ff0000\n")
    #expect(cli.run(["show", "#ff000080", "--format", "swatch"]).stdout.contains("  alpha 0.502  "))
  }

  @Test(arguments: [
    ("rgba(0,0)", "'rgba(0,0)' is not a color: rgba() takes 3 or 4 values, found 2"),
    ("rgb(10%, 20, 30)", "'rgb(10%, 20, 30)' is not a color: rgb() with commas takes all numbers or all percentages"),
    ("rgb(1 2 3 /)", "'rgb(1 2 3 /)' is not a color: rgb() takes one alpha after \"/\""),
    ("color(p3 1 0 0)", "'color(p3 1 0 0)' is not a color: unknown color space \"p3\" in color()"),
    ("rgb(1, 2, none)", "'rgb(1, 2, none)' is not a color: \"none\" is not allowed with commas"),
  ])
  func whatCSSRefusesIsRefusedNamingThePart(_ text: String, _ message: String) {
    let result = cli.run(["show", text])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("colormix: error: " + message), "\(result.stderr)")
  }

  @Test func whatCSSClampsIsClampedWithAWarningAsDataAndStrictRefusesIt() {
    let alpha = cli.run(["show", "rgb(0 0 0 / 1.5)", "--format", "css"])
    #expect(
      alpha
        == .init(
          stdout: "rgb(0 0 0)\n", stderr: "colormix: warning: alpha 1.5 is out of range 0–1; using 1\n", status: 0))
    let chroma = cli.run(["show", "oklch(0.5 -0.1 30)", "--format", "hex"])
    #expect(chroma.stderr == "colormix: warning: chroma -0.1 is out of range 0 or more; using 0\n")
    let json = cli.run(["show", "rgb(0 0 0 / 1.5)", "--format", "json"])
    #expect(
      json.stdout.contains(
        #""warnings": [{"kind": "range", "channel": "alpha", "input": "1.5", "value": 1.5, "range": [0, 1], "used": 1"#)
    )
    let strict = cli.run(["show", "rgb(0 0 0 / 1.5)", "--strict"])
    #expect(
      strict
        == .init(
          stdout: "", stderr: "colormix: error: alpha 1.5 is out of range 0–1 (--strict); the color was not printed.\n",
          status: 65))
  }

  /// A wide-gamut color is printed exactly in a format that holds it (no warning, `--strict` passes), and mapped
  /// into sRGB with the warning in one that cannot (`--strict` refuses).
  @Test func aColorOutsideSRGBIsExactUntilPrintedInAFormatThatCannotHoldIt() {
    #expect(
      cli.run(["show", "color(display-p3 1 0 0)", "--format", "oklch", "--strict"])
        == .init(stdout: "oklch(0.6486 0.29949 28.96)\n", stderr: "", status: 0))
    #expect(
      cli.run(["show", "color(display-p3 1 0 0)", "--format", "display-p3"])
        == .init(stdout: "color(display-p3 1 0 0)\n", stderr: "", status: 0))
    let hex = cli.run(["show", "color(display-p3 1 0 0)", "--format", "hex"])
    #expect(
      hex
        == .init(
          stdout: "#ff0b0c\n",
          stderr: "colormix: warning: color(display-p3 1 0 0) is outside sRGB; using #ff0b0c (gamut mapped)\n",
          status: 0))
    #expect(cli.run(["show", "color(display-p3 1 0 0)", "--format", "hex", "--strict"]).status == 65)
    let rec2020 = cli.run(["show", "color(rec2020 1 0 0)", "--format", "display-p3"])
    #expect(rec2020.stdout == "color(display-p3 1 0.20298 0.25221)\n")
    #expect(
      rec2020.stderr
        == "colormix: warning: color(rec2020 1 0 0) is outside display-p3; using color(display-p3 1 0.20298 0.25221) "
        + "(gamut mapped)\n")
    let lines = cli.run(["show", "-", "--format", "oklch"], stdin: "color(display-p3 1 0 0)\n#ff0000\n")
    #expect(lines == .init(stdout: "oklch(0.6486 0.29949 28.96)\noklch(0.628 0.25768 29.23)\n", stderr: "", status: 0))
  }

  /// CSS Color 4's gamut mapping: black at lightness 0, whatever the chroma.
  @Test func lightnessZeroIsBlack() {
    let result = cli.run(["show", "oklch(0 0.058 232)", "--format", "hex"])
    #expect(result.stdout == "#000000\n")
    #expect(result.stderr.contains("is outside sRGB; using #000000 (gamut mapped)"))
  }

  @Test(arguments: [
    ("srgb", "color(srgb 0.50196 0.2 0.8)"), ("srgb-linear", "color(srgb-linear 0.21586 0.0331 0.60383)"),
    ("display-p3", "color(display-p3 0.46541 0.21852 0.77103)"), ("a98-rgb", "color(a98-rgb 0.43928 0.21232 0.78081)"),
    ("prophoto-rgb", "color(prophoto-rgb 0.42026 0.22304 0.70288)"),
    ("rec2020", "color(rec2020 0.48082 0.29225 0.77787)"),
    ("xyz-d65", "color(xyz-d65 0.20984 0.11317 0.58208)"), ("xyz-d50", "color(xyz-d50 0.19327 0.10836 0.43741)"),
  ])
  func everyColorFormatPrintsCSSThatReadsBack(_ format: String, _ text: String) {
    #expect(cli.run(["show", "#8033cc", "--format", format]).stdout == text + "\n")
    #expect(cli.run(["show", text, "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["show", "#8033cc80", "--format", format]).stdout == text.dropLast() + " / 0.502)\n")
  }

  @Test func jsonHasAlphaAndTheGamutsThatHoldTheColorAsGiven() {
    let opaque = cli.run(["show", "#336699", "--format", "json"]).stdout
    #expect(opaque.contains(#""css": "rgb(51 102 153)", "alpha": 1, "gamuts": ["srgb", "display-p3", "rec2020"], "#))
    let wide = cli.run(["show", "color(display-p3 1 0 0 / 0.5)", "--format", "json"]).stdout
    #expect(wide.contains(##""hex": "#ff0b0c80""##))
    #expect(wide.contains(#""alpha": 0.5, "gamuts": ["display-p3"], "#))
    let back = cli.run(["show", "-", "--format", "hex"], stdin: wide)
    #expect(back.stdout == "#ff0b0c80\n")
  }

  @Test func aTranslucentCSSColorIsImportedWithItsAlpha() {
    let result = cli.run(["palette", "import", "-"], stdin: ":root { --a: rgb(0 0 0 / 50%); }\n")
    #expect(result == .init(stdout: "", stderr: "colormix: imported 1 color\n", status: 0))
    #expect(cli.run(["show", "palette:a", "--format", "css"]).stdout == "rgb(0 0 0 / 0.5)\n")
  }

  /// `color-mix()` reads as CSS Color 5 says, and `blend` gives the same color for the same inputs.
  @Test func colorMixIsReadAndIsWhatBlendGives() {
    for space in ["oklab", "srgb", "linear"] {
      let mixSpace = space == "linear" ? "srgb-linear" : space
      let blended = cli.run(["blend", "#336699", "#ffcc00", "--amount", "25", "--space", space, "--format", "hex"])
      let mixed = cli.run(["show", "color-mix(in \(mixSpace), #336699, #ffcc00 25%)", "--format", "hex"])
      #expect(blended.stdout == mixed.stdout, "\(space)")
      #expect(mixed.status == 0)
    }
    #expect(
      cli.run(["show", "color-mix(in srgb, red 20%, blue 20%)", "--format", "css"]).stdout == "rgb(128 0 128 / 0.4)\n")
    let bad = cli.run(["show", "color-mix(in srgb, red 150%, blue)"])
    #expect(bad.status == 64)
    #expect(
      bad.stderr.hasPrefix(
        "colormix: error: 'color-mix(in srgb, red 150%, blue)' is not a color: color-mix() percentage 150% is outside "
          + "0%–100%"))
  }

  @Test func strictJudgesTheGamutOfTheFormatPrinted() {
    let p3Red = "color(display-p3 1 0 0)"
    #expect(
      cli.run(["show", p3Red, "--strict", "--format", "oklch.c"]) == .init(stdout: "0.29949\n", stderr: "", status: 0))
    #expect(cli.run(["show", p3Red, "--strict", "--format", "alpha"]).status == 0)
    #expect(cli.run(["show", p3Red, "--strict", "--format", "display-p3"]).status == 0)
    let rec2020 = cli.run(["show", p3Red, "--strict", "--format", "rec2020"])
    #expect(rec2020.status == 65 && rec2020.stderr.contains("is outside rec2020 (--strict)"))
    let srgb = cli.run(["show", p3Red, "--strict", "--format", "hex"])
    #expect(srgb.status == 65 && srgb.stderr.contains("is outside sRGB (--strict)"))
  }

  @Test func rgbChannelsTakeExponentsAsCSSNumbersDo() {
    for text in ["rgb(1e2 0 0)", "rgba(1e2, 0, 0, 1)", "rgb(+1E2 0% 0 / 1)", "rgb(10e1 0 0)"] {
      #expect(cli.run(["show", text, "--format", "hex"]).stdout == "#640000\n", "\(text)")
    }
    #expect(cli.run(["show", "rgb(1e 0 0)"]).status == 64)
  }

  @Test func numbersWithExponentsAreReadExactlyEverywhere() {
    #expect(cli.run(["show", "hsl(1e39 50% 50%)", "--format", "hsl.h"]).stdout == "280\n")
    let huge = cli.run(["show", "lab(1e309 0 0)", "--format", "hex"])
    #expect(huge.stdout == "#ffffff\n" && huge.stderr.contains("lightness 1e309 is out of range 0–100; using 100"))
    let mixed = cli.run(["show", "color-mix(in srgb, red 1e1%, blue)", "--format", "hex"])
    #expect(mixed == cli.run(["show", "color-mix(in srgb, red 10%, blue)", "--format", "hex"]) && mixed.status == 0)
  }
}
