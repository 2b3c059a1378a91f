/// CSS Color 4 text for a color, and the same numbers for a JSON object.
///
/// Every number is rounded half away from zero to a fixed number of decimals, then written in its shortest form:
/// trailing zeros and a bare `.` are dropped (`50%`, `0.628`, `29.2`), and `-0` is written `0`.
/// A hue that rounds to 360 is written 0; the hue of a gray is 0.
///
/// | notation | components (decimals) | example |
/// | --- | --- | --- |
/// | rgb | r g b as 8-bit integers | `rgb(128 51 204)` |
/// | hsl | h (1), s% (1), l% (1) | `hsl(270.2 60% 50%)` |
/// | hwb | h (1), w% (1), b% (1) | `hwb(270.2 20% 20%)` |
/// | lab | L (2), a (2), b (2) | `lab(39.81 51.92 -70.54)` |
/// | lch | L (2), C (2), h (1) | `lch(39.81 87.59 306.4)` |
/// | oklab | L (4), a (4), b (4) | `oklab(0.5392 0.1157 -0.2013)` |
/// | oklch | L (4), C (4), h (1) | `oklch(0.5392 0.2322 299.9)` |
package enum ColorText {
  /// `color` written in `notation`, e.g. `oklch(0.628 0.2577 29.2)`.
  package static func text(_ color: Color, in notation: ColorNotation) -> String {
    // A plain loop: `enumerated().map` and `joined` cost generic instantiations on the start path.
    let values = unrounded(color, in: notation)
    let places = places(notation)
    var text = notation.rawValue + "("
    for index in 0..<values.count {
      if index > 0 { text += " " }
      var value = rounded(values[index], places: places[index])
      if isHue(notation, index) && value >= 360 { value = 0 }
      text += decimal(value, places: places[index])
      if isPercent(notation, index) { text += "%" }
    }
    return text + ")"
  }

  /// The numbers of `text(_:in:)`, already rounded, with their JSON names: `r g b`, `h s l`, `h w b`, `l a b`,
  /// `l c h`; percentages as plain numbers (60 for 60%).
  package static func components(_ color: Color, in notation: ColorNotation) -> [(name: String, value: Double)] {
    let names = componentNames(notation)
    let values = unrounded(color, in: notation)
    return names.indices.map { index in
      var value = rounded(values[index], places: places(notation)[index])
      if names[index] == "h" && value >= 360 { value = 0 }
      return (names[index], value)
    }
  }

  private static func componentNames(_ notation: ColorNotation) -> [String] {
    switch notation {
    case .rgb: ["r", "g", "b"]
    case .hsl: ["h", "s", "l"]
    case .hwb: ["h", "w", "b"]
    case .lab, .oklab: ["l", "a", "b"]
    case .lch, .oklch: ["l", "c", "h"]
    }
  }

  /// Whether component `index` of `notation` is a hue.
  private static func isHue(_ notation: ColorNotation, _ index: Int) -> Bool {
    componentNames(notation)[index] == "h"
  }

  /// The components before rounding.
  private static func unrounded(_ color: Color, in notation: ColorNotation) -> [Double] {
    let rgb = RGB(color)
    let (_, values): ([String], [Double])
    switch notation {
    case .rgb:
      let (r, g, b) = color.rgb255
      (_, values) = (["r", "g", "b"], [Double(r), Double(g), Double(b)])
    case .hsl:
      let hsl = HSL(rgb)
      (_, values) = (["h", "s", "l"], [hsl.hue, hsl.saturation, hsl.lightness])
    case .hwb:
      let hwb = HWB(rgb)
      (_, values) = (["h", "w", "b"], [hwb.hue, hwb.whiteness, hwb.blackness])
    case .lab:
      let lab = LabD50(rgb)
      (_, values) = (["l", "a", "b"], [lab.l, lab.a, lab.b])
    case .lch:
      let lch = LCH(rgb)
      (_, values) = (["l", "c", "h"], [lch.lightness, lch.chroma, lch.hue])
    case .oklab:
      let oklab = OKLab(rgb)
      (_, values) = (["l", "a", "b"], [oklab.l, oklab.a, oklab.b])
    case .oklch:
      let oklch = OKLCH(rgb)
      (_, values) = (["l", "c", "h"], [oklch.lightness, oklch.chroma, oklch.hue])
    }
    return values
  }

  /// `units` rounded half away from zero, a value within 1e-8 of a half counting as the half: the `Double` of a
  /// decimal such as 53.33335 is a hair below it, and the decimal rounds up.
  private static func halfAwayFromZero(_ units: Double) -> Double {
    (units + (units < 0 ? -1e-8 : 1e-8)).rounded()
  }

  /// `value` rounded half away from zero to `places` decimals, in its shortest form, never `-0`.
  package static func decimal(_ value: Double, places: Int) -> String {
    let scale = power(places)
    let scaled = halfAwayFromZero(value * Double(scale))
    guard scaled.isFinite, abs(scaled) < 1e15 else { return String(value) }
    let units = Int(scaled)
    if units == 0 { return "0" }
    var text = (units < 0 ? "-" : "") + String(abs(units) / scale)
    var fraction = abs(units) % scale
    if fraction == 0 { return text }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let written = String(fraction)
    text += "." + String(repeating: "0", count: digits - written.count) + written
    return text
  }

  /// `value` rounded half away from zero to `places` decimals, never `-0`.
  package static func rounded(_ value: Double, places: Int) -> Double {
    let scale = Double(power(places))
    return halfAwayFromZero(value * scale) / scale + 0
  }

  private static func power(_ places: Int) -> Int {
    (0..<max(places, 0)).reduce(1) { result, _ in result * 10 }
  }

  private static func places(_ notation: ColorNotation) -> [Int] {
    switch notation {
    case .rgb: [0, 0, 0]
    case .hsl, .hwb: [1, 1, 1]
    case .lab: [2, 2, 2]
    case .lch: [2, 2, 1]
    case .oklab: [4, 4, 4]
    case .oklch: [4, 4, 1]
    }
  }

  private static func isPercent(_ notation: ColorNotation, _ index: Int) -> Bool {
    (notation == .hsl || notation == .hwb) && index > 0
  }
}
