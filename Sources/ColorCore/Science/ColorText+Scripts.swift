/// The texts of the formats scripts use besides CSS's own functions, rounded as `ColorText` rounds:
///
/// | format | components (decimals) | example |
/// | --- | --- | --- |
/// | hsv | h (1), s% (1), v% (1) | `hsv(270 75% 80%)` |
/// | cmyk | c, m, y, k 0–100 (1) | `cmyk(37.3, 75, 0, 20)` |
/// | rgb-float | r g b 0–1 (4), CSS `color(srgb …)` | `color(srgb 0.502 0.2 0.8)` |
///
/// Each reads back as a color (`ColorFunction`).
extension ColorText {
  /// `hsv(H S% V%)`: HSL's hue, the saturation (max − min) / max and the value max of the channels.
  static func writeHSV(_ color: Color, into out: inout TextWriter) {
    let (hue, saturation, value) = hsv(color)
    out.append("hsv(")
    out.write(units: hueUnits(hue), places: 1)
    out.write(byte: UInt8(ascii: " "))
    out.write(decimal: saturation, places: 1)
    out.append("% ")
    out.write(decimal: value, places: 1)
    out.append("%)")
  }

  /// H (0–360), S and V (0–100) of `color`.
  static func hsv(_ color: Color) -> (hue: Double, saturation: Double, value: Double) {
    let high = max(color.red, color.green, color.blue)
    let low = min(color.red, color.green, color.blue)
    let saturation = high == 0 ? 0 : (high - low) / high * 100
    return (HSL(RGB(color)).hue, saturation, high * 100)
  }

  /// `cmyk(C, M, Y, K)` on 0–100, the naive conversion: K = 1 − max, each of C, M, Y = (1 − channel − K) / (1 − K)
  /// (0 for black).
  static func writeCMYK(_ color: Color, into out: inout TextWriter) {
    let black = 1 - max(color.red, color.green, color.blue)
    let ink = { (channel: Double) in black >= 1 ? 0 : (1 - channel - black) / (1 - black) * 100 }
    out.append("cmyk(")
    out.write(decimal: ink(color.red), places: 1)
    out.append(", ")
    out.write(decimal: ink(color.green), places: 1)
    out.append(", ")
    out.write(decimal: ink(color.blue), places: 1)
    out.append(", ")
    out.write(decimal: black * 100, places: 1)
    out.write(byte: UInt8(ascii: ")"))
  }

  /// `color(srgb R G B)`, the channels 0–1 to 4 decimals, with ` / A` when alpha is below 1 (as every CSS format).
  static func writeSRGB(_ color: Color, into out: inout TextWriter) {
    out.append("color(srgb ")
    out.write(decimal: color.red, places: 4)
    out.write(byte: UInt8(ascii: " "))
    out.write(decimal: color.green, places: 4)
    out.write(byte: UInt8(ascii: " "))
    out.write(decimal: color.blue, places: 4)
    writeAlpha(color.alpha, into: &out)
    out.write(byte: UInt8(ascii: ")"))
  }

  /// A hue in tenths of a degree, rounded, 360 written 0.
  private static func hueUnits(_ hue: Double) -> Int {
    let units = Int(halfAwayFromZero(hue * 10))
    return units >= 3600 ? 0 : units
  }
}
