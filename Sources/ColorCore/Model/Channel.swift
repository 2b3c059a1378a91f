/// One of the three channels of a color.
public enum Channel: String, CaseIterable, Sendable {
  /// Red.
  case red
  /// Green.
  case green
  /// Blue.
  case blue

  /// Reads `red|green|blue` or `r|g|b`, in any case.
  public init?(name: String) {
    switch name.lowercased() {
    case "red", "r": self = .red
    case "green", "g": self = .green
    case "blue", "b": self = .blue
    default: return nil
    }
  }
}
