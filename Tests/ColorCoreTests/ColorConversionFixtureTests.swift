import Foundation
import Testing

@testable import ColorCore

/// Every space colormix reads converts as coloraide converts it: random colors in each space (the `color()`
/// spaces, lab, lch, oklab, oklch, hsl, hwb), read exactly (outside sRGB too), their coordinates in every
/// `color()` space, their OKLCH, the gamuts that hold them, and the CSS Color 4 gamut mapping of those outside sRGB.
/// The expected values are in Fixtures/css-color/conversions.json, written once by scripts/css-color-fixture.
@Suite struct ColorConversionFixtureTests {
  struct Case: Decodable {
    var css: String
    var srgb: [Double]
    var oklch: [Double]
    var spaces: [String: [Double]]
    var gamuts: [String]
    var mapped: [String: [Double]]?
  }

  static let cases: [Case] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/css-color/conversions.json")
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
  }()

  static func close(_ a: (Double, Double, Double), _ b: [Double], within tolerance: Double) -> Bool {
    b.count == 3 && abs(a.0 - b[0]) <= tolerance && abs(a.1 - b[1]) <= tolerance && abs(a.2 - b[2]) <= tolerance
  }

  @Test func theFixtureIsThere() {
    #expect(Self.cases.count == 14 * 24)
    #expect(Self.cases.filter { $0.mapped != nil }.count > 20)
  }

  @Test func everyColorIsReadExactlyAsColoraideReadsIt() throws {
    for item in Self.cases {
      let exact = try ColorArgument.read(item.css).exact
      #expect(Self.close((exact.red, exact.green, exact.blue), item.srgb, within: 1e-9), "\(item.css)")
    }
  }

  @Test func everyColorConvertsToEverySpace() throws {
    for item in Self.cases {
      let exact = try ColorArgument.read(item.css).exact
      for space in ColorSpace.all where space.cssFunction == nil {
        let expected = try #require(item.spaces[space.name])
        #expect(Self.close(exact.coordinates(in: space), expected, within: 1e-9), "\(item.css) in \(space)")
        // And back: the coordinates in the space are the same color.
        let (c1, c2, c3) = exact.coordinates(in: space)
        let back = Color(space, c1, c2, c3)
        #expect(Self.close((back.red, back.green, back.blue), item.srgb, within: 1e-9), "\(item.css) via \(space)")
      }
    }
  }

  @Test func everyColorHasColoraidesOKLCH() throws {
    for item in Self.cases {
      let oklch = try ColorArgument.read(item.css).exact.oklch
      #expect(abs(oklch.lightness - item.oklch[0]) <= 1e-9, "\(item.css)")
      #expect(abs(oklch.chroma - item.oklch[1]) <= 1e-9, "\(item.css)")
      if item.oklch[1] > 1e-3 {
        let turn = abs(oklch.hue - item.oklch[2])
        #expect(min(turn, 360 - turn) <= 1e-6, "\(item.css)")
      }
    }
  }

  @Test func theGamutsThatHoldEachColorAreColoraides() throws {
    for item in Self.cases {
      let exact = try ColorArgument.read(item.css).exact
      #expect(exact.gamuts.map(\.name) == item.gamuts, "\(item.css)")
    }
  }

  /// coloraide's MINDE chroma reduction is CSS Color 4's; the two searches stop within their convergence of each
  /// other, well under half an 8-bit step.
  @Test func gamutMappingIsCSSColor4s() throws {
    for item in Self.cases {
      guard let mapped = item.mapped else { continue }
      let exact = try ColorArgument.read(item.css).exact
      for gamut in [ColorSpace.srgb, .displayP3, .rec2020] {
        let expected = try #require(mapped[gamut.name])
        let ours = exact.mapped(into: gamut).coordinates(in: gamut)
        #expect(Self.close(ours, expected, within: 0.001), "\(item.css) into \(gamut)")
      }
    }
  }
}
