extension ColorStore {
  /// The current color exactly as it was set (`#777777` is 46.67% gray, not 46.7%), and the CSS text that writes
  /// it in the notation it was given in. Within the store's RGB 0–100 model: opaque and inside sRGB.
  public struct Exact: Hashable, Sendable {
    /// The color exactly.
    public let color: Color
    /// CSS text that reads back as `color`.
    public let text: String

    /// The exact color `color`, written `text` (CSS text that reads back as it).
    init(color: Color, text: String) {
      self.color = color
      self.text = text
    }

    /// The exact color a reading gives the store, opaque (a translucent reading's alpha is dropped, as the store
    /// drops it) and inside sRGB, when it was written in a notation (a hex, a CSS function) or is more than the
    /// tenths it is kept in; nil otherwise.
    public init?(_ reading: ColorReading) {
      let opaque = reading.exact.withAlpha(1)
      guard reading.warnings.isEmpty, reading.gamut == nil, RGB(opaque).isWithin(0),
        reading.givenText != nil || opaque != Color(StoredColor(rounding: opaque))
      else { return nil }
      color = opaque
      text = reading.exact.isOpaque ? reading.text : opaque.exactText
    }
  }
}
