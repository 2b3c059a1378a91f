/// OKLab in polar form: lightness 0...1, chroma ≥ 0, hue in degrees 0..<360.
public struct OKLCH: Equatable, Sendable {
  /// Lightness, 0–1.
  public var lightness: Double
  /// Chroma, 0 for a gray (about 0.4 at most in practice).
  public var chroma: Double
  /// Degrees; 0 when the color is achromatic (CSS calls that hue powerless).
  /// Hue in degrees, 0..<360.
  public var hue: Double

  /// Chroma at or below this is achromatic (CSS Color 4's `OKLab_to_OKLCH`).
  public static let achromaticChroma = 0.000004

  /// OKLCH from its components.
  public init(lightness: Double, chroma: Double, hue: Double) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
  }

  /// The polar form of `oklab`; the hue is 0 when the chroma is at most `achromaticChroma`.
  public init(_ oklab: OKLab) {
    lightness = oklab.l
    chroma = (oklab.a * oklab.a + oklab.b * oklab.b).squareRoot()
    hue = chroma <= OKLCH.achromaticChroma ? 0 : Hue.angle(a: oklab.a, b: oklab.b)
  }

  /// OKLCH of gamma-encoded sRGB.
  package init(_ rgb: RGB) {
    self.init(OKLab(rgb))
  }

  /// The rectangular form.
  public var oklab: OKLab {
    let (a, b) = Hue.cartesian(chroma: chroma, degrees: hue)
    return OKLab(l: lightness, a: a, b: b)
  }

  /// Gamma-encoded sRGB.
  package var rgb: RGB { oklab.rgb }
}
