import Foundation
import Testing

@testable import ColorCore

/// The operations give coloraide's results, unmapped: lighten, darken, saturate, desaturate, rotate, complement,
/// grayscale and invert on random colors inside and outside sRGB, some translucent, and blend in each space as
/// coloraide's premultiplied mix; and `color-mix()` takes a component written `none` from the other color. The
/// expected values are in Fixtures/css-color/operations.json, written once by scripts/css-operations-fixture.
@Suite struct ColorOperationFixtureTests {
  struct Case: Decodable {
    var color: String
    var operation: String
    var other: String?
    var srgb: [Double]
    var alpha: Double
  }

  struct Mix: Decodable {
    var css: String
    var srgb: [Double]
    var alpha: Double
  }

  struct Fixture: Decodable {
    var operations: [Case]
    var mixes: [Mix]
  }

  static let fixture: Fixture = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/css-color/operations.json")
    guard let data = try? Data(contentsOf: url) else { return Fixture(operations: [], mixes: []) }
    return (try? JSONDecoder().decode(Fixture.self, from: data)) ?? Fixture(operations: [], mixes: [])
  }()

  static func close(_ color: Color, _ srgb: [Double], alpha: Double, within tolerance: Double) -> Bool {
    srgb.count == 3 && abs(color.red - srgb[0]) <= tolerance && abs(color.green - srgb[1]) <= tolerance
      && abs(color.blue - srgb[2]) <= tolerance && abs(color.alpha - alpha) <= 1e-12
  }

  /// The operation a case names applied to `color`.
  static func apply(_ item: Case, to color: Color) throws -> Color {
    let words = item.operation.split(separator: " ").map(String.init)
    let amount = words.count > 1 ? Double(words[words.count - 1]) ?? 0 : 0
    switch words[0] {
    case "lighten": return color.lightened(by: amount)
    case "darken": return color.darkened(by: amount)
    case "saturate": return color.saturated(by: amount)
    case "desaturate": return color.desaturated(by: amount)
    case "rotate": return color.rotated(by: amount)
    case "complement": return color.complement
    case "grayscale": return color.grayscale
    case "invert": return color.inverted
    case "blend":
      let space = try #require(Color.BlendSpace(rawValue: words[1]))
      return color.mixed(with: try Color(parsing: try #require(item.other)), amount: amount, in: space)
    default:
      Issue.record("unknown operation \(item.operation)")
      return color
    }
  }

  @Test func theFixtureIsThere() {
    #expect(Self.fixture.operations.count == 40 * 11)
    #expect(Self.fixture.mixes.count > 10)
    // Many results lie outside sRGB: the check covers the unmapped results.
    let outside = Self.fixture.operations.filter { $0.srgb.contains { $0 < -0.001 || $0 > 1.001 } }
    #expect(outside.count > 100)
  }

  @Test func everyOperationGivesColoraidesUnmappedResult() throws {
    for item in Self.fixture.operations {
      let result = try Self.apply(item, to: try Color(parsing: item.color))
      #expect(
        Self.close(result, item.srgb, alpha: item.alpha, within: 1e-9), "\(item.operation) \(item.color): \(result)")
    }
  }

  @Test func aComponentWrittenNoneInColorMixIsTheOtherColors() throws {
    for mix in Self.fixture.mixes {
      let color = try Color(parsing: mix.css)
      #expect(Self.close(color, mix.srgb, alpha: mix.alpha, within: 1e-9), "\(mix.css): \(color)")
    }
  }
}
