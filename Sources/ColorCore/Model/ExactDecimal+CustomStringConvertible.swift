extension ExactDecimal: CustomStringConvertible {
  /// The shortest exact text: `-0.05`, `115`, `50.45`.
  public var description: String {
    var text = isNegative ? "-" : ""
    for index in stride(from: digits.count - 1, through: 0, by: -1) {
      if index == scale - 1 { text += "." }
      text += String(digits[index])
    }
    return text
  }

  /// `description` when it has at most `limit` characters, else the number with an exponent and at most six
  /// significant digits, `…` marking digits left out: `1e2000`, `-1.23456…e-40`. For messages, which must stay one
  /// readable line however large a number in a file is.
  package func shortened(limit: Int = 24) -> String {
    let full = description
    guard full.utf8.count > limit, let top = digits.lastIndex(where: { $0 != 0 }) else { return full }
    let significant = digits[..<(top + 1)].reversed().map { $0 }
    let shown = Array(significant.prefix(6))
    let rest = shown.dropFirst().reversed().drop(while: { $0 == 0 }).reversed()
    let cut = significant.dropFirst(shown.count).contains { $0 != 0 }
    var text = isNegative ? "-" : ""
    text += String(shown[0])
    if !rest.isEmpty { text += "." + rest.map(String.init).joined() }
    if cut { text += "…" }
    return text + "e" + String(top - scale)
  }
}
