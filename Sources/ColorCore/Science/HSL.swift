/// HSL as CSS `hsl()` has it: hue in degrees 0..<360, saturation and lightness 0...100.
public struct HSL: Hashable, Sendable {
  /// Hue in degrees, 0..<360.
  public var hue: Double
  /// Saturation in percent, 0–100.
  public var saturation: Double
  /// Lightness in percent, 0–100.
  public var lightness: Double

  /// HSL from its components.
  public init(hue: Double, saturation: Double, lightness: Double) {
    self.hue = hue
    self.saturation = saturation
    self.lightness = lightness
  }

  /// Channels closer than this are one gray: floating-point noise of an exact computation (a gray lightened by 0
  /// comes back a few 1e-16 apart) gives no hue and no saturation.
  static let achromaticSpread = 1e-9

  /// HSL of gamma-encoded sRGB (CSS Color 4's `rgbToHsl`); the hue is 0 for grays.
  init(_ rgb: RGB) {
    let (red, green, blue) = (rgb.red, rgb.green, rgb.blue)
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let light = (low + high) / 2
    let d = high - low
    var hue = 0.0
    var saturation = 0.0
    if d > HSL.achromaticSpread {
      saturation = light == 0 || light == 1 ? 0 : (high - light) / min(light, 1 - light)
      switch high {
      case red: hue = (green - blue) / d + (green < blue ? 6 : 0)
      case green: hue = (blue - red) / d + 2
      default: hue = (red - green) / d + 4
      }
      hue *= 60
    }
    if saturation < 0 {
      hue += 180
      saturation = -saturation
    }
    self.init(hue: Hue.normalized(hue), saturation: saturation * 100, lightness: light * 100)
  }

  /// Gamma-encoded sRGB (CSS Color 4's `hslToRgb`).
  var rgb: RGB {
    let hue = Hue.normalized(self.hue)
    let sat = saturation / 100
    let light = lightness / 100
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = sat * min(light, 1 - light)
      return light - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return RGB(red: channel(0), green: channel(8), blue: channel(4))
  }
}
