/// A color argument read: the color meant and what had to change to get it.
public struct ColorReading: Equatable, Sendable {
  /// The color meant, exactly.
  public var color: Color
  /// Channels of `rgb(…)` that were clamped.
  public var warnings: [RangeWarning]
  /// Set when the color was outside sRGB and was gamut mapped.
  public var gamut: GamutWarning?
  /// Whether the color is a stored one (`palette:NAME`): tenths, not text.
  package var isStored = false

  /// Whether the text named a color outside sRGB that was mapped into it (`gamut` says from what).
  public var wasOutOfGamut: Bool { gamut != nil }

  /// A reading from its parts.
  public init(color: Color, warnings: [RangeWarning] = [], gamut: GamutWarning? = nil) {
    self.color = color
    self.warnings = warnings
    self.gamut = gamut
  }
}
