/// CSS Color 5's `color-mix(in SPACE[ HUE-METHOD hue], COLOR [P%], COLOR [P%])`.
///
/// The percentages are normalized as CSS says: both omitted are 50% each, one omitted is 100% less the other, two
/// that do not add to 100% are scaled to it, and a sum below 100% scales the result's alpha by it (a sum of 0% is
/// refused). The colors are interpolated in SPACE with premultiplied alpha; in a polar space (hsl, hwb, lch, oklch)
/// the hue goes the `shorter` way unless `longer`, `increasing` or `decreasing hue` says otherwise, and the hue of
/// an achromatic color is missing (the other color's is used). The spaces are those of `color()` (`xyz` is
/// `xyz-d65`), `lab`, `oklab`, `lch`, `oklch`, `hsl` and `hwb`. `blend A B --amount P --space oklab|srgb|linear`
/// is `color-mix(in oklab|srgb|srgb-linear, A, B P%)`.
enum ColorMix {
  /// The most `color-mix()`s one may hold, nested or side by side.
  static let maximumNesting = 32
  /// The function's name.
  static let name = "color-mix"

  /// The space `color-mix(in NAME …)` names: any space of the registry, in any case (`xyz` for `xyz-d65`).
  static func space(named name: String) -> ColorSpace? {
    ColorSpace(named: name.lowercased()) ?? ColorSpace(cssName: name)
  }

  /// How a hue is interpolated in a polar space.
  enum HueMethod: String {
    case shorter, longer, increasing, decreasing
  }

  /// The color `text` (a whole `color-mix(…)`) names, exactly, with the warnings of the colors it mixes; `read`
  /// reads each color (another `color-mix()` too).
  static func parse(
    _ text: String, read: (String) throws(InputError) -> ColorReading
  ) throws(InputError) -> (color: Color, warnings: [RangeWarning], missing: MissingComponents) {
    func fail(_ reason: ColorFunctionError) -> InputError { .invalidColorFunction(text, reason: reason) }
    let trimmed = text.trimmingWhitespace()
    guard trimmed.prefix(10).lowercased() == "color-mix(", trimmed.hasSuffix(")") else {
      throw fail(.missingClosingParenthesis(function: "color-mix"))
    }
    var inner = trimmed.dropFirst("color-mix(".count).dropLast()
    // `calc()` in a percentage (or in a color), computed before the arguments are split at their spaces.
    do {
      if let computed = try CSSCalc.substitute(inner) { inner = computed[...] }
    } catch {
      throw fail(error)
    }
    // Each nested `color-mix()` is read by a call of its own: their number is bounded, and so is the stack.
    guard mixes(in: inner) < maximumNesting else { throw fail(.mixNesting(limit: maximumNesting)) }
    let (parts, count) = topLevel(inner)
    guard count == 3 else { throw fail(.mixArguments(found: count)) }
    let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    guard words.count >= 2, words[0].lowercased() == "in" else { throw fail(.mixArguments(found: parts.count)) }
    guard let space = space(named: words[1]) else { throw fail(.unknownMixSpace(words[1])) }
    var method = HueMethod.shorter
    if words.count > 2 {
      guard words.count == 4, space.hueIndex != nil, words[3].lowercased() == "hue",
        let named = HueMethod(rawValue: words[2].lowercased())
      else { throw fail(.hueMethod(words.dropFirst(2).joined(separator: " "))) }
      method = named
    }
    var readings: [ColorReading] = []
    var percentages: [Double?] = []
    for part in parts[1...] {
      let (colorText, percentage) = try split(String(part), fail: fail)
      readings.append(try read(colorText))
      percentages.append(percentage)
    }
    var (p1, p2) = (percentages[0], percentages[1])
    if p1 == nil && p2 == nil { (p1, p2) = (50, 50) }
    let first = p1 ?? 100 - p2!
    let second = p2 ?? 100 - p1!
    let sum = first + second
    guard sum > 0 else { throw fail(.mixPercentages) }
    let (mixed, missing) = mix(
      readings[0].exact, readings[1].exact, amount: second / sum, in: space, hue: method,
      missing: (readings[0].missing, readings[1].missing))
    let color = sum < 100 ? mixed.withAlpha(mixed.alpha * sum / 100) : mixed
    return (color, readings[0].warnings + readings[1].warnings, missing)
  }

  /// The text of a mixed color and its percentage (before or after it), if any.
  private static func split(
    _ part: String, fail: (ColorFunctionError) -> InputError
  ) throws(InputError) -> (String, Double?) {
    let text = part.trimmingWhitespace()
    func percentage(_ word: Substring) throws(InputError) -> Double? {
      guard word.hasSuffix("%") else { return nil }
      guard let value = ExactDecimal(cssNumber: String(word.dropLast())), !(value < ExactDecimal(tenths: 0)),
        !(ExactDecimal(tenths: 1000) < value)
      else { throw fail(.mixPercentage(String(word))) }
      return value.doubleValue
    }
    if let space = text.lastIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" }),
      let value = try percentage(text[text.index(after: space)...])
    {
      return (String(text[..<space]), value)
    }
    if let space = text.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" }),
      let value = try percentage(text[..<space])
    {
      return (String(text[text.index(after: space)...]), value)
    }
    return (String(text), nil)
  }

  /// How many times `text` holds `color-mix(`, in any case, read on its bytes (without a lowercased copy of a long
  /// text). After a byte that breaks a match, a match can only start again at that byte, since `c` is only the
  /// word's first letter.
  static func mixes(in text: Substring) -> Int {
    occurrences(of: "color-mix(", in: text)
  }

  /// How many times `word` (lower case) is in `text`, in any ASCII case.
  static func occurrences(of word: String, in text: Substring) -> Int {
    let word = Array(word.utf8)
    var (count, matched) = (0, 0)
    for byte in text.utf8 {
      let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      if lower == word[matched] {
        matched += 1
      } else {
        matched = lower == word[0] ? 1 : 0
      }
      if matched == word.count {
        count += 1
        matched = 0
      }
    }
    return count
  }

  /// `text` split at its commas outside parentheses: the first four parts (a `color-mix()` takes three), and how
  /// many there are.
  private static func topLevel(_ text: Substring) -> (parts: [Substring], count: Int) {
    var parts: [Substring] = []
    var count = 1
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        if parts.count < 4 { parts.append(text[start..<index]) }
        count += 1
        start = text.index(after: index)
      default: break
      }
    }
    if parts.count < 4 { parts.append(text[start...]) }
    return (parts, count)
  }

  /// `from` moved `amount` of the way to `to` in `space`, with premultiplied alpha and `hue`'s way round.
  static func mix(_ from: Color, _ to: Color, amount t: Double, in space: ColorSpace, hue: HueMethod) -> Color {
    mix(from, to, amount: t, in: space, hue: hue, missing: ([], [])).color
  }

  /// `mix`, with the components each color wrote `none`: one missing in one color takes the other's value (a hue
  /// also when its color is achromatic); one missing in both is missing in the result (and 0 in its color).
  static func mix(
    _ from: Color, _ to: Color, amount t: Double, in space: ColorSpace, hue: HueMethod,
    missing: (MissingComponents, MissingComponents)
  ) -> (color: Color, missing: MissingComponents) {
    var p = coordinates(from, in: space)
    var q = coordinates(to, in: space)
    var result: MissingComponents = []
    // An achromatic color's hue is missing: judged before a missing chroma is taken from the other color.
    let achromatic = (isAchromatic(p, in: space), isAchromatic(q, in: space))
    for (index, meaning) in space.components.map(\.meaning).enumerated() where !meaning.isEmpty {
      var (pMissing, qMissing) = (missing.0.contains(meaning), missing.1.contains(meaning))
      if index == space.hueIndex {
        pMissing = pMissing || achromatic.0
        qMissing = qMissing || achromatic.1
      }
      if pMissing && !qMissing { p[index] = q[index] }
      if qMissing && !pMissing { q[index] = p[index] }
      if pMissing && qMissing && missing.0.contains(meaning) && missing.1.contains(meaning) {
        (p[index], q[index]) = (0, 0)
        result.insert(meaning)
      }
    }
    if let index = space.hueIndex { (p[index], q[index]) = fixup(p[index], q[index], hue) }
    var (fromAlpha, toAlpha) = (from.alpha, to.alpha)
    switch (missing.0.contains(.alpha), missing.1.contains(.alpha)) {
    case (true, false): fromAlpha = toAlpha
    case (false, true): toAlpha = fromAlpha
    case (true, true): result.insert(.alpha)
    case (false, false): break
    }
    let alpha = fromAlpha + (toAlpha - fromAlpha) * t
    var mixed = [0.0, 0.0, 0.0]
    for index in 0..<3 {
      if index == space.hueIndex || alpha <= 0 {
        mixed[index] = p[index] + (q[index] - p[index]) * t
      } else {
        let (a, b) = (p[index] * fromAlpha, q[index] * toAlpha)
        mixed[index] = (a + (b - a) * t) / alpha
      }
    }
    if let index = space.hueIndex {
      mixed[index] = mixed[index].truncatingRemainder(dividingBy: 360)
      if mixed[index] < 0 { mixed[index] += 360 }
    }
    return (self.rgb(mixed, in: space).extendedColor(alpha: alpha), result)
  }

  private static func coordinates(_ color: Color, in space: ColorSpace) -> [Double] {
    let (c1, c2, c3) = color.coordinates(in: space)
    return [c1, c2, c3]
  }

  private static func rgb(_ c: [Double], in space: ColorSpace) -> RGB {
    space.toSRGB(c[0], c[1], c[2])
  }

  /// Whether the hue of coordinates `c` is powerless (CSS's missing hue of an achromatic color).
  private static func isAchromatic(_ c: [Double], in space: ColorSpace) -> Bool {
    space.isAchromatic?(c[0], c[1], c[2]) ?? false
  }

  /// CSS Color 4's hue interpolation: the two hues adjusted so that going straight from one to the other goes
  /// `method`'s way round.
  private static func fixup(_ first: Double, _ second: Double, _ method: HueMethod) -> (Double, Double) {
    var (a, b) = (first, second)
    switch method {
    case .shorter:
      if b - a > 180 { a += 360 } else if b - a < -180 { b += 360 }
    case .longer:
      if 0 < b - a && b - a < 180 { a += 360 } else if -180 < b - a && b - a <= 0 { b += 360 }
    case .increasing:
      if b < a { b += 360 }
    case .decreasing:
      if a < b { a += 360 }
    }
    return (a, b)
  }
}
