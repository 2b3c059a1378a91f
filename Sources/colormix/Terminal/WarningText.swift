import ColorCore

/// The words of a range warning: `red 150 is out of range 0–100; using 100`.
enum WarningText {
  /// The whole message, prefixed with the file's path for a warning about a file.
  static func describe(_ warning: RangeWarning) -> String {
    let text =
      "\(warning.channel.rawValue) \(number(warning)) is out of range \(range(warning.range)); using "
      + warning.used.description
    guard case .file(let path) = warning.source else { return text }
    return Visible.escape(path) + ": " + text
  }

  /// The number in its shortest exact form (`+150` and `0150` show as `150`; a step shows its sum); a file's
  /// number as written there.
  static func number(_ warning: RangeWarning) -> String {
    guard case .input = warning.source else { return Visible.escape(warning.input) }
    return warning.value.description
  }

  static func range(_ range: ChannelRange) -> String {
    "\(range.bounds.lowerBound)–\(range.bounds.upperBound)"
  }
}
