/// A color written as one argument: `#rrggbb`, `#rgb`, `rgb(R, G, B)`, `rgb(R%, G%, B%)` or a color name.
public enum ColorArgument {
  /// The color meant, with warnings for `rgb(…)` channels that were clamped.
  public static func parse(_ text: String) throws(InputError) -> (Color, [RangeWarning]) {
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasPrefix("#") { return (try hex(text, digits: trimmed.dropFirst()), []) }
    if trimmed.lowercased().hasPrefix("rgb") { return try rgb(text, body: trimmed.dropFirst(3)) }
    return (try NameFolding.lookup(text).color, [])
  }

  private static func hex(_ text: String, digits: Substring) throws(InputError) -> Color {
    let values = digits.unicodeScalars.map { $0.properties.isASCIIHexDigit ? Int(String($0), radix: 16) : nil }
    guard values.count == 3 || values.count == 6, !values.contains(nil) else { throw .invalidColor(text) }
    let v = values.map { $0! }
    if v.count == 3 { return Color(red255: v[0] * 17, green255: v[1] * 17, blue255: v[2] * 17) }
    return Color(red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5])
  }

  private static func rgb(_ text: String, body: Substring) throws(InputError) -> (Color, [RangeWarning]) {
    var inner = body.trimmingWhitespace()
    guard inner.hasPrefix("("), inner.hasSuffix(")"), inner.count >= 2 else { throw .invalidColor(text) }
    inner = inner.dropFirst().dropLast()
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    guard parts.count == 3 else { throw .invalidColor(text) }
    let percentages = parts.filter { $0.hasSuffix("%") }.count
    guard percentages == 0 || percentages == 3 else { throw .invalidColor(text) }
    var color = Color.black
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
      let (tenths, warning) = range.clamp(value, channel: channel, input: number)
      color[channel] = tenths
      if let warning { warnings.append(warning) }
    }
    return (color, warnings)
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
