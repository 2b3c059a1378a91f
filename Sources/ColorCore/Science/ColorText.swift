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
/// | lch | L (2), C (2), h (2) | `lch(32.39 61.24 308.86)` (`#663399`) |
/// | oklab | L (4), a (5), b (5) | `oklab(0.4403 0.08818 -0.13386)` (`#663399`) |
/// | oklch | L (4), C (5), h (2) | `oklch(0.4403 0.1603 303.37)` (`#663399`) |
///
/// These are the fewest decimals with which every `#rrggbb` color reads back as itself (`scripts/round-trip-check`).
///
/// A color whose alpha is below 1 ends with ` / A`, the alpha to 4 decimals (`rgb(255 0 0 / 0.5)`). `color(SPACE …)`
/// writes each coordinate to 5 decimals: `color(display-p3 0.91749 0.20029 0.1386)`.
public enum ColorText {
  /// `color` written in `notation`, e.g. `oklch(0.628 0.25768 29.23)`.
  public static func text(_ color: Color, in notation: Color.Notation) -> String {
    var out = TextWriter(capacity: 40)
    write(color, in: notation, into: &out)
    return out.text
  }

  /// The text of `notation` for its components before rounding (with ` / A` for an `alpha` below 1).
  static func text(_ values: Components, in notation: ColorNotation, alpha: Double) -> String {
    var out = TextWriter(capacity: 40)
    write(values, in: notation, alpha: alpha, into: &out)
    return out.text
  }

  /// Writes `text(_:in:)` into `out`, without building a `String`: the form a stream of colors uses.
  static func write(_ color: Color, in notation: ColorNotation, into out: inout TextWriter) {
    write(unrounded(color, in: notation), in: notation, alpha: color.alpha, into: &out)
  }

  /// `color(SPACE c1 c2 c3)` of `color`'s coordinates in `space`, exactly as they are (map the color first for a
  /// text inside the space's gamut), each to 5 decimals, with ` / A` when alpha is below 1.
  public static func write(_ color: Color, in space: ColorSpace, into out: inout TextWriter) {
    out.append("color(")
    out.write(space.name)
    let (c1, c2, c3) = color.coordinates(in: space)
    for value in [c1, c2, c3] {
      out.write(byte: UInt8(ascii: " "))
      out.write(decimal: value, places: 5)
    }
    writeAlpha(color.alpha, into: &out)
    out.write(byte: UInt8(ascii: ")"))
  }

  /// ` / A` for an alpha below 1 (4 decimals, shortest form); nothing for 1.
  static func writeAlpha(_ alpha: Double, into out: inout TextWriter) {
    guard alpha < 1 else { return }
    out.append(" / ")
    out.write(decimal: alpha, places: 4)
  }

  /// Writes the text of `notation` for its components before rounding (with ` / A` for an `alpha` below 1).
  public static func write(
    _ values: Components, in notation: Color.Notation, alpha: Double = 1, into out: inout TextWriter
  ) {
    out.write(notation.rawValue)
    out.write(byte: UInt8(ascii: "("))
    for (index, component) in notation.space.components.enumerated() {
      if index > 0 { out.write(byte: UInt8(ascii: " ")) }
      writeComponent(values[index], component, places: places(notation, component), into: &out)
      if component.isPercent { out.write(byte: UInt8(ascii: "%")) }
    }
    writeAlpha(alpha, into: &out)
    out.write(byte: UInt8(ascii: ")"))
  }

  /// The numbers of `text(_:in:)`, already rounded, with their JSON names: `r g b`, `h s l`, `h w b`, `l a b`,
  /// `l c h`; percentages as plain numbers (60 for 60%).
  static func components(_ color: Color, in notation: ColorNotation) -> [(name: String, value: Double)] {
    let values = unrounded(color, in: notation)
    return notation.space.components.enumerated().map { index, component in
      (component.letter, rounded(values[index], component, places: places(notation, component)))
    }
  }

  /// Writes the JSON object of `components(_:in:)` for the components before rounding, each number to the decimals of its text
  /// in its shortest form: `{"h": 270, "s": 60, "l": 50}`.
  static func writeJSON(_ values: Components, in notation: ColorNotation, into out: inout TextWriter) {
    writeJSONNumbers(values, in: notation, after: "{", into: &out)
    out.write(byte: UInt8(ascii: "}"))
  }

  /// Writes the JSON members of every notation but `rgb`, as `show --format json` has them:
  /// `"hsl": {…}, "hwb": {…}, "lab": {…}, "lch": {…}, "oklab": {…}, "oklch": {…}`. Each conversion is made once
  /// (HWB shares HSL's hue, CIE Lab and OKLab XYZ, LCH is CIE Lab's polar form, OKLCH OKLab's), with the values `components` has.
  static func writeJSONMembers(_ color: Color, into out: inout TextWriter) {
    let rgb = RGB(color)
    let hsl = HSL(rgb)
    let hwb = HWB(rgb, hsl: hsl)
    let xyz = XYZ(rgb)
    let lab = LabD50(xyz)
    let lch = LCH(lab)
    let oklab = OKLab(xyz)
    let oklch = OKLCH(oklab)
    // Each object's closing brace goes out with the next one's opening: fewer, longer pieces.
    writeJSONNumbers(Components(hsl.hue, hsl.saturation, hsl.lightness), in: .hsl, after: "\"hsl\": {", into: &out)
    writeJSONNumbers(Components(hwb.hue, hwb.whiteness, hwb.blackness), in: .hwb, after: "}, \"hwb\": {", into: &out)
    writeJSONNumbers(Components(lab.l, lab.a, lab.b), in: .lab, after: "}, \"lab\": {", into: &out)
    writeJSONNumbers(Components(lch.lightness, lch.chroma, lch.hue), in: .lch, after: "}, \"lch\": {", into: &out)
    writeJSONNumbers(Components(oklab.l, oklab.a, oklab.b), in: .oklab, after: "}, \"oklab\": {", into: &out)
    writeJSONNumbers(
      Components(oklch.lightness, oklch.chroma, oklch.hue), in: .oklch, after: "}, \"oklch\": {", into: &out)
    out.write(byte: UInt8(ascii: "}"))
  }

  /// Writes `prefix`, then the three members of `writeJSON(_:in:into:)` without its braces: `"h": 270, "s": 60,
  /// "l": 50`.
  private static func writeJSONNumbers(
    _ values: Components, in notation: ColorNotation, after prefix: StaticString, into out: inout TextWriter
  ) {
    out.append(prefix)
    for (index, component) in notation.space.components.enumerated() {
      if index > 0 { out.append(", ") }
      out.write(byte: UInt8(ascii: "\""))
      out.append(component.letterText)
      out.append("\": ")
      writeComponent(values[index], component, places: places(notation, component), into: &out)
    }
  }

  /// Writes `rounded(value, component, places:)` in its shortest form, from the rounded integer (the same text as
  /// rounding the number and writing it again).
  private static func writeComponent(
    _ value: Double, _ component: ColorSpace.Component, places: Int, into out: inout TextWriter
  ) {
    let scale = TextWriter.power(places)
    let scaled = halfAwayFromZero(value * Double(scale))
    guard scaled.isFinite, abs(scaled) < 1e15 else {
      out.write(decimal: rounded(value, component, places: places), places: places)
      return
    }
    var units = Int(scaled)
    if component.isHue && units >= 360 * scale { units = 0 }
    out.write(units: units, places: places)
  }

  /// A component's value rounded to `places`, a hue of 360 written 0.
  private static func rounded(_ value: Double, _ component: ColorSpace.Component, places: Int) -> Double {
    let value = rounded(value, places: places)
    return component.isHue && value >= 360 ? 0 : value
  }

  /// Three components of one notation before rounding, in its order.
  public struct Components {
    var first: Double
    var second: Double
    var third: Double

    /// The three components, in the notation's order.
    public init(_ first: Double, _ second: Double, _ third: Double) {
      (self.first, self.second, self.third) = (first, second, third)
    }

    subscript(index: Int) -> Double {
      index == 0 ? first : index == 1 ? second : third
    }
  }

  /// The components before rounding: the 8-bit channels of `rgb()`, the space's coordinates for the others.
  static func unrounded(_ color: Color, in notation: ColorNotation) -> Components {
    if notation == .rgb {
      let (r, g, b) = color.rgb255
      return Components(Double(r), Double(g), Double(b))
    }
    let (c1, c2, c3) = color.coordinates(in: notation.space)
    return Components(c1, c2, c3)
  }

  /// `units` rounded half away from zero, a value within 1e-8 of a half counting as the half: the `Double` of a
  /// decimal such as 53.33335 is a hair below it, and the decimal rounds up.
  static func halfAwayFromZero(_ units: Double) -> Double {
    let nudged = units + (units < 0 ? -1e-8 : 1e-8)
    let magnitude = nudged.magnitude
    // What `rounded()` gives, without its call: for 0.5 ≤ m < 2^52, m + 0.5 is exact (in m's binade or at the
    // start of the next) and truncating it rounds half up; below 0.5 the answer is 0 (and m + 0.5 could round up).
    guard magnitude < 4_503_599_627_370_496 else { return nudged.rounded() }
    let whole = magnitude < 0.5 ? 0 : Double(Int(magnitude + 0.5))
    return nudged < 0 ? -whole : whole
  }

  /// The shortest text that reads back as `value`, without the `.0` of a whole number (`1`, `0.5`,
  /// `0.18823529411764706`, `1e-05`): a CSS number that is the `Double` exactly.
  static func shortest(_ value: Double) -> String {
    let written = "\(value)"
    return written.hasSuffix(".0") ? String(written.dropLast(2)) : written
  }

  /// `value` rounded half away from zero to `places` decimals, in its shortest form, never `-0`.
  public static func decimal(_ value: Double, places: Int) -> String {
    var out = TextWriter(capacity: 24)
    out.write(decimal: value, places: places)
    return out.text
  }

  /// `value` rounded half away from zero to `places` decimals, never `-0`.
  static func rounded(_ value: Double, places: Int) -> Double {
    let scale = Double(TextWriter.power(places))
    return halfAwayFromZero(value * scale) / scale + 0
  }

  /// The decimals of a component of `notation`: none for `rgb()`'s 8-bit channels, the space's for the others.
  private static func places(_ notation: ColorNotation, _ component: ColorSpace.Component) -> Int {
    notation == .rgb ? 0 : component.places
  }
}
