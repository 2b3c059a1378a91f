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

  /// The exact stored color: each channel's tenths / 1000.
  public init(_ color: Color) {
    self.init(red: Double(color.red) / 1000, green: Double(color.green) / 1000, blue: Double(color.blue) / 1000)
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

  /// The color rounded to the nearest tenth of a percent, after clamping to 0...1.
  public var color: Color {
    let inside = clipped
    func tenths(_ value: Double) -> Int {
      Int((value * 1000).rounded())
    }
    return Color(red: tenths(inside.red), green: tenths(inside.green), blue: tenths(inside.blue))
  }
}
