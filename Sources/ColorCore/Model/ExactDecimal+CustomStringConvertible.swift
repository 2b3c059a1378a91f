extension ExactDecimal: CustomStringConvertible {
  /// The shortest exact text: `-0.05`, `115`, `50.45`.
  public var description: String {
    let digits = self.digits
    var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
    text.reserveCapacity(digits.count + 2)
    for index in stride(from: digits.count - 1, through: 0, by: -1) {
      if index == scale - 1 { text.append(UInt8(ascii: ".")) }
      text.append(UInt8(ascii: "0") + digits[index])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `description` when it has at most `limit` characters, else the number with an exponent and at most six
  /// significant digits, `…` marking digits left out: `1e2000`, `-1.23456…e-40`. For messages, which must stay one
  /// readable line however large a number in a file is.
  func shortened(limit: Int = 24) -> String {
    let full = description
    let digits = self.digits
    guard full.utf8.count > limit, let top = digits.lastIndex(where: { $0 != 0 }) else { return full }
    return ExactDecimal.scientific(
      negative: isNegative, significant: digits[...top].reversed().map { $0 }, exponent: top - scale)
  }

  /// The number `text` writes (`[+-]digits[.digits][e[+-]digits]`, a JSON number too) with an exponent, as
  /// `shortened` writes it, worked out from the text itself (so a number past what `init(jsonNumber:)` keeps is
  /// shown as written); nil for other text.
  static func scientific(writing text: String) -> String? {
    var bytes = Array(text.utf8)[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    let mark = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    let mantissa = bytes[..<(mark ?? bytes.endIndex)]
    var exponent = 0
    if let mark {
      let written = bytes[(mark + 1)...]
      guard let value = Int(String(decoding: written, as: UTF8.self)), abs(value) < 1 << 40 else {
        // An exponent past what any reader keeps (`1e99999999999999999999999`): as written, each part cut to a
        // readable length with `…`, never another number.
        let digits = written.drop { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        func cut(_ part: ArraySlice<UInt8>, _ limit: Int) -> String {
          String(decoding: part.prefix(limit), as: UTF8.self) + (part.count > limit ? "…" : "")
        }
        let sign = written.first == UInt8(ascii: "-") ? "-" : ""
        return (negative ? "-" : "") + cut(mantissa, 12) + "e" + sign + cut(digits, 30)
      }
      exponent = value
    }
    let parts = mantissa.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, parts.allSatisfy({ $0.allSatisfy(isDigit) }),
      parts.count == 1 || !parts[1].isEmpty
    else { return nil }
    let all = (whole + (parts.count == 2 ? parts[1] : [])).map { $0 - UInt8(ascii: "0") }
    guard let first = all.firstIndex(where: { $0 != 0 }) else { return "0" }
    return scientific(
      negative: negative, significant: Array(all[first...]), exponent: whole.count - 1 - first + exponent)
  }

  /// `d.ddddd…eN` from the significant digits, most significant first.
  private static func scientific(negative: Bool, significant: [UInt8], exponent: Int) -> String {
    let shown = Array(significant.prefix(6))
    let rest = shown.dropFirst().reversed().drop(while: { $0 == 0 }).reversed()
    let cut = significant.dropFirst(shown.count).contains { $0 != 0 }
    var text = negative ? "-" : ""
    text += String(shown[0])
    if !rest.isEmpty { text += "." + rest.map(String.init).joined() }
    if cut { text += "…" }
    return text + "e" + String(exponent)
  }
}
