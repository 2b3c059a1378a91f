/// Gamma-encoded sRGB as Doubles, 0...1 in gamut; conversions may leave the range.
public struct RGB: Equatable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double

  /// How far a channel may stray outside 0...1 and still count as in gamut (well below a tenth of a percent).
  public static let gamutEpsilon = 0.00001

  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The color's channels.
  public init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }

  /// The exact stored color: each channel's tenths / 1000.
  public init(_ color: StoredColor) {
    self.init(Color(color))
  }

  /// True when every channel is within 0...1, give or take `gamutEpsilon`.
  public var isInGamut: Bool {
    [red, green, blue].allSatisfy { $0 >= -RGB.gamutEpsilon && $0 <= 1 + RGB.gamutEpsilon }
  }

  /// Each channel clamped to 0...1 (NaN becomes 0).
  public var clipped: RGB {
    func clip(_ value: Double) -> Double {
      value >= 1 ? 1 : value > 0 ? value : 0
    }
    return RGB(red: clip(red), green: clip(green), blue: clip(blue))
  }

  /// The color after clipping each channel to 0...1.
  public var color: Color {
    Color(red: red, green: green, blue: blue)
  }
}
