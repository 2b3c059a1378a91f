/// A color written outside a gamut (sRGB unless said: in `oklch()`, `lab()`, `color()` and the like) that was gamut
/// mapped into it: data, not words (the executable words it).
public struct GamutWarning: Equatable, Sendable {
  /// The color as written.
  public var input: String
  /// The color kept instead: gamut mapped.
  public var used: Color
  /// The gamut it was mapped into.
  public var gamut: ColorSpace

  /// A warning from its parts.
  public init(input: String, used: Color, gamut: ColorSpace = .srgb) {
    self.input = input
    self.used = used
    self.gamut = gamut
  }
}
