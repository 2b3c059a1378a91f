/// A channel value from the command line: absolute (`70`) or, for `slide`, a signed relative step (`+5`, `-0.5`).
package struct ChannelValue: Equatable, Sendable {
  package var number: RangeWarning.ExactDecimal
  package var isRelative: Bool
  /// The value as typed.
  package var text: String

  /// Parses `[+-]?[0-9]+(\.[0-9]+)?`; a leading sign makes it relative when `signMeansRelative`.
  package init(parsing text: String, signMeansRelative: Bool = false) throws(InputError) {
    guard let number = RangeWarning.ExactDecimal(text) else { throw .invalidNumber(text) }
    self.number = number
    self.text = text
    self.isRelative = signMeansRelative && (text.hasPrefix("+") || text.hasPrefix("-"))
  }

  /// The tenths to store for `channel`, starting from `current` for a relative step, and a warning when clamped.
  package func resolve(channel: Channel, current: Int) -> (tenths: Int, warning: RangeWarning?) {
    let value = isRelative ? RangeWarning.ExactDecimal(tenths: current) + number : number
    return ChannelRange.percent.clamp(value, channel: channel, input: text)
  }
}
