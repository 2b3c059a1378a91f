/// A color as a W3C design token writes it (Design Tokens Color Module 2025.10): a color space and its three
/// components exactly as written, each a JSON number's text or `nil` for `none`. A palette entry imported from a
/// token keeps it, so that a tokens export writes the token back in its own space with the same components.
public struct TokenColor: Hashable, Sendable {
  /// The color space: every space of `ColorSpace.all` is one of the Color Module's, by its `colorSpace` name. A
  /// component outside the range the module gives is no error: the color it makes is read as CSS reads it.
  public var space: ColorSpace
  /// The three components, each the text of a JSON number as written, or `nil` for `none`.
  public var components: [String?]

  /// A token color from its parts; `components` must hold three values, each a JSON number's text or `nil`.
  public init(space: ColorSpace, components: [String?]) {
    precondition(components.count == 3, "a token color has three components")
    self.space = space
    self.components = components
  }

  /// The same color as CSS text, `alpha` after `/` when given: `color(display-p3 1 0.5 0 / 0.5)`,
  /// `hsl(120 50% 50%)`, `oklch(0.7 0.1 none)`. CSS reads each space's components on the scale the module gives
  /// them (the percentages of `hsl` and `hwb` as numbers 0–100), so the text is the color exactly.
  public func cssText(alpha: String? = nil) -> String {
    let texts = zip(components, space.components).map { value, component in
      value.map { component.isPercent ? $0 + "%" : $0 } ?? "none"
    }
    let values = texts.joined(separator: " ") + (alpha.map { " / " + $0 } ?? "")
    guard let function = space.cssFunction else { return "color(\(space.name) \(values))" }
    return "\(function)(\(values))"
  }
}
