/// HWB as CSS `hwb()` has it: hue in degrees 0..<360, whiteness and blackness 0...100.
public struct HWB: Hashable, Sendable {
  /// Hue in degrees, 0..<360.
  public var hue: Double
  /// Whiteness in percent, 0–100.
  public var whiteness: Double
  /// Blackness in percent, 0–100.
  public var blackness: Double

  /// HWB from its components.
  public init(hue: Double, whiteness: Double, blackness: Double) {
    self.hue = hue
    self.whiteness = whiteness
    self.blackness = blackness
  }

  /// HWB of gamma-encoded sRGB (CSS Color 4's `rgbToHwb`); the hue is 0 for grays.
  init(_ rgb: RGB) {
    self.init(rgb, hsl: HSL(rgb))
  }

  /// HWB of gamma-encoded sRGB whose HSL is already known (`hsl` is `HSL(rgb)`): the hue is HSL's.
  init(_ rgb: RGB, hsl: HSL) {
    let white = min(rgb.red, rgb.green, rgb.blue)
    let black = 1 - max(rgb.red, rgb.green, rgb.blue)
    self.init(hue: hsl.hue, whiteness: white * 100, blackness: black * 100)
  }

  /// Gamma-encoded sRGB (CSS Color 4's `hwbToRgb`): gray when whiteness + blackness ≥ 100.
  var rgb: RGB {
    let white = whiteness / 100
    let black = blackness / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return RGB(red: gray, green: gray, blue: gray)
    }
    let pure = HSL(hue: hue, saturation: 100, lightness: 50).rgb
    func mix(_ value: Double) -> Double {
      value * (1 - white - black) + white
    }
    return RGB(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue))
  }
}
