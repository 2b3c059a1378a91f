import Testing

@testable import ColorCore

/// `Color` is `LosslessStringConvertible`: `Color(color.description)` is the color exactly, for any finite
/// channels, huge ones (beyond the ±1e6 a `color()` component is held to when parsed) and tiny ones included.
@Suite struct ColorDescriptionRoundTripTests {
  /// A finite `Double` from random bits: every magnitude, from subnormals to the largest.
  static func anyFinite(_ generator: inout Xoshiro256StarStar) -> Double {
    while true {
      let value = Double(bitPattern: generator.next())
      if value.isFinite { return value }
    }
  }

  @Test func everyColorReadsBackFromItsDescription() throws {
    var generator = Xoshiro256StarStar(seed: 20251127)
    var colors: [Color] = []
    for index in 0..<20_000 {
      let channel: () -> Double = {
        switch index % 4 {
        case 0: Self.anyFinite(&generator)
        case 1: Double.random(in: -1e12...1e12, using: &generator)
        case 2: Double.random(in: -0.5...1.5, using: &generator)
        default: Double.random(in: 1e6...Double.greatestFiniteMagnitude, using: &generator)
        }
      }
      let alpha = index % 3 == 0 ? Double.random(in: 0...1, using: &generator) : 1
      colors.append(Color(extendedRed: channel(), green: channel(), blue: channel(), alpha: alpha))
    }
    colors += [
      Color(extendedRed: .greatestFiniteMagnitude, green: -.greatestFiniteMagnitude, blue: 1e6 + 0.5),
      Color(extendedRed: .leastNonzeroMagnitude, green: -0.0, blue: 1e300, alpha: .leastNonzeroMagnitude),
      Color(extendedRed: 1e20, green: 123_456_789.125, blue: -1e-320, alpha: 0.5),
    ]
    for color in colors {
      let back = try #require(Color(color.description), "\(color.description)")
      #expect(back == color, "\(color.description)")
      #expect(back.description == color.description)
    }
  }

  @Test func aHugeChannelIsWrittenWithAnExponent() {
    let color = Color(extendedRed: 1e20, green: 0, blue: -2.5e7)
    #expect(color.description == "color(srgb 1e+20 0.0 -25000000.0)")
    #expect(Color(color.description) == color)
  }
}

/// A color argument that is a color's description to the letter (what `value` prints for a computed color) reads as
/// the CSS reader reads the same `color(srgb …)` written another way: the same color, warnings and gamut mapping.
@Suite struct TheDescriptionReadsAsTheCSSReaderReadsItTests {
  @Test func aDescriptionAndTheSameFunctionSpacedOtherwiseAreOneColor() throws {
    var generator = Xoshiro256StarStar(seed: 20261206)
    for index in 0..<5_000 {
      let range: ClosedRange<Double> = index % 3 == 0 ? -2e6...2e6 : -0.2...1.2
      let color = Color(
        extendedRed: Double.random(in: range, using: &generator), green: Double.random(in: range, using: &generator),
        blue: Double.random(in: range, using: &generator),
        alpha: index % 5 == 0 ? Double.random(in: 0...1, using: &generator) : 1)
      let text = color.description
      // Two spaces after the function's name: the same numbers, not the description, so the CSS reader reads it.
      let spaced = text.replacingOccurrences(of: "color(srgb ", with: "color(srgb  ")
      let (fast, general) = (try ColorReading(parsing: text), try ColorReading(parsing: spaced))
      #expect(fast.exact == general.exact && fast.color == general.color, "\(text)")
      #expect(fast.warnings == general.warnings && (fast.gamut == nil) == (general.gamut == nil), "\(text)")
    }
  }
}
