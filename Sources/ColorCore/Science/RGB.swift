/// Gamma-encoded sRGB as Doubles, 0...1 in gamut; conversions may leave the range.
struct RGB: Equatable, Sendable {
  var red: Double
  var green: Double
  var blue: Double

  /// How far a channel may stray outside 0...1 and still count as in gamut (well below a tenth of a percent).
  static let gamutEpsilon = 0.00001

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The color's channels.
  init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }

  /// The exact stored color: each channel's tenths / 1000.
  init(_ color: StoredColor) {
    self.init(Color(color))
  }

  /// How far a channel read from text may stray outside 0...1 and be clipped without a word: under half an 8-bit
  /// step, so that no 8-bit value changes. A color printed as `lab()`, `lch()`, `oklab()` or `oklch()` at their
  /// printed precision can land that far outside when it lies on the edge of sRGB, and reads back clipped.
  static let readingTolerance = 0.5 / 255

  /// True when every channel is within 0...1, give or take `gamutEpsilon`.
  var isInGamut: Bool {
    isWithin(RGB.gamutEpsilon)
  }

  /// True when every channel is within 0...1, give or take `tolerance`.
  func isWithin(_ tolerance: Double) -> Bool {
    red >= -tolerance && red <= 1 + tolerance && green >= -tolerance && green <= 1 + tolerance
      && blue >= -tolerance && blue <= 1 + tolerance
  }

  /// Each channel clamped to 0...1 (NaN becomes 0).
  var clipped: RGB {
    func clip(_ value: Double) -> Double {
      value >= 1 ? 1 : value > 0 ? value : 0
    }
    return RGB(red: clip(red), green: clip(green), blue: clip(blue))
  }

  /// The color after clipping each channel to 0...1; a channel within 1e-10 of an 8-bit value is that value, so
  /// that the floating-point noise of a round trip through another space (red lightened by 0 comes back as
  /// 0.99999999999999989) does not turn an exact color into a near one.
  var color: Color {
    Color(red: RGB.snapped(red), green: RGB.snapped(green), blue: RGB.snapped(blue))
  }

  /// The color of these channels exactly, extended range kept (outside 0...1 as they are), with `alpha`: a
  /// channel within 1e-10 of an 8-bit value is that value, as `color` snaps it.
  func extendedColor(alpha: Double = 1) -> Color {
    Color(
      extendedRed: RGB.snapped(red), green: RGB.snapped(green), blue: RGB.snapped(blue), alpha: alpha)
  }

  private static func snapped(_ value: Double) -> Double {
    let byte = (value * 255).rounded()
    return abs(value - byte / 255) < 1e-10 ? byte / 255 : value
  }
}
