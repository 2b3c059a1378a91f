import Foundation

/// Fixtures/accessibility/reference.json, written by scripts/accessibility-fixture with coloraide (not colormix):
/// reference values for the tests' own formulas (`ReferenceFormulas`, `wcagRatio`), and, for the tests of `scale`,
/// lightness scales and points of contrast curves made by the rule that script's docstring defines.
struct AccessibilityReference: Decodable, Sendable {
  /// Two colors and their WCAG 2.1 contrast ratio (coloraide's `wcag21`, the sRGB matrix's Y row).
  struct ContrastPair: Decodable, Sendable {
    var a: String
    var b: String
    var ratio: Double
  }

  /// A color and its OKLCH [L, C, H]: L on 0...1, a gray's hue 0.
  struct OKLCHColor: Decodable, Sendable {
    var hex: String
    var oklch: [Double]
  }

  /// Two colors and their CIEDE2000 difference in CIELAB D65.
  struct DeltaEPair: Decodable, Sendable {
    var a: String
    var b: String
    var deltaE: Double
  }

  /// A color as seen with each full dichromacy (Machado 2009, clipped in linear light), as sRGB [r, g, b] 0...1.
  struct Simulation: Decodable, Sendable {
    var hex: String
    var protan: [Double]
    var deutan: [Double]
    var tritan: [Double]

    func seen(_ deficiency: ReferenceFormulas.Deficiency) -> [Double] {
      switch deficiency {
      case .protan: protan
      case .deutan: deutan
      case .tritan: tritan
      }
    }
  }

  /// The 11-step lightness scale of `key` in `gamut` ("srgb" or "display-p3"): each step's OKLCH [L, C, H], light
  /// to dark; the step at `keyIndex` is the key itself.
  struct LightnessScale: Decodable, Sendable {
    var key: String
    var gamut: String
    var steps: [[Double]]
    var keyIndex: Int
  }

  /// Whether a curve's colors get darker than the background (black has more contrast with it) or lighter.
  enum Direction: String, Decodable, Sendable {
    case darker, lighter
  }

  /// The OKLCH lightness at which `key`'s sRGB curve has the WCAG 2.1 contrast `target` on `background`.
  struct ContrastPoint: Decodable, Sendable {
    var key: String
    var background: String
    var target: Double
    var lightness: Double
    var direction: Direction
  }

  var contrast: [ContrastPair]
  var oklch: [OKLCHColor]
  var deltaE2000: [DeltaEPair]
  var machado: [Simulation]
  var lightnessScales: [LightnessScale]
  var contrastCurves: [ContrastPoint]

  /// The fixture's path, from this file's.
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/accessibility/reference.json")

  /// The fixture, decoded; throws when it is missing or malformed.
  static func load() throws -> AccessibilityReference {
    try JSONDecoder().decode(AccessibilityReference.self, from: Data(contentsOf: url))
  }
}
