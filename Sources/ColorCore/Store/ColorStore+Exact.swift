extension ColorStore {
  /// The current color exactly as it was set, when that is more than its tenths (`#777777` is 46.67% gray, not
  /// 46.7%), and the CSS text that writes it. Within the store's RGB 0–100 model: opaque and inside sRGB.
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

    /// The exact color a reading gives the store, if it is more than the tenths it is kept in: opaque (a
    /// translucent reading's alpha is dropped, as the store drops it) and inside sRGB; nil otherwise.
    public init?(_ reading: ColorReading) {
      let opaque = reading.exact.withAlpha(1)
      guard reading.warnings.isEmpty, reading.gamut == nil, RGB(opaque).isWithin(0),
        opaque != Color(StoredColor(rounding: opaque))
      else { return nil }
      color = opaque
      text = reading.exact.isOpaque ? reading.text : opaque.exactText
    }
  }
}
