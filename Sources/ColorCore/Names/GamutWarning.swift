/// A color written outside sRGB (in `oklch()`, `lab()` and the like) that was gamut mapped into it: data, not
/// words (the executable words it).
public struct GamutWarning: Equatable, Sendable {
  /// The color as written.
  public var input: String
  /// The color kept instead: gamut mapped.
  public var used: Color

  /// A warning from its parts.
  public init(input: String, used: Color) {
    self.input = input
    self.used = used
  }
}
