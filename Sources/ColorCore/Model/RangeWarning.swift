/// A value that was outside its range and was clamped; `description` is the warning a person reads.
public struct RangeWarning: Equatable, Sendable {
  /// Where the value came from.
  public enum Source: Equatable, Sendable {
    /// Typed on the command line (or in a color argument).
    case input
    /// Read from a store or palette file.
    case file(path: String)
  }

  /// A component of a CSS color function that is not an rgb channel, clamped as CSS clamps it when it parses.
  public enum Component: String, Equatable, Sendable {
    /// The alpha, 0–1.
    case alpha
    /// The lightness of `lab()`, `lch()` (0–100), `oklab()` or `oklch()` (0–1).
    case lightness
    /// The chroma of `lch()` or `oklch()`, never below 0.
    case chroma
    /// The saturation of `hsl()`, never below 0.
    case saturation
  }

  /// The channel the value was for (meaningful only when `component` is nil).
  public var channel: Channel
  /// The function component the value was for; nil for a channel.
  public var component: Component?
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
    channel: Channel, component: Component? = nil, input: String, value: ExactDecimal, range: ChannelRange,
    used: ExactDecimal, source: Source = .input
  ) {
    self.channel = channel
    self.component = component
    self.input = input
    self.value = value
    self.range = range
    self.used = used
    self.source = source
  }
}

extension RangeWarning {
  /// What the value was for, as messages and JSON name it: `red`, `green`, `blue`, `alpha`, `lightness`, `chroma`
  /// or `saturation`.
  public var name: String { component?.rawValue ?? channel.rawValue }
}

extension RangeWarning {
  /// The warning for storing `color` when its alpha is below 1: the store keeps opaque colors, so the alpha is not
  /// kept (range `.opaque`, used 1); nil for an opaque color.
  public static func alphaNotKept(_ color: Color) -> RangeWarning? {
    guard color.alpha < 1 else { return nil }
    let text = ColorText.decimal(color.alpha, places: 4)
    return RangeWarning(
      channel: .red, component: .alpha, input: text, value: ExactDecimal(jsonNumber: text) ?? ExactDecimal(tenths: 0),
      range: .opaque, used: ExactDecimal(tenths: 10))
  }
}
