/// The components of a color written `none`, by what they mean: CSS Color 4's analogous components (a red and an
/// `x`, the lightness of lab, lch, oklab, oklch and hsl, a chroma and a saturation, a hue, an opponent `a` or `b`),
/// and the alpha. `color-mix()` interpolates a missing component as the other color's value: one missing in
/// both stays missing, and is 0 in the color.
@usableFromInline package struct MissingComponents: OptionSet, Hashable, Sendable {
  @usableFromInline package let rawValue: UInt16
  @inlinable package init(rawValue: UInt16) { self.rawValue = rawValue }

  package static let reds = MissingComponents(rawValue: 1 << 0)
  package static let greens = MissingComponents(rawValue: 1 << 1)
  package static let blues = MissingComponents(rawValue: 1 << 2)
  package static let lightness = MissingComponents(rawValue: 1 << 3)
  package static let colorfulness = MissingComponents(rawValue: 1 << 4)
  package static let hue = MissingComponents(rawValue: 1 << 5)
  package static let opponentA = MissingComponents(rawValue: 1 << 6)
  package static let opponentB = MissingComponents(rawValue: 1 << 7)
  package static let alpha = MissingComponents(rawValue: 1 << 8)

  /// What the three components of a CSS color function mean, in order (empty for one with no analog: hwb's
  /// whiteness and blackness, hsv's and cmyk's).
  package static func components(ofFunction function: String) -> [MissingComponents] {
    switch function {
    case "rgb", "rgba", "color": [.reds, .greens, .blues]
    case "hsl", "hsla": [.hue, .colorfulness, .lightness]
    case "hwb": [.hue, [], []]
    case "lab", "oklab": [.lightness, .opponentA, .opponentB]
    case "lch", "oklch": [.lightness, .colorfulness, .hue]
    default: [[], [], []]
    }
  }
}
