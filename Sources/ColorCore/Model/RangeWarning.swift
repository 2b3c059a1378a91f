/// A channel value that was outside its range and was clamped.
public struct RangeWarning: Equatable, Sendable {
  public var channel: Channel
  /// The value as entered (or the sum, for a relative step).
  public var entered: String
  /// The value used instead, as printed.
  public var used: String
  /// The valid range, as printed: `0–100`, or `0–255` for `rgb(…)`.
  public var range: String

  public init(channel: Channel, entered: String, usedTenths: Int) {
    self.init(channel: channel, entered: entered, used: Color.text(ofTenths: usedTenths), range: "0–100")
  }

  public init(channel: Channel, entered: String, used: String, range: String) {
    self.channel = channel
    self.entered = entered
    self.used = used
    self.range = range
  }
}
