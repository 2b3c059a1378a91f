extension Color {
  /// Where a blend interpolates.
  public enum BlendSpace: String, CaseIterable, Sendable {
    /// OKLab, straight lines in L, a and b (perceptually even).
    case oklab
    /// Gamma-encoded sRGB channels.
    case srgb
    /// Linear-light sRGB channels.
    case linear

    /// The registry's space: `oklab`, `srgb` or `srgb-linear`.
    public var space: ColorSpace {
      switch self {
      case .oklab: .oklab
      case .srgb: .srgb
      case .linear: .srgbLinear
      }
    }
  }
}

/// `Color.BlendSpace`, by its short name inside the package.
typealias BlendSpace = Color.BlendSpace
