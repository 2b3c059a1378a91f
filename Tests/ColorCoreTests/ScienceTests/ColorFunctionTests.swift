import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ColorFunctionTests {
    typealias T = ScienceTests

    static func parsed(_ text: String) -> RGB? {
      try? ColorFunction.parse(text).rgb
    }

    static func error(_ text: String) -> ColorFunctionError? {
      do {
        _ = try ColorFunction.parse(text)
        return nil
      } catch {
        return error
      }
    }

    static func same(_ a: RGB?, _ b: RGB, _ tolerance: Double = 1e-9) -> Bool {
      guard let a else { return false }
      return T.distance100(a, b) <= tolerance * 100
    }

    @Test func hslInCommaSpaceAndLooseForms() {
      let purple = RGB(red: 0.5, green: 0.2, blue: 0.8)
      for text in [
        "hsl(270, 60%, 50%)", "hsl(270 60% 50%)", "HSL( 270deg 60% 50% )", "hsl(270 60 50)", "Hsl(270DEG,60%,50%)",
        "  hsl(\t270  60%\n50%)  ", "hsl(.75turn 60% 50%)", "hsl(300grad 60% 50%)", "hsl(-90 60% 50%)",
        "hsl(630 60% 50%)",
        "hsl(+270.0 60.0% 50%)",
      ] {
        #expect(ColorFunctionTests.same(ColorFunctionTests.parsed(text), purple), "\(text)")
      }
      let radians = ColorFunctionTests.parsed("hsl(4.71238898rad 60% 50%)")
      #expect(ColorFunctionTests.same(radians, purple, 1e-6))
    }

    @Test func hwbNumbersAndPercentages() {
      #expect(ColorFunctionTests.parsed("hwb(194 0% 50%)").map { GamutMapping.color(for: $0).color.hex } == "#006280")
      #expect(
        ColorFunctionTests.same(ColorFunctionTests.parsed("hwb(194 50 50)"), RGB(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test func labAndLCHTakeNumbersOrPercentages() {
      let leaf = RGB(red: 0.41587, green: 0.503670, blue: 0.36664)
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("lch(51.2345% 21.2 130)"), leaf, 0.0001))
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("lab(51.2345 -13.6271 16.2401)"), leaf, 0.0001))
      // a and b: 100% is 125; C: 100% is 150.
      let byPercent = ColorFunctionTests.parsed("lab(51.2345% -10.90168% 12.99208%)")
      #expect(ColorFunctionTests.same(byPercent, ColorFunctionTests.parsed("lab(51.2345 -13.6271 16.2401)")!))
      #expect(
        ColorFunctionTests.same(
          ColorFunctionTests.parsed("lch(50 50% 10)"), ColorFunctionTests.parsed("lch(50 75 10deg)")!))
    }

    @Test func oklabAndOKLCHTakeNumbersOrPercentages() {
      let red = RGB(red: 1, green: 0, blue: 0)
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("oklab(0.6279554 0.22486306 0.1258463)"), red, 1e-6))
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("OKLCH(62.79554% 0.2576833 29.2338851)"), red, 1e-6))
      // L: 100% is 1; a, b and C: 100% is 0.4.
      #expect(
        ColorFunctionTests.same(
          ColorFunctionTests.parsed("oklab(50% 25% -12.5%)"), ColorFunctionTests.parsed("oklab(0.5 0.1 -0.05)")!))
      #expect(
        ColorFunctionTests.same(
          ColorFunctionTests.parsed("oklch(50% 50% 90)"), ColorFunctionTests.parsed("oklch(0.5 0.2 90)")!))
    }

    @Test func outOfGamutColorsAreReturnedUnmapped() throws {
      let rgb = try ColorFunction.parse("oklch(0.7 0.4 30)").rgb
      #expect(!rgb.isInGamut)
      #expect(GamutMapping.color(for: rgb).wasOutOfGamut)
    }

    @Test func noneIsZeroInTheModernSyntax() {
      let gray = ColorFunctionTests.parsed("oklch(0.5 none none)")
      #expect(ColorFunctionTests.same(gray, ColorFunctionTests.parsed("oklch(0.5 0 0)")!))
      #expect(
        ColorFunctionTests.same(ColorFunctionTests.parsed("hsl(none 0% 50%)"), RGB(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test func lightnessChromaAndSaturationAreClampedAsCSSDoes() {
      #expect(
        ColorFunctionTests.same(ColorFunctionTests.parsed("oklch(1.5 0 0)"), RGB(red: 1, green: 1, blue: 1), 1e-6))
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("lab(-10 0 0)"), RGB(red: 0, green: 0, blue: 0), 1e-9))
      #expect(ColorFunctionTests.same(ColorFunctionTests.parsed("lch(150% 0 0)"), RGB(red: 1, green: 1, blue: 1), 1e-6))
      #expect(
        ColorFunctionTests.same(
          ColorFunctionTests.parsed("lch(50 -10 40)"), ColorFunctionTests.parsed("lch(50 0 40)")!))
      #expect(
        ColorFunctionTests.same(ColorFunctionTests.parsed("hsl(0 -20% 50%)"), RGB(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test func alphaFollowsASlash() throws {
      #expect(try ColorFunction.parse("hsl(270 60% 50% / 0.5)").color.alpha == 0.5)
      #expect(try ColorFunction.parse("oklch(0.5 0.1 30/50%)").color.alpha == 0.5)
      #expect(try ColorFunction.parse("lab(50 0 0 / 1)").color.alpha == 1)
      #expect(ColorFunctionTests.error("hwb(0 0% 0% /)") == .alphaCount(function: "hwb"))
      #expect(ColorFunctionTests.error("hwb(0 0% 0% / 1 / 1)") == .alphaCount(function: "hwb"))
    }

    @Test func unknownFunctionsAreNamed() {
      #expect(ColorFunctionTests.error("rgbx(1 2 3)") == .unknownFunction("rgbx"))
      #expect(ColorFunctionTests.error("Colour(srgb 1 0 0)") == .unknownFunction("Colour"))
      #expect(ColorFunctionTests.error("Device-CMYK(0 0 0 1)") == .unknownFunction("Device-CMYK"))
      #expect(ColorFunctionTests.error("Color(p3 1 0 0)") == .unknownColorSpace("p3"))
    }

    @Test func malformedTextSaysWhichPartAndWhat() {
      let cases: [(String, ColorFunctionError)] = [
        ("", .notAFunction),
        ("oklch 0.5 0.1 30", .notAFunction),
        ("oklch (0.5 0.1 30)", .spaceBeforeParenthesis(function: "oklch")), ("(0.5 0.1 30)", .noNameBeforeParenthesis),
        ("(0.5 0.1 30)", .noNameBeforeParenthesis),
        ("oklch(0.5 0.1 30", .missingClosingParenthesis(function: "oklch")),
        ("oklch(0.5 0.1 30) x", .missingClosingParenthesis(function: "oklch")),
        ("oklch(min(0.5) 0.1 30)", .parenthesisInside(function: "oklch")),
        ("hsl(270, 60% 50%)", .mixedSeparators(function: "hsl")),
        ("hsl(270,,50%)", .emptyComponent(function: "hsl")),
        ("oklch(0.5, 0.1, 30)", .commasOutsideHSL),
        ("hsl(270 60%)", .componentCount(function: "hsl", found: 2)),
        ("lab(50 0 0 0)", .componentCount(function: "lab", found: 4)),
        ("lab()", .componentCount(function: "lab", found: 0)),
        ("hsl(270, 60, 50%)", .wrongKind(component: "saturation", percentageOnly: true)),
        ("hsl(270, 60%, 50)", .wrongKind(component: "lightness", percentageOnly: true)),
        ("hsl(none, 60%, 50%)", .noneWithCommas),
        ("oklch(0.5 0.1 30%)", .percentageHue),
        ("oklch(0.5deg 0.1 30)", .wrongKind(component: "lightness", percentageOnly: false)),
        ("lab(50 1turn 0)", .wrongKind(component: "a", percentageOnly: false)),
        ("lab(1e 0 0)", .notANumber("1e")),
        ("lab(1e+ 0 0)", .notANumber("1e+")),
        ("lab(1e2.5 0 0)", .notANumber("1e2.5")),
        ("lab(1. 0 0)", .notANumber("1.")),
        ("lab(- 0 0)", .notANumber("-")),
        ("lab(50 ++1 0)", .notANumber("++1")),
        ("lab(50 0 0x)", .notANumber("0x")),
        ("lab(50 0 1.2.3)", .notANumber("1.2.3")),
        ("hsl(270 60%% 50%)", .notANumber("60%%")),
        ("oklch(0.5 0.1 deg)", .notANumber("deg")),
        ("lab(50 ٣ 0)", .notANumber("٣")),
        // Text of ASCII is searched on its bytes, other text on its characters: the same rules either way.
        ("OKLCH(min(0.5) 0.1 30)", .parenthesisInside(function: "oklch")),
        ("oklch(0.5 0.1 (30 é)", .parenthesisInside(function: "oklch")),
        ("oklch(0.5 0.1 30)\u{301}", .missingClosingParenthesis(function: "oklch")),
        ("Oklch(0.5, 0.1, 30)", .commasOutsideHSL),
        ("oklch(0.5, 0.1, 30é)", .commasOutsideHSL),
        ("RGB(1, 2, 3é)", .notANumber("3é")),
      ]
      for (text, reason) in cases {
        #expect(ColorFunctionTests.error(text) == reason, "\(text)")
      }
    }
  }
}
