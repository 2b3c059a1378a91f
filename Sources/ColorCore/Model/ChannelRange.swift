extension RangeWarning {
  /// The scale a channel value is written on, and the one clamp rule every path uses.
  public enum ChannelRange: Equatable, Sendable {
    /// 0–100, kept to tenths: typed values, `rgb(R%, G%, B%)` and the store files.
    case percent
    /// 0–255 integers: `rgb(R, G, B)`.
    case byte
    /// 0–1: an alpha, the lightness of `oklab()` and `oklch()`.
    case unit
    /// 0 or more: a chroma, an `hsl()` saturation.
    case nonNegative
    /// Exactly 1: the alpha of a color about to be stored, which is opaque (`RangeWarning.alphaNotKept`).
    case opaque
    /// 0–100 in tenths: a store or palette file's channel written with finer decimals (`10.04`), which the file
    /// keeps rounded to tenths (`RangeWarning.rounded`).
    case tenths

    /// The lowest and highest valid value (`Int.max` for no highest).
    public var bounds: ClosedRange<Int> {
      switch self {
      case .percent: 0...100
      case .byte: 0...255
      case .unit: 0...1
      case .nonNegative: 0...Int.max
      case .opaque: 1...1
      case .tenths: 0...100
      }
    }

    /// Clamps `value` to this range and converts it to stored tenths, with a warning when it was out of range.
    ///
    /// The range check sees the exact number before any rounding: `100.04` is out of range.
    /// For `.byte`, `value` must be an integer.
    public func clamp(
      _ value: ExactDecimal, channel: Channel, input: String, source: RangeWarning.Source = .input
    ) -> (tenths: Int, warning: RangeWarning?) {
      let (used, warning) = limited(value, channel: channel, input: input, source: source)
      switch self {
      case .percent: return (used.roundedTenths, warning)
      case .byte: return (StoredColor.tenths(of8Bit: used.roundedTenths / 10), warning)
      case .unit: return (used.roundedTenths * 100, warning)
      case .nonNegative, .opaque, .tenths: return (used.roundedTenths, warning)
      }
    }

    /// Clamps `value` to this range as `clamp` does, without rounding: the channel on 0...1 (`value / 100` or
    /// `value / 255`), and a warning when it was out of range.
    ///
    /// A percentage within 0.00005 of an 8-bit value (`53.3333` for 136) is that 8-bit value exactly: colormix
    /// prints channels to 4 decimals, so that what it printed for an 8-bit color reads back as that color. No
    /// tenth is that close to an 8-bit value it is not equal to.
    public func clampExactly(
      _ value: ExactDecimal, channel: Channel, input: @autoclosure () -> String, source: RangeWarning.Source = .input
    ) -> (value: Double, warning: RangeWarning?) {
      let (used, warning) = limited(value, channel: channel, input: input(), source: source)
      var exact = used.doubleValue / Double(bounds.upperBound)
      if self == .percent {
        let byte = (exact * 255).rounded()
        if abs(exact - byte / 255) <= 0.0000005 + 1e-12 { exact = byte / 255 }
      }
      return (exact, warning)
    }

    /// `value`, or the nearer end of this range with a warning when it lies outside: the one clamp rule. `input` is
    /// made only for the warning.
    private func limited(
      _ value: ExactDecimal, channel: Channel, input: @autoclosure () -> String, source: RangeWarning.Source
    ) -> (used: ExactDecimal, warning: RangeWarning?) {
      // The usual value, within a range from 0, is found so with integers alone.
      if bounds.lowerBound == 0, value.isWithin(zeroThrough: bounds.upperBound) == true { return (value, nil) }
      let low = ExactDecimal(tenths: bounds.lowerBound * 10)
      let high = ExactDecimal(tenths: bounds.upperBound * 10)
      let used: ExactDecimal
      if value < low {
        used = low
      } else if high < value {
        used = high
      } else {
        return (value, nil)
      }
      return (
        used, RangeWarning(channel: channel, input: input(), value: value, range: self, used: used, source: source)
      )
    }
  }
}

/// `RangeWarning.ChannelRange`, by its short name inside the package.
typealias ChannelRange = RangeWarning.ChannelRange
