/// The components of a color written `none`, by what they mean: CSS Color 4's analogous components (a red and an
/// `x`, the lightness of lab, lch, oklab, oklch and hsl, a chroma and a saturation, a hue, an opponent `a` or `b`),
/// and the alpha. `color-mix()` interpolates a missing component as the other color's value: one missing in
/// both stays missing, and is 0 in the color.
@usableFromInline struct MissingComponents: OptionSet, Hashable, Sendable {
  @usableFromInline let rawValue: UInt16
  @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

  static let reds = MissingComponents(rawValue: 1 << 0)
  static let greens = MissingComponents(rawValue: 1 << 1)
  static let blues = MissingComponents(rawValue: 1 << 2)
  static let lightness = MissingComponents(rawValue: 1 << 3)
  static let colorfulness = MissingComponents(rawValue: 1 << 4)
  static let hue = MissingComponents(rawValue: 1 << 5)
  static let opponentA = MissingComponents(rawValue: 1 << 6)
  static let opponentB = MissingComponents(rawValue: 1 << 7)
  static let alpha = MissingComponents(rawValue: 1 << 8)

  /// What the three components of a CSS color function mean, in order, as its space's components say (empty for
  /// one with no analog: hwb's whiteness and blackness, hsv's and cmyk's).
  static func components(ofFunction function: String) -> [MissingComponents] {
    let space: ColorSpace? =
      switch function {
      case "rgb", "rgba", "color": .srgb
      case "hsla": .hsl
      default: ColorSpace.all.first { $0.cssFunction == function }
      }
    return space?.components.map(\.meaning) ?? [[], [], []]
  }
}
