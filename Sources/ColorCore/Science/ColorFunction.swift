/// Reads CSS Color 4 color functions: `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color(srgb R G B)`
/// (channels 0–1, 100% = 1); and what colormix prints for scripts, `hsv(H S% V%)` and `cmyk(C, M, Y, K)` (0–100,
/// commas or spaces).
///
/// Components are separated by whitespace; `hsl()` alone also takes the legacy comma form `hsl(H, S%, L%)`, whose
/// saturation and lightness must be percentages. Function names are matched in any case; the `(` must follow the
/// name directly. Numbers are plain decimals with an optional sign (`-12.5`, `.5`, no exponent). Hues are numbers
/// (degrees) or angles in `deg`, `grad`, `rad` or `turn`. Other components are numbers or percentages:
/// lab/lch L 100% = 100, a/b 100% = 125, C 100% = 150; oklab/oklch L 100% = 1, a/b/C 100% = 0.4; hsl/hwb
/// percentages or plain numbers on the same 0–100 scale. `none` (modern syntax only) means 0. As CSS does, lightness
/// of lab/lch/oklab/oklch is clamped to its range, and negative chroma or saturation to 0 (`Parsed` records either).
package enum ColorFunction {
  /// A color function read: its color as sRGB, which may lie outside the gamut.
  package struct Parsed: Sendable {
    package var rgb: RGB
    /// Whether a component was outside its range and clamped into it, as CSS does when it parses: the lightness
    /// of lab, lch, oklab or oklch, a negative chroma, a negative hsl saturation.
    package var clamped: Bool
  }

  /// The color `text` names.
  package static func parse(_ text: String) throws(ColorFunctionError) -> Parsed {
    let trimmed = stripped(text)
    guard let open = trimmed.firstIndex(of: "(") else {
      throw .notAFunction
    }
    let name = String(trimmed[..<open])
    guard stripped(name) == name, !name.isEmpty else {
      throw .noNameBeforeParenthesis
    }
    let function = name.lowercased()
    guard ["hsl", "hwb", "lab", "lch", "oklab", "oklch", "hsv", "cmyk", "color"].contains(function) else {
      throw .unknownFunction(name)
    }
    guard trimmed.hasSuffix(")") else { throw .missingClosingParenthesis(function: function) }
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    if inner.contains("(") || inner.contains(")") { throw .parenthesisInside(function: function) }
    if inner.contains("/") { throw .alphaNotSupported }
    let legacy = inner.contains(",")
    var words = try tokens(of: inner, function: function, legacy: legacy)
    if function == "color" {
      guard words[0].lowercased() == "srgb" else { throw .unknownColorSpace(words[0]) }
      words.removeFirst()
    }
    let values = try words.map { word throws(ColorFunctionError) in try Component(word, legacy: legacy) }
    return try color(function, values, words: words, legacy: legacy)
  }

  /// The largest chroma or a/b magnitude used: beyond it the color maps the same, and the conversions stay finite.
  static let largestComponent = 1e6

  private static func limited(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -largestComponent), largestComponent)
  }

  private static func tokens(of inner: Substring, function: String, legacy: Bool) throws(ColorFunctionError)
    -> [String]
  {
    var words: [String]
    if legacy {
      guard function == "hsl" || function == "cmyk" else { throw .commasOutsideHSL }
      words = inner.split(separator: ",", omittingEmptySubsequences: false).map { stripped($0) }
      if words.contains(where: \.isEmpty) { throw .emptyComponent(function: function) }
      if words.contains(where: { $0.contains(where: isSpace) }) {
        throw .mixedSeparators(function: function)
      }
    } else {
      words = inner.split(whereSeparator: isSpace).map(String.init)
    }
    guard words.count == (function == "cmyk" || function == "color" ? 4 : 3) else {
      throw .componentCount(function: function, found: words.count)
    }
    return words
  }

  private static func color(
    _ function: String, _ values: [Component], words: [String], legacy: Bool
  ) throws(ColorFunctionError) -> Parsed {
    func lightness(_ value: Double, in range: ClosedRange<Double>) -> Double {
      min(max(value, range.lowerBound), range.upperBound)
    }
    switch function {
    case "hsv":
      let saturation = try values[1].scaled(percent: 1, what: "saturation") / 100
      let value = try values[2].scaled(percent: 1, what: "value") / 100
      let hue = Hue.normalized(try values[0].hue(exact: words[0]))
      return Parsed(rgb: hsv(hue: hue, saturation: max(saturation, 0), value: value), clamped: saturation < 0)
    case "cmyk":
      var inks: [Double] = []
      for (value, name) in zip(values, ["cyan", "magenta", "yellow", "black"]) {
        inks.append(limited(try value.scaled(percent: 1, what: name) / 100))
      }
      let white = 1 - inks[3]
      return Parsed(
        rgb: RGB(red: (1 - inks[0]) * white, green: (1 - inks[1]) * white, blue: (1 - inks[2]) * white),
        clamped: false)
    case "color":
      let red = try values[0].scaled(percent: 0.01, what: "red")
      let green = try values[1].scaled(percent: 0.01, what: "green")
      let blue = try values[2].scaled(percent: 0.01, what: "blue")
      return Parsed(rgb: RGB(red: limited(red), green: limited(green), blue: limited(blue)), clamped: false)
    case "hsl":
      let saturation = try values[1].scaled(percent: 1, what: "saturation", allowNumber: !legacy)
      let lightness = try values[2].scaled(percent: 1, what: "lightness", allowNumber: !legacy)
      let hue = try values[0].hue(exact: words[0])
      return Parsed(
        rgb: HSL(hue: hue, saturation: max(saturation, 0), lightness: lightness).rgb, clamped: saturation < 0)
    case "hwb":
      let whiteness = try values[1].scaled(percent: 1, what: "whiteness")
      let blackness = try values[2].scaled(percent: 1, what: "blackness")
      let hue = try values[0].hue(exact: words[0])
      return Parsed(rgb: HWB(hue: hue, whiteness: whiteness, blackness: blackness).rgb, clamped: false)
    case "lab":
      let l = try values[0].scaled(percent: 1, what: "lightness")
      let a = try values[1].scaled(percent: 1.25, what: "a")
      let b = try values[2].scaled(percent: 1.25, what: "b")
      let clamped = lightness(l, in: 0...100)
      return Parsed(rgb: LabD50(l: clamped, a: limited(a), b: limited(b)).rgb, clamped: clamped != l)
    case "lch":
      let l = try values[0].scaled(percent: 1, what: "lightness")
      let c = try values[1].scaled(percent: 1.5, what: "chroma")
      let clamped = lightness(l, in: 0...100)
      let hue = try values[2].hue(exact: words[2])
      let rgb = LCH(lightness: clamped, chroma: limited(max(c, 0)), hue: hue).rgb
      return Parsed(rgb: rgb, clamped: clamped != l || c < 0)
    case "oklab":
      let l = try values[0].scaled(percent: 0.01, what: "lightness")
      let a = try values[1].scaled(percent: 0.004, what: "a")
      let b = try values[2].scaled(percent: 0.004, what: "b")
      let clamped = lightness(l, in: 0...1)
      return Parsed(rgb: OKLab(l: clamped, a: limited(a), b: limited(b)).rgb, clamped: clamped != l)
    default:
      let l = try values[0].scaled(percent: 0.01, what: "lightness")
      let c = try values[1].scaled(percent: 0.004, what: "chroma")
      let clamped = lightness(l, in: 0...1)
      let hue = try values[2].hue(exact: words[2])
      let rgb = OKLCH(lightness: clamped, chroma: limited(max(c, 0)), hue: hue).rgb
      return Parsed(rgb: rgb, clamped: clamped != l || c < 0)
    }
  }

  /// The sRGB channels of HSV: `hue` 0–360, `saturation` and `value` 0–1 (a value above 1 leaves sRGB).
  private static func hsv(hue: Double, saturation: Double, value: Double) -> RGB {
    let chroma = value * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let lift = value - chroma
    return RGB(red: limited(r + lift), green: limited(g + lift), blue: limited(b + lift))
  }

  /// CSS whitespace: space, tab, line feed, carriage return, form feed.
  private static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
      || character == "\u{0C}"
  }

  /// `text` without CSS whitespace at either end.
  private static func stripped(_ text: some StringProtocol) -> String {
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
