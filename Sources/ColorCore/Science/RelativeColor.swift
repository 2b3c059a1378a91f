/// CSS Color 5 relative colors: `oklch(from var(--brand) calc(l + 0.1) c h)`, `rgb(from red r g calc(b + 20) /
/// alpha)`, `color(from green display-p3 r g b / 0.5)`.
///
/// The origin color after `from` is read as any color, converted into the function's space, and each channel
/// keyword of the function stands for the origin's value there, as a number: `r g b` of `rgb()` on 0–255; `h s l`
/// of `hsl()` and `h w b` of `hwb()` with the hue in degrees and the others on 0–100; `l a b` of `lab()` and
/// `oklab()`, `l c h` of `lch()` and `oklch()` on their own scales (`oklch()`'s lightness 0–1); `r g b` of
/// `color()` in its space on 0–1 (`x y z` for the XYZ spaces); `alpha` 0–1 everywhere. A hue the origin does not
/// have (a gray's) is 0; an `rgb()` channel is taken to 7 decimals. What remains is read as the function itself,
/// `calc()` and all; an alpha left out is the origin's, not 1.
enum RelativeColor {
  /// The functions that take `from`.
  static let functions: Set = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

  /// The absolute color function `text` means when it is a relative color (the origin read by `read`), nil when
  /// it is not one.
  static func resolve(
    _ text: String, reading read: (String) throws(InputError) -> ColorReading
  ) throws(InputError) -> String? {
    let trimmed = text.trimmingWhitespace()
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let function = trimmed[..<open].lowercased()
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingWhitespace()
    guard functions.contains(function), inner.prefix(4).lowercased() == "from",
      let separator = inner.dropFirst(4).first, isBlank(separator)
    else { return nil }
    // Each nested relative color or `color-mix()` is read by a call of its own: their number is bounded, and so is
    // the stack.
    let nested = ColorMix.occurrences(of: "from", in: inner[...]) + ColorMix.mixes(in: inner[...])
    guard nested <= ColorMix.maximumNesting else {
      throw InputError.invalidColorFunction(text, reason: .relativeNesting(limit: ColorMix.maximumNesting))
    }
    let afterFrom = inner.dropFirst(5).trimmingWhitespace()
    let originEnd = end(ofFirstToken: afterFrom)
    let origin = try read(String(afterFrom[..<originEnd])).exact
    var rest = afterFrom[originEnd...].trimmingWhitespace()
    var space = spaceOfFunction(function)
    var prefix = ""
    if function == "color" {
      let nameEnd = end(ofFirstToken: rest)
      let name = String(rest[..<nameEnd])
      guard let named = ColorSpace(cssName: name) else {
        throw InputError.invalidColorFunction(text, reason: .unknownColorSpace(name))
      }
      space = named
      prefix = name + " "
      rest = rest[nameEnd...].trimmingWhitespace()
    }
    var values = channels(of: origin, in: space, function: function)
    values.append(("alpha", origin.alpha))
    var body = substituted(rest, values)
    if !hasAlpha(rest) && origin.alpha < 1 { body += " / " + number(origin.alpha) }
    return "\(function)(\(prefix)\(body))"
  }

  /// The space whose channels a function's keywords name (`color()`'s is given in its parentheses).
  private static func spaceOfFunction(_ function: String) -> ColorSpace {
    switch function {
    case "hsl", "hsla": .hsl
    case "hwb": .hwb
    case "lab": .lab
    case "lch": .lch
    case "oklab": .oklab
    case "oklch": .oklch
    default: .srgb
    }
  }

  /// The keywords of `function` in `space` and the origin's values for them.
  private static func channels(
    of color: Color, in space: ColorSpace, function: String
  ) -> [(String, Double)] {
    let (first, second, third) = color.coordinates(in: space)
    var values = [first, second, third].map { $0.isFinite ? $0 : 0 }
    let names: [String]
    if function == "rgb" || function == "rgba" {
      names = ["r", "g", "b"]
      // On 0–255 to 7 decimals: a conversion's last-bit noise (-1e-13 where the color has 0) would be clamped, and
      // warned of, as a value out of range.
      values = values.map { ColorText.rounded($0 * 255, places: 7) }
    } else if function == "color" {
      names = space.name.hasPrefix("xyz") ? ["x", "y", "z"] : ["r", "g", "b"]
    } else {
      names = space.components.map { $0.letter.lowercased() }
    }
    // A hue is powerless where the color has none: 0, as CSS gives a missing component.
    let achromatic = space.isAchromatic?(values[0], values[1], values[2]) ?? false
    for (index, component) in space.components.enumerated() where component.isHue && achromatic {
      values[index] = 0
    }
    return Array(zip(names, values))
  }

  /// `text` with each channel keyword, a whole identifier that is not a function's name nor a number's unit,
  /// replaced by its value (in any ASCII case).
  private static func substituted(_ text: Substring, _ values: [(String, Double)]) -> String {
    var out = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard isIdentifierStart(character) else {
        out.append(character)
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, isIdentifierPart(text[end]) { end = text.index(after: end) }
      let word = text[index..<end]
      let isUnit = index > text.startIndex && isNumberEnd(text[text.index(before: index)])
      let isFunction = end < text.endIndex && text[end] == "("
      if !isUnit, !isFunction, let value = values.first(where: { $0.0 == word.lowercased() })?.1 {
        out += number(value)
      } else {
        out += word
      }
      index = end
    }
    return out
  }

  /// A value as CSS reads it back exactly.
  private static func number(_ value: Double) -> String {
    ColorText.shortest(value)
  }

  /// Whether components hold an alpha: a `/` outside parentheses (not one of `calc(w / 2)`).
  private static func hasAlpha(_ text: Substring) -> Bool {
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if character == "/" && depth == 0 { return true }
    }
    return false
  }

  /// The end of the first token of `text`: a run to a blank, with any parentheses in it closed (`var(--a, red)`,
  /// `oklch(0.5 0.1 200)`).
  private static func end(ofFirstToken text: Substring) -> Substring.Index {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if depth == 0 && isBlank(character) { break }
      index = text.index(after: index)
    }
    return index
  }

  private static func isBlank(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r"
  }

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character.isLetter || character == "_"
  }

  private static func isIdentifierPart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
  }

  /// Whether a character can end a number, so that letters after it are its unit (`20deg`, `1e3`).
  private static func isNumberEnd(_ character: Character) -> Bool {
    character.isNumber || character == "."
  }
}
