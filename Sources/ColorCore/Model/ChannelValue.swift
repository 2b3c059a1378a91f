/// A channel value from the command line: absolute (`70`) or, for `slide`, a signed relative step (`+5`, `-0.5`).
public struct ChannelValue: Equatable, Sendable {
  public var number: ExactDecimal
  public var isRelative: Bool

  /// An absolute value.
  public init(number: ExactDecimal) {
    self.number = number
    self.isRelative = false
  }

  /// Parses `[+-]?[0-9]+(\.[0-9]+)?`; a leading sign makes it relative when `signMeansRelative`.
  public init(parsing text: String, signMeansRelative: Bool = false) throws(ColorError) {
    guard let number = ExactDecimal(text) else { throw .invalidNumber(text) }
    self.number = number
    self.isRelative = signMeansRelative && (text.hasPrefix("+") || text.hasPrefix("-"))
  }

  /// The tenths to store for `channel`, starting from `current` for a relative step, and a warning when clamped.
  public func resolve(channel: Channel, current: Int) -> (tenths: Int, warning: RangeWarning?) {
    let value = isRelative ? ExactDecimal(tenths: current) + number : number
    let tenths = value.clampedTenths
    guard value.isOutOfRange else { return (tenths, nil) }
    return (tenths, RangeWarning(channel: channel, entered: value.description, usedTenths: tenths))
  }
}
