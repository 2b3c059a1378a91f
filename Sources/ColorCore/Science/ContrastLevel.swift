extension Color {
  /// A WCAG 2.2 contrast requirement for text.
  public enum ContrastLevel: String, CaseIterable, Sendable {
    /// AA, normal text: 4.5:1.
    case aaNormal
    /// AA, large text: 3:1.
    case aaLarge
    /// AAA, normal text: 7:1.
    case aaaNormal
    /// AAA, large text: 4.5:1.
    case aaaLarge

    /// The least contrast ratio that meets this level.
    public var minimumRatio: Double {
      switch self {
      case .aaNormal: 4.5
      case .aaLarge: 3
      case .aaaNormal: 7
      case .aaaLarge: 4.5
      }
    }

    /// True when `ratio` meets this level (WCAG compares the unrounded ratio).
    public func isMet(by ratio: Double) -> Bool {
      ratio >= minimumRatio
    }
  }
}

/// `Color.ContrastLevel`, by its short name inside the package.
typealias ContrastLevel = Color.ContrastLevel
