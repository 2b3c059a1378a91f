extension Color {
  /// Where a blend interpolates.
  public enum BlendSpace: String, CaseIterable, Sendable {
    /// OKLab, straight lines in L, a and b (perceptually even).
    case oklab
    /// Gamma-encoded sRGB channels.
    case srgb
    /// Linear-light sRGB channels.
    case linear
  }
}

/// `Color.BlendSpace`, by its short name inside the package.
typealias BlendSpace = Color.BlendSpace
