/// A color as a W3C design token writes it (Design Tokens Color Module 2025.10): a color space and its three
/// components exactly as written, each a JSON number's text or `nil` for `none`. A palette entry imported from a
/// token keeps it, so that a tokens export writes the token back in its own space with the same components.
public struct TokenColor: Hashable, Sendable {
  /// The color space.
  public var space: Space
  /// The three components, each the text of a JSON number as written, or `nil` for `none`.
  public var components: [String?]

  /// A token color from its parts; `components` must hold three values, each a JSON number's text or `nil`.
  public init(space: Space, components: [String?]) {
    precondition(components.count == 3, "a token color has three components")
    self.space = space
    self.components = components
  }

  /// The color spaces of the Color Module, by their `colorSpace` names. Component ranges, as the module gives them:
  /// the RGB spaces 0–1 each; `hsl` hue 0–360, saturation and lightness 0–100; `hwb` hue, whiteness and blackness
  /// likewise; `lab` lightness 0–100, a and b unbounded; `lch` lightness 0–100, chroma 0 or more, hue 0–360;
  /// `oklab` lightness 0–1, a and b unbounded; `oklch` lightness 0–1, chroma 0 or more, hue 0–360; the XYZ spaces
  /// 0–1 each. A value outside is no error: the color it makes is read as CSS reads it.
  public enum Space: String, CaseIterable, Sendable {
    /// sRGB, components 0–1.
    case srgb
    /// Linear-light sRGB, components 0–1.
    case srgbLinear = "srgb-linear"
    /// HSL: hue in degrees, saturation and lightness 0–100.
    case hsl
    /// HWB: hue in degrees, whiteness and blackness 0–100.
    case hwb
    /// CIELAB (D50): lightness 0–100, a and b unbounded.
    case lab
    /// CIE LCh (D50): lightness 0–100, chroma, hue in degrees.
    case lch
    /// OKLab: lightness 0–1, a and b.
    case oklab
    /// OKLCh: lightness 0–1, chroma, hue in degrees.
    case oklch
    /// Display P3, components 0–1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998), components 0–1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB, components 0–1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, components 0–1.
    case rec2020
    /// CIE XYZ with a D65 white, components 0–1 for the white.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with a D50 white, components 0–1 for the white.
    case xyzD50 = "xyz-d50"
  }

  /// The same color as CSS text, `alpha` after `/` when given: `color(display-p3 1 0.5 0 / 0.5)`,
  /// `hsl(120 50% 50%)`, `oklch(0.7 0.1 none)`. CSS reads each space's components on the scale the module gives
  /// them (the percentages of `hsl` and `hwb` as numbers 0–100), so the text is the color exactly.
  public func cssText(alpha: String? = nil) -> String {
    let percent = space == .hsl || space == .hwb
    let texts = components.enumerated().map { index, value in
      value.map { percent && index > 0 ? $0 + "%" : $0 } ?? "none"
    }
    let values = texts.joined(separator: " ") + (alpha.map { " / " + $0 } ?? "")
    switch space {
    case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(space.rawValue)(\(values))"
    default: return "color(\(space.rawValue) \(values))"
    }
  }
}
