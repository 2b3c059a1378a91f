/// A color argument read: the color meant and what had to change to get it.
public struct ColorReading: Equatable, Sendable {
  /// The color meant in sRGB, alpha kept: `exact`, or `exact` gamut mapped into sRGB when it lies outside.
  public var color: Color
  /// The color as the text gave it, exactly: outside sRGB (extended range) when it lies there.
  public var exact: Color
  /// Values that were clamped: `rgb(…)` channels, an alpha, a lightness, a negative chroma or saturation.
  public var warnings: [RangeWarning]
  /// Set when the color was outside sRGB: `color` is `exact` gamut mapped.
  public var gamut: GamutWarning?
  /// Whether the color is a stored one (`palette:NAME`): tenths, not text.
  package var isStored = false

  /// Whether the text named a color outside sRGB that was mapped into it (`gamut` says from what).
  public var wasOutOfGamut: Bool { gamut != nil }

  /// A reading from its parts; `exact` is `color` unless given.
  public init(color: Color, exact: Color? = nil, warnings: [RangeWarning] = [], gamut: GamutWarning? = nil) {
    self.color = color
    self.exact = exact ?? color
    self.warnings = warnings
    self.gamut = gamut
  }
}
