import Testing

@testable import ColorCore

/// Every CSS Color 4 form is read as CSS reads it: both syntaxes of `rgb()` and `hsl()` and their `rgba()` and
/// `hsla()` aliases, `none`, hue units, names in any case, alpha on every function, `#rgba`, `#rrggbbaa`,
/// `transparent` and `color()`; what CSS refuses is refused with the part named, and what CSS clamps when it parses
/// is clamped with a warning. The examples are the specification's where it gives them.
@Suite struct CSSColorFormsTests {
  static func read(_ text: String) throws -> ColorReading {
    try ColorArgument.read(text)
  }

  static func reason(_ text: String) -> ColorFunctionError? {
    do {
      _ = try ColorArgument.read(text)
      return nil
    } catch {
      if case .invalidColorFunction(_, let reason) = error { return reason }
      return nil
    }
  }

  static func close(_ a: Color, _ b: Color, within tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
      && abs(a.alpha - b.alpha) <= tolerance
  }

  /// CSS Color 4, 5.2 and 5.1: `#0000ffcc` is `rgb(0 0 100% / 80%)`, `#123` is `#112233`; `transparent` is
  /// `rgb(0 0 0 / 0)`.
  @Test func hexWithAlphaAndTransparentAreTheSpecificationsColors() throws {
    #expect(try Self.read("#0000ffcc").color == Self.read("rgb(0 0 100% / 80%)").color)
    #expect(try Self.read("#0000ffcc").color.alpha == 0.8)
    #expect(try Self.read("#00fc").color == Self.read("#0000ffcc").color)
    #expect(try Self.read("#123").color == Self.read("#112233").color)
    #expect(try Self.read("transparent").color == Self.read("rgb(0 0 0 / 0)").color)
    #expect(try Self.read("Transparent").color.alpha == 0)
    #expect(try Self.read("#11223380").color.hex == "#11223380")
    #expect(throws: InputError.self) { try Self.read("#1122338") }
  }

  /// Legacy commas (all numbers or all percentages, decimals allowed, an optional fourth value) and the modern
  /// syntax (numbers and percentages mixed, `none`, `/ A`) are the same function; `rgba()` is `rgb()`.
  @Test func rgbAndRGBAInBothSyntaxes() throws {
    let green = try Self.read("rgb(0 255 0 / 0.5)").color
    for text in [
      "rgba(0, 255, 0, 0.5)", "rgb(0, 255, 0, 50%)", "rgba(0% 100% 0% / 50%)", "RGBA(none 255 none / .5)",
      "rgb(0% 255 0 / 0.5)", "rgba(0,255,0,.5)",
    ] {
      #expect(try Self.read(text).color == green, "\(text)")
    }
    #expect(try Self.read("rgb(23.5, 190, 187)").color == Color(red: 23.5 / 255, green: 190 / 255, blue: 187 / 255))
    #expect(try Self.read("rgb(none 0 0)").color == .black)
    #expect(try Self.read("rgba(0, 0, 0, 0.5)").color.alpha == 0.5)
    #expect(try Self.read("rgb(255 0 0)").color.isOpaque)
  }

  /// CSS Color 4, 7: `hsl(120deg 100% 50%)` is lime, `hsl(120deg 100% 25%)` the darker green; `hsla()` is `hsl()`.
  @Test func hslAndHSLAInBothSyntaxes() throws {
    #expect(try Self.read("hsl(120deg 100% 50%)").color.hex == "#00ff00")
    #expect(try Self.read("hsl(120deg 100% 25%)").color.hex == "#008000")
    #expect(try Self.read("hsl(120deg 100% 75%)").color.hex == "#80ff80")
    let translucent = try Self.read("hsla(120, 100%, 50%, 0.25)").color
    #expect(try translucent == Self.read("hsl(120 100% 50% / 25%)").color)
    #expect(translucent.alpha == 0.25)
    #expect(try Self.read("hsl(none 0% 50% / none)").color == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0))
  }

  @Test func hueUnitsAreDegreesRadiansGradiansAndTurns() throws {
    let cyan = try Self.read("hsl(180 100% 50%)").color
    for text in ["hsl(180deg 100% 50%)", "hsl(200grad 100% 50%)", "hsl(0.5turn 100% 50%)", "HSL(0.5TURN 100% 50%)"] {
      #expect(try Self.read(text).color == cyan, "\(text)")
    }
    #expect(Self.close(try Self.read("hsl(3.14159265358979rad 100% 50%)").color, cyan, within: 1e-12))
  }

  /// CSS Color 4, 8 and 9: the specification's pairs of the same color written in lab and lch, oklab and oklch.
  @Test func theSpecificationsLabLCHAndOKLabOKLCHPairsAgree() throws {
    let pairs = [
      ("lab(29.2345% 39.3825 20.0664)", "lch(29.2345% 44.2 27)"),
      ("lab(52.2345% 40.1645 59.9971)", "lch(52.2345% 72.2 56.2)"),
      ("oklab(40.101% 0.1147 0.0453)", "oklch(40.101% 0.12332 21.555)"),
      ("oklab(59.686% 0.1009 0.1192)", "oklch(59.686% 0.15619 49.7694)"),
    ]
    for (first, second) in pairs {
      // The specification rounds the second form of each pair: they agree to its printed precision.
      #expect(Self.close(try Self.read(first).exact, try Self.read(second).exact, within: 0.001), "\(first)")
    }
  }

  @Test func alphaIsReadOnEveryFunction() throws {
    for text in [
      "rgb(1 2 3 / 0.5)", "hsl(0 0% 50% / 0.5)", "hwb(0 0% 0% / 50%)", "lab(50 0 0 / 0.5)", "lch(50 0 0 / 0.5)",
      "oklab(0.5 0 0 / 0.5)", "oklch(0.5 0 0 / 0.5)", "color(srgb 1 0 0 / 0.5)", "color(display-p3 1 0 0 / 50%)",
    ] {
      let reading = try Self.read(text)
      #expect(reading.color.alpha == 0.5, "\(text)")
      #expect(reading.exact.alpha == 0.5, "\(text)")
    }
  }

  @Test func colorTakesEverySpaceInAnyCaseWithNumbersPercentagesAndNone() throws {
    #expect(try Self.read("color(srgb 1 0.5 0)").color == Color(red: 1, green: 0.5, blue: 0))
    #expect(try Self.read("COLOR(SRGB 100% 50% none)").color == Color(red: 1, green: 0.5, blue: 0))
    #expect(try Self.read("color(xyz 0.95047 1 1.08883)").color.hex == "#ffffff")
    for space in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65"] {
      #expect(try Self.read("color(\(space) 0 0 0)").color.hex == "#000000", "\(space)")
    }
    for space in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
      #expect(Self.close(try Self.read("color(\(space) 1 1 1)").exact, .white, within: 1e-6), "\(space)")
    }
    // Rec. 2020 is a pure 2.4 gamma (BT.1886): its 0.5 is 0.5^2.4 of linear light.
    let rec2020 = try Self.read("color(rec2020 0.5 0.5 0.5)").exact
    let linear = Color(.srgbLinear, 0.18946457081379978, 0.18946457081379978, 0.18946457081379978)
    #expect(Self.close(rec2020, linear, within: 1e-6))
  }

  /// What CSS refuses is refused, and the reason names the part.
  @Test func malformedFormsSayWhichPart() {
    let cases: [(String, ColorFunctionError)] = [
      ("rgba(0,0)", .legacyValueCount(function: "rgba", found: 2)),
      ("rgb(1, 2, 3, 4, 5)", .legacyValueCount(function: "rgb", found: 5)),
      ("rgb(10%, 20, 30)", .mixedLegacyKinds(function: "rgb")),
      ("rgb(1, 2, none)", .noneWithCommas),
      ("rgb(1, 2, 3 / 0.5)", .mixedSeparators(function: "rgb")),
      ("rgb(1 2 3 /)", .alphaCount(function: "rgb")),
      ("rgb(1 2)", .componentCount(function: "rgb", found: 2)),
      ("rgb(1 2 3deg)", .wrongKind(component: "blue", percentageOnly: false)),
      ("hsla(120, 50, 50%)", .wrongKind(component: "saturation", percentageOnly: true)),
      ("lab(50, 0, 0)", .commasOutsideHSL),
      ("color(foo 1 0 0)", .unknownColorSpace("foo")),
      ("color(display-p3 1 0)", .componentCount(function: "color", found: 2)),
      ("color()", .componentCount(function: "color", found: 0)),
      ("color(srgb 1 0 0 / 1deg)", .wrongKind(component: "alpha", percentageOnly: false)),
    ]
    for (text, reason) in cases {
      #expect(Self.reason(text) == reason, "\(text)")
    }
    #expect(
      ColorFunctionError.legacyValueCount(function: "rgba", found: 2).description
        == "rgba() takes 3 or 4 values, found 2")
  }

  /// CSS clamps an alpha outside 0–1, an rgb channel outside 0–255, a lightness outside its range and a negative
  /// chroma or saturation when it parses: colormix clamps the same with a warning naming the part.
  @Test func whatCSSClampsIsClampedWithAWarning() throws {
    let alpha = try Self.read("rgb(255 0 0 / 1.5)")
    #expect(alpha.color.alpha == 1)
    #expect(alpha.warnings.map(\.name) == ["alpha"])
    #expect(alpha.warnings.first?.used == ExactDecimal("1"))
    #expect(alpha.warnings.first?.value == ExactDecimal("1.5"))
    #expect(try Self.read("rgb(255 0 0 / -50%)").color.alpha == 0)
    let chroma = try Self.read("oklch(0.5 -0.1 30)")
    #expect(chroma.warnings.map(\.name) == ["chroma"])
    #expect(chroma.warnings.first?.range == .nonNegative)
    #expect(chroma.gamut == nil)
    #expect(try Self.read("lab(150 0 0)").warnings.map(\.name) == ["lightness"])
    #expect(try Self.read("oklab(-0.5 0 0)").warnings.first?.range == .unit)
    #expect(try Self.read("hsl(0 -10% 50%)").warnings.map(\.name) == ["saturation"])
    let red = try Self.read("rgb(300, 0, 0)")
    #expect(red.warnings.map(\.name) == ["red"])
    #expect(red.warnings.first?.range == .byte)
  }

  /// A color read from text is kept exactly, outside sRGB too; its sRGB color is gamut mapped as CSS Color 4 maps.
  @Test func aColorOutsideSRGBIsKeptExactlyBesideItsMappedColor() throws {
    let p3 = try Self.read("color(display-p3 1 0 0)")
    #expect(!p3.exact.isInGamut(.srgb))
    #expect(p3.exact.isInGamut(.displayP3))
    // P3's red lies a hair outside Rec. 2020's triangle (coloraide agrees).
    #expect(!p3.exact.isInGamut(.rec2020))
    #expect(p3.exact.gamuts == [.displayP3])
    #expect(try Self.read("color(display-p3 0.7 0.1 0.1)").exact.gamuts == [.displayP3, .rec2020])
    #expect(p3.color == p3.exact.mapped(into: .srgb))
    #expect(p3.color.isInGamut(.srgb))
    #expect(p3.gamut?.used == p3.color)
    let (r, g, b) = p3.exact.coordinates(in: .displayP3)
    #expect(abs(r - 1) < 1e-12 && abs(g) < 1e-12 && abs(b) < 1e-12)
    #expect(p3.exact.mapped(into: .displayP3) == p3.exact)
  }

  /// CSS Color 4's gamut mapping gives black at OKLCH lightness 0 and white at 1, whatever the chroma.
  @Test func lightnessZeroIsBlackAndOneIsWhite() throws {
    let dark = try Self.read("oklch(0 0.058 232)")
    #expect(dark.color.hex == "#000000")
    #expect(dark.gamut != nil)
    #expect(try Self.read("oklch(1 0.1 232)").color.hex == "#ffffff")
  }

  @Test func cssTextPrintsAlphaBelowOne() throws {
    let color = try Self.read("#ff000080").color
    #expect(color.text(in: .rgb) == "rgb(255 0 0 / 0.502)")
    #expect(try Self.read("rgb(255 0 0 / 0.5)").color.text(in: .oklch) == "oklch(0.628 0.25768 29.23 / 0.5)")
    #expect(try Self.read("rgb(255 0 0 / 0.5)").color.hex == "#ff000080")
    #expect(try Self.read("rgb(255 0 0)").color.text(in: .rgb) == "rgb(255 0 0)")
    #expect(try Self.read(color.text(in: .rgb)).color.hex == "#ff000080")
  }
}

/// Compositing is source-over in gamma-encoded sRGB, as browsers lay one color over another.
@Suite struct CompositingTests {
  @Test func aTranslucentColorOverAnOpaqueOneIsTheWeightedMeanAndOpaque() {
    let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    #expect(half.composited(over: .white) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color.black.composited(over: .white) == .black)
    let clear = Color(red: 1, green: 0, blue: 0, alpha: 0)
    #expect(clear.composited(over: .white) == .white)
  }

  @Test func overATranslucentBackdropTheAlphasCombine() {
    let top = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let bottom = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    let result = top.composited(over: bottom)
    #expect(result.alpha == 0.75)
    #expect(abs(result.red - 2.0 / 3) < 1e-12 && abs(result.blue - 1.0 / 3) < 1e-12)
  }
}
