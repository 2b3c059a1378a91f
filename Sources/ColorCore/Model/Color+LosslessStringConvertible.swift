extension Color: LosslessStringConvertible {
  /// `color(srgb R G B)`, each channel in Swift's shortest form that reads back as the same `Double`
  /// (`color(srgb 0.4 0.2 0.6)`): `Color(description)` is this color exactly.
  public var description: String {
    "color(srgb \(red) \(green) \(blue))"
  }

  /// The color any color text means, as `init(parsing:)` reads it (a CSS color, a catalog name, bare hex, or
  /// `description`'s `color(srgb R G B)`); nil for text that is no color.
  public init?(_ description: String) {
    guard let color = try? Color(parsing: description) else { return nil }
    self = color
  }
}
