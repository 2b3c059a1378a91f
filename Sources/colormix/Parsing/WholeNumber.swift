/// The one grammar of whole-number operands and options (`distinct N`, `--count`, `--seed`, `--steps`, `--sides`):
/// ASCII digits only, any number of leading zeros (`010` is 10); no sign, point, exponent or blank.
enum WholeNumber {
  /// The value `text` writes, or nil when it is not digits only or exceeds `UInt64.max`.
  static func parse(_ text: some StringProtocol) -> UInt64? {
    guard !text.isEmpty else { return nil }
    var value: UInt64 = 0
    for byte in text.utf8 {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow && !carry else { return nil }
      value = sum
    }
    return value
  }

  /// `text` as a whole number in `range`, or a usage error naming `name` and the range.
  static func parse(_ text: String, for name: String, in range: ClosedRange<Int>, limit: String? = nil)
    throws(UsageError) -> Int
  {
    guard let value = parse(text), value <= UInt64(range.upperBound), range.contains(Int(value)) else {
      throw .invalidAmount(
        text, for: name, range: "\(range.lowerBound)–\(range.upperBound) (\(limit ?? "a whole number, digits only"))")
    }
    return Int(value)
  }
}
