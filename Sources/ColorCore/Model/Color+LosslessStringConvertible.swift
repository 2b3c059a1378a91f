extension Color: LosslessStringConvertible {
  /// `color(srgb R G B)`, or `color(srgb R G B / A)` when the alpha is below 1, each number in Swift's shortest
  /// form that reads back as the same `Double` (`color(srgb 0.4 0.2 0.6)`, channels outside 0...1 as they are):
  /// `Color(description)` is this color exactly.
  public var description: String {
    "color(srgb \(red) \(green) \(blue)" + (alpha < 1 ? " / \(alpha))" : ")")
  }

  /// The color any color text means, as `init(parsing:)` reads it (a CSS color, a catalog name, bare hex, or
  /// `description`'s `color(srgb R G B)`); nil for text that is no color.
  public init?(_ description: String) {
    guard let color = try? Color(parsing: description) else { return nil }
    self = color
  }
}
