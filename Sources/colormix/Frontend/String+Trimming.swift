extension String {
  /// Without surrounding spaces, tabs and carriage returns.
  func trimmingWhitespaceAndReturn() -> String {
    // A line that starts and ends in another byte (the common one) is kept whole without a look at its characters.
    let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    if let first = utf8.first, let last = utf8.last, !blank(first), !blank(last) { return self }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
