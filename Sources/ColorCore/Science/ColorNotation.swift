extension Color {
  /// A CSS Color 4 function that writes a color: `rgb()`, with sRGB's channels as 8-bit integers, and the function
  /// of each space of the registry that has one (`ColorSpace.cssFunction`), with that space's components.
  public enum Notation: String, CaseIterable, Sendable {
    /// `rgb(128 51 204)`: 8-bit channels.
    case rgb
    /// `hsl(270 60% 50%)`.
    case hsl
    /// `hwb(270 20% 20%)`.
    case hwb
    /// `lab(L a b)`, CIE Lab with a D50 white.
    case lab
    /// `lch(L C H)`, CIE LCH with a D50 white.
    case lch
    /// `oklab(L a b)`.
    case oklab
    /// `oklch(L C H)`.
    case oklch

    /// The space whose components the function writes: sRGB for `rgb()`.
    public var space: ColorSpace {
      switch self {
      case .rgb: .srgb
      case .hsl: .hsl
      case .hwb: .hwb
      case .lab: .lab
      case .lch: .lch
      case .oklab: .oklab
      case .oklch: .oklch
      }
    }
  }
}

/// `Color.Notation`, by its short name inside the package.
typealias ColorNotation = Color.Notation
