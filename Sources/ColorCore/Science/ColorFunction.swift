/// Reads CSS Color 4 color functions: `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color()`; and what colormix prints for scripts, `hsv(H S% V%)` and `cmyk(C, M, Y, K)` (inks
/// 0–100, commas or spaces, no alpha).
///
/// Components are separated by whitespace, with an optional alpha after `/`. `rgb()`, `rgba()`, `hsl()` and
/// `hsla()` also take the legacy comma form, with an optional fourth value, the alpha: `rgb(R, G, B[, A])` with all
/// numbers or all percentages, `hsl(H, S%, L%[, A])`; `none` is refused there. `rgba()` and `hsla()` are the same
/// functions as `rgb()` and `hsl()`. Function names are matched in any case; the `(` must follow the name directly.
/// Numbers are CSS numbers: an optional sign, a decimal (`-12.5`, `.5`) and an optional exponent (`1e-7`). Hues
/// are numbers (degrees) or angles in `deg`, `grad`, `rad` or `turn`. Other components are numbers or percentages: rgb 0–255 or 0–100%;
/// lab/lch L 100% = 100, a/b 100% = 125, C 100% = 150; oklab/oklch L 100% = 1, a/b/C 100% = 0.4; hsl/hwb
/// percentages or plain numbers on the same 0–100 scale; `color()` 100% = 1; alpha a number 0–1 or a percentage.
/// `none` (modern syntax only) means 0, and is kept as missing for `color-mix()` (`Parsed.missing`). As CSS does when it parses, rgb channels and alpha are clamped to their
/// ranges, the lightness of lab/lch/oklab/oklch too, and a negative chroma or saturation to 0: each is a
/// `RangeWarning`. The color is kept exactly, outside sRGB when it lies there.
enum ColorFunction {
  /// A color function read: its color (extended range, with alpha) and the values clamped on the way.
  struct Parsed: Sendable {
    var color: Color
    /// The components that were outside their range and were clamped into it, as CSS does when it parses.
    var warnings: [RangeWarning]
    /// The components written `none` (0 in `color`), which `color-mix()` takes from the other color.
    var missing: MissingComponents = []
    /// The function as CSS writes it again, when it is one of CSS's (not `hsv()` or `cmyk()`).
    var spelling: CSSSpelling?

    /// The color's sRGB channels, which may lie outside 0...1.
    var rgb: RGB { RGB(color) }
  }

  /// Every color function colormix reads, lower case, in the order messages list them: these and `color-mix()`
  /// (`ColorMix`). The one table: messages, the CSS reader and this parser take their lists from it.
  static let allNames = [
    "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", ColorMix.name, "hsv", "cmyk",
  ]
  /// The legacy aliases among them (`rgba()` is `rgb()`), which messages do not list.
  static let aliases: Set = ["rgba", "hsla"]
  /// The function names this parser reads.
  static let names = allNames.filter { $0 != ColorMix.name }

  /// The color `text` names.
  static func parse(_ text: String) throws(ColorFunctionError) -> Parsed {
    let trimmed = strippedSlice(text[...])
    // Text of ASCII (the common text) is searched on its bytes, where bytes are characters: looking at characters
    // one at a time cost most of a line of `show -`.
    let ascii = trimmed.utf8.allSatisfy { $0 < 0x80 }
    guard let open = ascii ? trimmed.utf8.firstIndex(of: UInt8(ascii: "(")) : trimmed.firstIndex(of: "(") else {
      throw .notAFunction
    }
    let name = String(trimmed[..<open])
    guard stripped(name) == name, !name.isEmpty else {
      // `rgb (…)`: CSS reads a function only with its "(" right after the name.
      let written = stripped(name)
      if names.contains(written.lowercased()) { throw .spaceBeforeParenthesis(function: written.lowercased()) }
      throw .noNameBeforeParenthesis
    }
    let function = ascii && !name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? name : name.lowercased()
    guard names.contains(function) else { throw .unknownFunction(name) }
    guard ascii ? trimmed.utf8.last == UInt8(ascii: ")") : trimmed.hasSuffix(")") else {
      throw .missingClosingParenthesis(function: function)
    }
    var inner =
      ascii
      ? trimmed[trimmed.utf8.index(after: open)..<trimmed.utf8.index(before: trimmed.endIndex)]
      : trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    // Whether `inner` holds a parenthesis, and a comma: one pass over the bytes of ASCII.
    var (parenthesis, legacy) =
      ascii
      ? inner.utf8.withContiguousStorageIfAvailable(ColorFunction.parenthesisAndComma)
        ?? Array(inner.utf8).withUnsafeBufferPointer(ColorFunction.parenthesisAndComma)
      : (inner.contains("(") || inner.contains(")"), inner.contains(","))
    if parenthesis, let computed = try CSSCalc.substitute(inner) {
      inner = computed[...]
      (parenthesis, legacy) = (computed.contains("(") || computed.contains(")"), computed.contains(","))
    }
    if parenthesis { throw .parenthesisInside(function: function) }
    do {
      return try parse(inner: inner, function: function, legacy: legacy)
    } catch {
      // `50 %` is a number and a stray `%` to CSS: that, not the separators or the count, is what went wrong.
      if let number = numberBeforeSpacedPercent(in: inner) { throw .spaceBeforePercent(function: function, number) }
      throw error
    }
  }

  /// The number written with a space before its `%` in a function's parentheses (`50` of `rgb(50 %, …)`), if any.
  private static func numberBeforeSpacedPercent(in inner: Substring) -> String? {
    var previous: Substring?
    var number: String?
    _ = words(of: inner, separatedBy: { isSpace($0) || $0 == "," || $0 == "/" }, string: { _ in "" }) { word in
      defer { previous = word }
      guard number == nil, word.hasPrefix("%"), let before = previous else { return }
      if inner[before.endIndex..<word.startIndex].contains(where: isSpace), Double(before) != nil {
        number = String(before)
      }
    }
    return number
  }

  /// The color of a function's parentheses, `inner`, which hold no parenthesis (`legacy`: they hold a comma).
  private static func parse(inner: Substring, function: String, legacy: Bool) throws(ColorFunctionError) -> Parsed {
    var (words, count, alphaWord) = try tokens(of: inner, function: function, legacy: legacy)
    var space = ColorSpace.srgb
    if function == "color" {
      guard let first = words.first else { throw .componentCount(function: function, found: 0) }
      guard let named = ColorSpace(cssName: first) else { throw .unknownColorSpace(first) }
      space = named
      words.removeFirst()
      count -= 1
    }
    guard count == (function == "cmyk" ? 4 : 3), function != "cmyk" || alphaWord == nil else {
      throw .componentCount(function: function, found: count)
    }
    let values = try words.map { word throws(ColorFunctionError) in try Component(word, legacy: legacy) }
    var warnings: [RangeWarning] = []
    let rgb = try color(function, space: space, values, words: words, legacy: legacy, warnings: &warnings)
    var alpha = 1.0
    if let alphaWord {
      alpha = try Component(alphaWord, legacy: legacy).scaled(percent: 0.01, what: "alpha")
      if alpha < 0 || alpha > 1 {
        let used = alpha < 0 ? 0.0 : 1.0
        warnings.append(clampWarning(.alpha, word: alphaWord, value: alpha, range: .unit, used: used))
        alpha = used
      }
    }
    var missing: MissingComponents = []
    for (value, meaning) in zip(values, MissingComponents.components(ofFunction: function)) {
      if case .none = value { missing.insert(meaning) }
    }
    if let alphaWord, alphaWord.lowercased() == "none" { missing.insert(.alpha) }
    // An opaque alpha is no part of the color's text (`/ 1`, `/ 100%`); `none` is.
    let writtenAlpha = alpha >= 1 && !missing.contains(.alpha) ? nil : alphaWord
    let spelling =
      function == "hsv" || function == "cmyk"
      ? nil : CSSSpelling(function: function, space: function == "color" ? space : nil, words, writtenAlpha)
    return Parsed(
      color: Color(extendedRed: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha), warnings: warnings,
      missing: missing, spelling: spelling)
  }

  /// Whether `bytes` hold `(` or `)`, and whether they hold `,`.
  private static func parenthesisAndComma(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Bool) {
    var (parenthesis, comma) = (false, false)
    for byte in bytes {
      parenthesis = parenthesis || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
      comma = comma || byte == UInt8(ascii: ",")
    }
    return (parenthesis, comma)
  }

  /// The largest chroma or a/b magnitude used: beyond it the color maps the same, and the conversions stay finite.
  static let largestComponent = 1e6

  private static func limited(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -largestComponent), largestComponent)
  }

  /// The three component words (four for `color()`, its space first; at most `maximumKeptWords`), how many there
  /// are, and the alpha's word, if any.
  private static func tokens(of inner: Substring, function: String, legacy: Bool) throws(ColorFunctionError)
    -> (words: [String], count: Int, alpha: String?)
  {
    if !legacy, let ascii = inner.utf8.withContiguousStorageIfAvailable(asciiTokens), let ascii {
      guard let words = ascii.words else { throw .alphaCount(function: function) }
      return (words.words, words.count, ascii.alpha)
    }
    if legacy {
      guard ["rgb", "rgba", "hsl", "hsla", "cmyk"].contains(function) else { throw .commasOutsideHSL }
      var (empty, mixed) = (false, false)
      var (words, count) = Self.words(of: inner, omittingEmpty: false, separatedBy: { $0 == "," }, string: stripped) {
        let word = stripped($0)
        empty = empty || word.isEmpty
        mixed = mixed || word.contains(where: isSpace) || word.contains("/")
      }
      if empty { throw .emptyComponent(function: function) }
      if mixed { throw .mixedSeparators(function: function) }
      if function == "cmyk" { return (words, count, nil) }
      guard count == 3 || count == 4 else { throw .legacyValueCount(function: function, found: count) }
      let alpha = count == 4 ? words.removeLast() : nil
      return (words, 3, alpha)
    }
    let halves = words(of: inner, omittingEmpty: false, separatedBy: { $0 == "/" }, string: String.init)
    let components = words(of: halves.words[0][...], separatedBy: isSpace, string: String.init)
    guard halves.count > 1 else { return (components.words, components.count, nil) }
    let alpha = words(of: halves.words[1][...], separatedBy: isSpace, string: String.init)
    guard halves.count == 2, alpha.count == 1 else { throw .alphaCount(function: function) }
    return (components.words, components.count, alpha.words[0])
  }

  /// `tokens` of the modern syntax from the UTF-8 bytes of an ASCII `inner` (its characters are its bytes); nil
  /// when it is not ASCII; nil words when the alpha after `/` is not one word.
  private static func asciiTokens(_ inner: UnsafeBufferPointer<UInt8>)
    -> (words: (words: [String], count: Int)?, alpha: String?)?
  {
    guard inner.allSatisfy({ $0 < 0x80 }) else { return nil }
    func words(_ part: UnsafeBufferPointer<UInt8>.SubSequence) -> (words: [String], count: Int) {
      Self.words(of: part, separatedBy: isSpace) { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
    guard let slash = inner.firstIndex(of: UInt8(ascii: "/")) else { return (words(inner[...]), nil) }
    let alpha = inner[(slash + 1)...]
    guard !alpha.contains(UInt8(ascii: "/")), case let alphaWords = words(alpha), alphaWords.count == 1 else {
      return (nil, nil)
    }
    return (words(inner[..<slash]), alphaWords.words[0])
  }

  /// The most words of a function's parentheses kept as strings: a color function takes at most five (`color()`'s
  /// space, three components and an alpha). The others are counted, so that a message says how many there are and
  /// a million of them cost no more than their text.
  static let maximumKeptWords = 6

  /// The pieces of `text` between separators, as `split` finds them (empty ones too unless `omittingEmpty`): the
  /// first `maximumKeptWords` made strings by `string`, and how many there are; `each` is given every piece.
  private static func words<Text: Collection>(
    of text: Text, omittingEmpty: Bool = true, separatedBy isSeparator: (Text.Element) -> Bool,
    string: (Text.SubSequence) -> String, each: (Text.SubSequence) -> Void = { _ in }
  ) -> (words: [String], count: Int) {
    var words: [String] = []
    var count = 0
    var start = text.startIndex
    var index = start
    while true {
      let atEnd = index == text.endIndex
      if atEnd || isSeparator(text[index]) {
        if !omittingEmpty || start != index {
          let word = text[start..<index]
          each(word)
          count += 1
          if words.count < maximumKeptWords { words.append(string(word)) }
        }
        if atEnd { return (words, count) }
        index = text.index(after: index)
        start = index
      } else {
        index = text.index(after: index)
      }
    }
  }

  /// A warning for `component`, written `word`, whose value `value` was clamped into `range` as `used`.
  private static func clampWarning(
    _ component: RangeWarning.Component, word: String, value: Double, range: ChannelRange, used: Double
  ) -> RangeWarning {
    func exact(_ number: Double) -> ExactDecimal {
      ExactDecimal(jsonNumber: "\(number)") ?? ExactDecimal(tenths: 0)
    }
    // The value as written when it is a number (`1e309`, past any `Double`), else the `Double` read.
    let number = word.hasSuffix("%") ? nil : ExactDecimal(cssNumber: word)
    return RangeWarning(
      channel: .red, component: component, input: word, value: number ?? exact(value), range: range, used: exact(used))
  }

  /// An rgb channel: a number on 0–255 or a percentage, clamped exactly from its text.
  private static func channel(
    _ value: Component, word: String, channel: Channel, warnings: inout [RangeWarning]
  ) throws(ColorFunctionError) -> Double {
    let range: ChannelRange
    switch value {
    case .none: return 0
    case .angle: throw .wrongKind(component: channel.rawValue, percentageOnly: false)
    case .number: range = .byte
    case .percentage: range = .percent
    }
    // The number without its `%` (read as `Component` read it: the last character is the byte `%`).
    let suffix = range == .percent ? 1 : 0
    let read = { (bytes: UnsafeBufferPointer<UInt8>) in
      ExactDecimal(utf8: UnsafeBufferPointer(rebasing: bytes.dropLast(suffix)), .css)
    }
    guard let exact = word.utf8.withContiguousStorageIfAvailable(read) ?? Array(word.utf8).withUnsafeBufferPointer(read)
    else { throw .notANumber(word) }
    let (result, warning) = range.clampExactly(exact, channel: channel, input: String(word.dropLast(suffix)))
    if let warning { warnings.append(warning) }
    return result
  }

  private static func color(
    _ function: String, space: ColorSpace, _ values: [Component], words: [String], legacy: Bool,
    warnings: inout [RangeWarning]
  ) throws(ColorFunctionError) -> RGB {
    func lightness(_ value: Double, in range: ChannelRange, word: String) -> Double {
      let top = Double(range.bounds.upperBound)
      guard value < 0 || value > top else { return value }
      let used = value < 0 ? 0 : top
      warnings.append(clampWarning(.lightness, word: word, value: value, range: range, used: used))
      return used
    }
    func nonNegative(_ value: Double, _ component: RangeWarning.Component, word: String) -> Double {
      guard value < 0 else { return value }
      warnings.append(clampWarning(component, word: word, value: value, range: .nonNegative, used: 0))
      return 0
    }
    switch function {
    case "rgb", "rgba":
      if legacy && Set(values.map { if case .percentage = $0 { true } else { false } }).count > 1 {
        throw .mixedLegacyKinds(function: function)
      }
      var channels = [0.0, 0.0, 0.0]
      for (index, name) in Channel.allCases.enumerated() {
        channels[index] = try channel(values[index], word: words[index], channel: name, warnings: &warnings)
      }
      return RGB(red: channels[0], green: channels[1], blue: channels[2])
    case "hsl", "hsla":
      let saturation = try values[1].scaled(percent: 1, what: "saturation", allowNumber: !legacy)
      let lightness = try values[2].scaled(percent: 1, what: "lightness", allowNumber: !legacy)
      let hue = try values[0].hue(exact: words[0])
      let s = nonNegative(saturation, .saturation, word: words[1])
      return HSL(hue: hue, saturation: s, lightness: lightness).rgb
    case "hwb":
      let whiteness = try values[1].scaled(percent: 1, what: "whiteness")
      let blackness = try values[2].scaled(percent: 1, what: "blackness")
      let hue = try values[0].hue(exact: words[0])
      return HWB(hue: hue, whiteness: whiteness, blackness: blackness).rgb
    case "lab":
      let l = try values[0].scaled(percent: 1, what: "lightness")
      let a = try values[1].scaled(percent: 1.25, what: "a")
      let b = try values[2].scaled(percent: 1.25, what: "b")
      let clamped = lightness(l, in: .percent, word: words[0])
      return LabD50(l: clamped, a: limited(a), b: limited(b)).rgb
    case "lch":
      let l = try values[0].scaled(percent: 1, what: "lightness")
      let c = try values[1].scaled(percent: 1.5, what: "chroma")
      let clamped = lightness(l, in: .percent, word: words[0])
      let hue = try values[2].hue(exact: words[2])
      return LCH(lightness: clamped, chroma: limited(nonNegative(c, .chroma, word: words[1])), hue: hue).rgb
    case "oklab":
      let l = try values[0].scaled(percent: 0.01, what: "lightness")
      let a = try values[1].scaled(percent: 0.004, what: "a")
      let b = try values[2].scaled(percent: 0.004, what: "b")
      let clamped = lightness(l, in: .unit, word: words[0])
      return OKLab(l: clamped, a: limited(a), b: limited(b)).rgb
    case "oklch":
      let l = try values[0].scaled(percent: 0.01, what: "lightness")
      let c = try values[1].scaled(percent: 0.004, what: "chroma")
      let clamped = lightness(l, in: .unit, word: words[0])
      let hue = try values[2].hue(exact: words[2])
      return OKLCH(lightness: clamped, chroma: limited(nonNegative(c, .chroma, word: words[1])), hue: hue).rgb
    case "hsv":
      let saturation = try values[1].scaled(percent: 1, what: "saturation") / 100
      let value = try values[2].scaled(percent: 1, what: "value") / 100
      let hue = Hue.normalized(try values[0].hue(exact: words[0]))
      return hsv(hue: hue, saturation: nonNegative(saturation, .saturation, word: words[1]), value: value)
    case "cmyk":
      var inks: [Double] = []
      for (value, name) in zip(values, ["cyan", "magenta", "yellow", "black"]) {
        inks.append(limited(try value.scaled(percent: 1, what: name) / 100))
      }
      let white = 1 - inks[3]
      return RGB(red: (1 - inks[0]) * white, green: (1 - inks[1]) * white, blue: (1 - inks[2]) * white)
    default:
      var coordinates = [0.0, 0.0, 0.0]
      for index in 0..<3 {
        coordinates[index] = limited(try values[index].scaled(percent: 0.01, what: "component \(index + 1)"))
      }
      return space.toSRGB(coordinates[0], coordinates[1], coordinates[2])
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

  /// CSS whitespace as UTF-8 bytes.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  /// `text` without CSS whitespace at either end.
  private static func stripped(_ text: String) -> String {
    stripped(text[...])
  }

  /// `text` without CSS whitespace at either end, in place.
  private static func strippedSlice(_ text: Substring) -> Substring {
    // Text that starts and ends in other bytes (the common text) is whole without a look at its characters.
    if let first = text.utf8.first, let last = text.utf8.last, !isSpace(first), !isSpace(last) { return text }
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first...last]
  }

  /// `text` without CSS whitespace at either end.
  private static func stripped(_ text: Substring) -> String {
    String(strippedSlice(text))
  }
}
