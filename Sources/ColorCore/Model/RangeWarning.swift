/// A value that was outside its range and was clamped; `description` is the warning a person reads.
public struct RangeWarning: Equatable, Sendable {
  /// Where the value came from.
  public enum Source: Equatable, Sendable {
    /// Typed on the command line (or in a color argument).
    case input
    /// Read from a store or palette file.
    case file(path: String)
  }

  /// The channel the value was for.
  public var channel: Channel
  /// The number as written: `0150`, `100.04`, `+20`, or the number's text in the file.
  public var input: String
  /// The number that was checked: the input itself, or the sum for a relative step (`+20` from 95 is 115).
  public var value: ExactDecimal
  /// The scale the value was checked against.
  public var range: ChannelRange
  /// The value kept instead, on `range`'s scale (`100`, or `255` for `rgb()` integers).
  public var used: ExactDecimal
  /// Where the value came from.
  public var source: Source

  /// A warning from its parts.
  public init(
    channel: Channel, input: String, value: ExactDecimal, range: ChannelRange, used: ExactDecimal,
    source: Source = .input
  ) {
    self.channel = channel
    self.input = input
    self.value = value
    self.range = range
    self.used = used
    self.source = source
  }
}
