/// A color written as one argument: `#rrggbb`, `#rgb`, `rgb(R, G, B)`, `rgb(R%, G%, B%)`, `rgb(R G B)`, a color
/// name, bare hex `rrggbb` or `rgb` (after the names: a catalog name always wins), or a CSS Color 4 function
/// `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` (gamut mapped into sRGB when outside it).
/// `palette:NAME` needs the palette and is resolved by the caller.
package enum ColorArgument {
  /// The color meant, with warnings for `rgb(…)` channels that were clamped (a gamut mapping is not reported;
  /// see `read`).
  package static func parse(_ text: String) throws(InputError) -> (Color, [RangeWarning]) {
    let reading = try read(text)
    return (reading.color, reading.warnings)
  }

  /// The color meant, with warnings for clamped `rgb(…)` channels and for a gamut mapping.
  package static func read(_ text: String) throws(InputError) -> ColorReading {
    if let scalar = ControlCharacter.firstHidden(in: text) { throw .hiddenCharacter(text, scalar) }
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasPrefix("#") { return ColorReading(color: try hex(text, digits: trimmed.dropFirst())) }
    let lowered = trimmed.lowercased()
    if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgb ") {
      let (color, warnings) = try rgb(text, body: trimmed.dropFirst(3))
      return ColorReading(color: color, warnings: warnings)
    }
    // A catalog name may hold parentheses (`Violet (Purple)`): a name is looked for before a function, and before
    // bare hex. The lookup that works out suggestions runs only when nothing matched.
    if let named = NameFolding.match(text) { return ColorReading(color: named.color) }
    if trimmed.contains("(") {
      let parsed: ColorFunction.Parsed
      do {
        parsed = try ColorFunction.parse(String(trimmed))
      } catch {
        throw .invalidColorFunction(text, reason: error)
      }
      // Under half an 8-bit step outside sRGB is clipped quietly; only beyond it is the color gamut mapped.
      let mapped =
        parsed.rgb.isWithin(RGB.readingTolerance)
        ? MappedColor(color: parsed.exact ? parsed.rgb.exactColor : parsed.rgb.color, wasOutOfGamut: false)
        : GamutMapping.color(for: parsed.rgb)
      let changed = mapped.wasOutOfGamut || parsed.clamped
      let warning = changed ? GamutWarning(input: String(trimmed), used: mapped.color) : nil
      return ColorReading(color: mapped.color, gamut: warning)
    }
    // All digits (`123456`, `100`) is a number, not hex: a lone number never silently becomes a color.
    if isBareHex(trimmed) && trimmed.utf8.contains(where: { $0 > UInt8(ascii: "9") }) {
      return ColorReading(color: try hex(text, digits: trimmed))
    }
    return ColorReading(color: try NameFolding.lookup(text).color)
  }

  /// The color of `#rrggbb` or `#rgb` (any case), and of nothing else: the `"hex"` of colormix's JSON.
  package static func hashHex(_ text: String) -> Color? {
    guard text.hasPrefix("#"), isBareHex(text.dropFirst()) else { return nil }
    return try? hex(text, digits: text.dropFirst())
  }

  /// Whether `text` is 3 or 6 hex digits and nothing else.
  package static func isBareHex(_ text: some StringProtocol) -> Bool {
    (text.utf8.count == 3 || text.utf8.count == 6) && text.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
  }

  private static func hex(_ text: String, digits: Substring) throws(InputError) -> Color {
    // A plain loop over bytes: optionals and `Int(_:radix:)` cost generic instantiations on the start path.
    var v: [Int] = []
    for byte in digits.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): v.append(Int(byte) - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): v.append(Int(byte) - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): v.append(Int(byte) - 55)
      default: throw .invalidColor(text)
      }
    }
    guard v.count == 3 || v.count == 6 else { throw .invalidColor(text) }
    if v.count == 3 { return Color(red255: v[0] * 17, green255: v[1] * 17, blue255: v[2] * 17) }
    return Color(red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5])
  }

  private static func rgb(_ text: String, body: Substring) throws(InputError) -> (Color, [RangeWarning]) {
    var inner = body.trimmingWhitespace()
    guard inner.hasPrefix("("), inner.hasSuffix(")"), inner.count >= 2 else { throw .invalidColor(text) }
    inner = inner.dropFirst().dropLast()
    if inner.contains("/") { throw .invalidColorFunction(text, reason: .alphaNotSupported) }
    let parts =
      inner.contains(",")
      ? inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
      : inner.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.trimmingWhitespace() }
    guard parts.count == 3 else { throw .invalidColor(text) }
    let percentages = parts.filter { $0.hasSuffix("%") }.count
    guard percentages == 0 || percentages == 3 else { throw .invalidColor(text) }
    var channels = [0.0, 0.0, 0.0]
    var warnings: [RangeWarning] = []
    for (channel, part) in zip(Channel.allCases, parts) {
      let number: String
      let range: ChannelRange
      if percentages == 3 {
        (number, range) = (String(part.dropLast()).trimmingWhitespace().description, .percent)
      } else {
        guard !part.contains(".") else { throw .invalidColor(text) }
        (number, range) = (String(part), .byte)
      }
      guard let value = ExactDecimal(number) else { throw .invalidColor(text) }
      let (exact, warning) = range.clampExactly(value, channel: channel, input: number)
      channels[channel.index] = exact
      if let warning { warnings.append(warning) }
    }
    return (Color(red: channels[0], green: channels[1], blue: channels[2]), warnings)
  }
}

extension StringProtocol {
  /// Without surrounding spaces, tabs, carriage returns and line feeds (`\r\n` included: measured in scalars,
  /// not characters).
  func trimmingWhitespace() -> Substring {
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let scalars = Substring(self).unicodeScalars
    guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = scalars.lastIndex(where: { !isSpace($0) })!
    return Substring(scalars[start...end])
  }
}
