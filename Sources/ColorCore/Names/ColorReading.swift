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
  @usableFromInline package var isStored = false

  /// Whether the text named a color outside sRGB that was mapped into it (`gamut` says from what).
  public var wasOutOfGamut: Bool { gamut != nil }

  /// The components the text wrote `none` (0 in the color), which `color-mix()` takes from the other color.
  @usableFromInline var missing: MissingComponents = []

  /// Whether the color is computed (an operation's result) rather than read from text.
  @usableFromInline var isComputed = false

  /// The color function the text wrote, kept to write it again (`text`).
  @usableFromInline var spelling: CSSSpelling?
  /// The text the color was written in when that is not a function: a hex, or a palette entry's text.
  @usableFromInline var storedText: String?

  /// CSS text that reads back as `exact`, exactly, in the notation the text gave it where that is a CSS function
  /// or a hex (`oklch(63.7% 0.237 25.331)`, `color(display-p3 0 1 0)`, `rgb(255 0 0 / 0.5)`: the modern form of
  /// what was written; `#ff000080`); otherwise `#rrggbb` (`#rrggbbaa`) for a color that is exactly 8-bit, as a
  /// name is, and `Color.description`'s `color(srgb R G B)` for any other (a mix, an operation's result).
  public var text: String {
    givenText ?? exact.exactText
  }

  /// The text of the notation the color was given in (a CSS function, a hex), nil for a name or channels, and
  /// for text whose values were clamped (`rgb(300 0 0)`: the color is the clamped one).
  public var givenText: String? {
    warnings.isEmpty ? storedText ?? spelling?.text : nil
  }

  /// Whether the exact color lies at OKLCH lightness 0 or 1, which every gamut maps to black or white, because a
  /// lightness was clamped there as the text was read (a warning of `warnings`, which says it) or an operation
  /// took it there (a change asked for): its gamut mapping needs no warning of its own.
  package var isSettledByLightness: Bool {
    lightnessCanSettle && ColorReading.settles(OKLCH(RGB(exact)).lightness)
  }

  /// Whether an OKLCH lightness of 0 or 1 would settle this color: it is computed, or a lightness was clamped as
  /// its text was read.
  var lightnessCanSettle: Bool {
    isComputed || warnings.contains(where: { $0.component == .lightness && $0.source == .input })
  }

  /// Whether OKLCH `lightness` is 0 or 1, give or take a hair (a lightness of 1 through sRGB is 0.999999999999).
  static func settles(_ lightness: Double) -> Bool {
    lightness >= 1 - 1e-9 || lightness <= 1e-9
  }

  /// The reading of a saved color (`palette:NAME`) as the reading of its text: its exact color, in sRGB as it is
  /// when sRGB holds it, else gamut mapped with the warning; `warnings` are the palette file's.
  public init(_ entry: PaletteEntry, warnings: [RangeWarning] = []) {
    self = ColorArgument.reading(entry.exact, warnings: warnings) { _ in entry.text ?? entry.exact.description }
    isStored = true
    storedText = entry.text
  }

  /// A reading from its parts; `exact` is `color` unless given.
  @inlinable public init(color: Color, exact: Color? = nil, warnings: [RangeWarning] = [], gamut: GamutWarning? = nil) {
    self.color = color
    self.exact = exact ?? color
    self.warnings = warnings
    self.gamut = gamut
  }
}
