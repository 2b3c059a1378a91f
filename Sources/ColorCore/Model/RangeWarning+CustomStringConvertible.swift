extension RangeWarning: CustomStringConvertible {
  /// The warning a person reads, `red 150 is out of range 0–100; using 100`, after the file's path for a value read
  /// from a file (`/s/color.json: red 150 …`); `alpha 0.5 is not kept; the stored color is opaque` for an alpha
  /// the store does not keep; `red 10.04 is kept to tenths; using 10` for a file's value finer than the tenths it
  /// keeps.
  public var description: String {
    if range == .opaque { return "alpha \(number) is not kept; the stored color is opaque" }
    let text =
      range == .tenths
      ? "\(name) \(number) is kept to tenths; using \(used)" : "\(Self.outOfRange([self])); using \(used)"
    guard case .file(let path) = source else { return text }
    return Visible.escape(path) + ": " + text
  }

  /// `red 150 and green -3 are out of range 0–100`, or each with its range when the ranges differ: the clause that
  /// says which values were out of range, without a period; then, after `; `, each alpha the store does not keep.
  static func outOfRange(_ all: [RangeWarning]) -> String {
    let warnings = all.filter { $0.range != .opaque && $0.range != .tenths }
    let dropped = all.filter { $0.range == .opaque || $0.range == .tenths }.map(\.description)
    guard !warnings.isEmpty else { return dropped.joined(separator: "; ") }
    return ([clamped(warnings)] + dropped).joined(separator: "; ")
  }

  /// `red 150 and green -3 are out of range 0–100` for warnings of values clamped into a range.
  private static func clamped(_ warnings: [RangeWarning]) -> String {
    let values = warnings.map { "\($0.name) \($0.number)" }
    let ranges = warnings.map(\.range.description)
    if Set(ranges).count > 1 {
      return zip(values, ranges).map { "\($0) is out of range \($1)" }.joined(separator: ", ")
    }
    let listed =
      values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " and " + values[values.count - 1]
    return "\(listed) \(values.count == 1 ? "is" : "are") out of range \(ranges.first ?? "")"
  }

  /// The number in its shortest exact form (`+150` and `0150` show as `150`; a step shows its sum), a file value
  /// too (`1.5e2` shows as `150`); one longer than 24 characters as it was written when that is short (`1e2000`),
  /// else with an exponent (`1.23456…e40`).
  private var number: String {
    // File values too: `1.5e2` in the store reads `150`, like a typed value (JSON `input` keeps the text).
    let shortest = value.shortened()
    guard shortest != value.description else { return shortest }
    if input.utf8.count <= 24 { return Visible.escape(input) }
    // Worked out from the text, so that a number past what a file's reader keeps (10^2000) shows as written.
    return ExactDecimal.scientific(writing: input) ?? shortest
  }
}

extension RangeWarning.ChannelRange: CustomStringConvertible {
  /// The range as written in messages: `0–100`, `0–255`, `0 or more`.
  public var description: String {
    self == .nonNegative ? "0 or more" : "\(bounds.lowerBound)–\(bounds.upperBound)"
  }
}
