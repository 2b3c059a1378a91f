/// CIE LCH as CSS `lch()` has it: the polar form of `LabD50`, hue in degrees 0..<360.
public struct LCH: Equatable, Sendable {
  /// Lightness, 0–100.
  public var lightness: Double
  /// Chroma, 0 for a gray (about 150 at most in practice).
  public var chroma: Double
  /// Degrees; 0 when the color is achromatic (CSS calls that hue powerless).
  /// Hue in degrees, 0..<360.
  public var hue: Double

  /// Chroma at or below this is achromatic (CSS Color 4's `Lab_to_LCH`).
  public static let achromaticChroma = 0.0015

  /// LCH from its components.
  public init(lightness: Double, chroma: Double, hue: Double) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
  }

  /// The polar form of `lab`; the hue is 0 when the chroma is at most `achromaticChroma`.
  public init(_ lab: LabD50) {
    lightness = lab.l
    chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    hue = chroma <= LCH.achromaticChroma ? 0 : Hue.angle(a: lab.a, b: lab.b)
  }

  /// LCH of gamma-encoded sRGB.
  package init(_ rgb: RGB) {
    self.init(LabD50(rgb))
  }

  /// The rectangular form.
  public var lab: LabD50 {
    let (a, b) = Hue.cartesian(chroma: chroma, degrees: hue)
    return LabD50(l: lightness, a: a, b: b)
  }

  /// Gamma-encoded sRGB.
  package var rgb: RGB { lab.rgb }
}
