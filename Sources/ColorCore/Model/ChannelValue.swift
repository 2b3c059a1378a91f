/// A channel value from the command line: absolute (`70`) or, for `slide`, a signed relative step (`+5`, `-0.5`).
public struct ChannelValue: Equatable, Sendable {
  /// The number, exactly, its sign included.
  public var number: RangeWarning.ExactDecimal
  /// Whether it is a step from the current value (a signed number where a sign means so).
  public var isRelative: Bool
  /// The value as typed.
  public var text: String

  /// Parses `[+-]?[0-9]+(\.[0-9]+)?`; a leading sign makes it relative when `signMeansRelative`.
  public init(parsing text: String, signMeansRelative: Bool = false) throws(InputError) {
    guard let number = RangeWarning.ExactDecimal(text) else { throw .invalidNumber(text) }
    self.number = number
    self.text = text
    self.isRelative = signMeansRelative && (text.hasPrefix("+") || text.hasPrefix("-"))
  }

  /// The tenths to store for `channel`, starting from `current` for a relative step, and a warning when clamped.
  public func resolve(channel: Channel, current: Int) -> (tenths: Int, warning: RangeWarning?) {
    let value = isRelative ? RangeWarning.ExactDecimal(tenths: current) + number : number
    return ChannelRange.percent.clamp(value, channel: channel, input: text)
  }
}
