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
}
