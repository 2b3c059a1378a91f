import Testing

@testable import ColorCore

/// `color-mix()` as CSS Color 5 defines it, checked against coloraide's `mix(…, premultiplied=True)`: the
/// percentages normalized, premultiplied alpha, the hue methods; and `blend` gives the same color.
@Suite struct ColorMixTests {
  static func srgb(_ text: String) throws -> (Double, Double, Double, Double) {
    let exact = try ColorArgument.read(text).exact
    return (exact.red, exact.green, exact.blue, exact.alpha)
  }

  static func close(_ a: (Double, Double, Double, Double), _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
    abs(a.0 - b[0]) <= tolerance && abs(a.1 - b[1]) <= tolerance && abs(a.2 - b[2]) <= tolerance
      && abs(a.3 - b[3]) <= tolerance
  }

  /// Each expected value is coloraide 8.13's, unclipped sRGB and alpha.
  @Test func mixesAsColoraideMixes() throws {
    let cases: [(String, [Double])] = [
      ("color-mix(in oklch, red, white)", [1.0468483296117852, 0.6314210632778356, 0.5694738329028105, 1]),
      (
        "color-mix(in oklch longer hue, red, blue)",
        [-0.3593845561138327, 0.5757782526578163, -0.22670973634353003, 1]
      ),
      (
        "color-mix(in lab, #ff000080, blue)",
        [0.6419632718320883, -0.108389780083051, 0.6843232937495892, (128.0 / 255 + 1) / 2]
      ),
      ("color-mix(in hsl, color-mix(in srgb, red, blue), yellow)", [0.75, 0, 0, 1]),
      (
        "color-mix(in oklab, rebeccapurple 10%, #cd9575)",
        [0.7590179924088977, 0.5500996913583617, 0.48463839557169514, 1]
      ),
    ]
    for (text, expected) in cases {
      #expect(Self.close(try Self.srgb(text), expected, within: 1e-7), "\(text)")
    }
  }

  @Test func percentagesAreNormalizedAsCSSSays() throws {
    #expect(Self.close(try Self.srgb("color-mix(in srgb, red 25%, blue)"), [0.25, 0, 0.75, 1]))
    #expect(Self.close(try Self.srgb("color-mix(in srgb, 25% red, blue 75%)"), [0.25, 0, 0.75, 1]))
    #expect(Self.close(try Self.srgb("color-mix(in srgb, red, blue 75%)"), [0.25, 0, 0.75, 1]))
    #expect(Self.close(try Self.srgb("color-mix(in srgb, red 10%, blue 30%)"), [0.25, 0, 0.75, 0.4]))
  }

  @Test func aSumBelowOneHundredScalesTheAlpha() throws {
    #expect(Self.close(try Self.srgb("color-mix(in srgb, red 20%, blue 20%)"), [0.5, 0, 0.5, 0.4]))
  }

  @Test func theHueMethodsGoTheirWayRound() throws {
    func hue(_ method: String) throws -> Double {
      try ColorArgument.read("color-mix(in hsl \(method) hue, hsl(10 100% 50%), hsl(60 100% 50%))").exact.hsl.hue
    }
    #expect(abs(try hue("shorter") - 35) < 1e-9)
    #expect(abs(try hue("increasing") - 35) < 1e-9)
    #expect(abs(try hue("longer") - 215) < 1e-9)
    #expect(abs(try hue("decreasing") - 215) < 1e-9)
  }

  /// A transparent color adds no hue, and an achromatic color's hue is missing: white mixed with red in OKLCH keeps
  /// red's hue.
  @Test func premultipliedAlphaAndMissingHues() throws {
    #expect(Self.close(try Self.srgb("color-mix(in srgb, transparent, blue)"), [0, 0, 1, 0.5]))
    let pink = try ColorArgument.read("color-mix(in oklch, red, white)").exact.oklch
    #expect(abs(pink.hue - Color(rgb: 0xFF0000).oklch.hue) < 1e-6)
  }

  @Test func whatCSSRefusesSaysWhichPart() {
    let cases: [(String, ColorFunctionError)] = [
      ("color-mix(in foo, red, blue)", .unknownMixSpace("foo")),
      ("color-mix(in srgb, red)", .mixArguments(found: 2)),
      ("color-mix(red, blue)", .mixArguments(found: 2)),
      ("color-mix(in srgb, red 150%, blue)", .mixPercentage("150%")),
      ("color-mix(in srgb, red 0%, blue 0%)", .mixPercentages),
      ("color-mix(in srgb longer hue, red, blue)", .hueMethod("longer hue")),
    ]
    let deep = String(repeating: "color-mix(in srgb, red, ", count: 40) + "blue" + String(repeating: ")", count: 40)
    #expect(throws: InputError.invalidColorFunction(deep, reason: .mixNesting(limit: 32))) {
      try ColorArgument.read(deep)
    }
    for (text, reason) in cases {
      #expect(throws: InputError.invalidColorFunction(text, reason: reason), "\(text)") {
        try ColorArgument.read(text)
      }
    }
  }

  /// `blend A B --amount P --space S` is `color-mix(in S, A, B P%)` on every pair of a grid of colors.
  @Test func blendAndColorMixGiveTheSameColor() throws {
    let grid = stride(from: 0, to: 0x1000000, by: 0x13579B).map { Color(rgb: UInt32($0)) }
    for (space, name) in [(BlendSpace.oklab, "oklab"), (.srgb, "srgb"), (.linear, "srgb-linear")] {
      for (a, b) in zip(grid, grid.reversed()) {
        let blended = a.mixed(with: b, amount: 0.3, in: space)
        let mixed = try ColorArgument.read("color-mix(in \(name), \(a.hex), \(b.hex) 30%)").color
        #expect(blended.hex == mixed.hex, "\(a.hex) \(b.hex) in \(name)")
      }
    }
  }
}
