extension StoredColor {
  /// A stored color made from channels that may be out of range, and what was clamped to make it.
  public struct Clamped: Equatable, Sendable {
    /// The color, each channel clamped to 0–100 and rounded to tenths (half up, on the exact decimal).
    public var color: StoredColor
    /// One warning per channel that was outside 0–100.
    public var warnings: [RangeWarning]
  }

  /// The color of three channels on 0–100 written as decimals (`50`, `79.55`, `-3`, `100.04`), by the store's one
  /// clamp rule: a value outside 0–100 becomes the nearest end, with a warning; the check sees the exact decimal
  /// before any rounding, so `100.04` is out of range.
  ///
  /// Throws `InputError.invalidNumber` for text that is not such a decimal.
  public static func clamping(red: String, green: String, blue: String) throws(InputError) -> Clamped {
    var color = StoredColor.black
    var warnings: [RangeWarning] = []
    for (channel, text) in zip(Channel.allCases, [red, green, blue]) {
      let (tenths, warning) = try ChannelValue(parsing: text).resolve(channel: channel, current: 0)
      color[channel] = tenths
      if let warning { warnings.append(warning) }
    }
    return Clamped(color: color, warnings: warnings)
  }
}
