/// An `Opponent` color in polar form: lightness, chroma, and hue in degrees 0..<360.
public struct Polar<Model: OpponentModel>: Hashable, Sendable {
  /// Lightness, on the model's scale.
  public var lightness: Double
  /// Chroma, 0 for a gray.
  public var chroma: Double
  /// Degrees, 0..<360; 0 when the color is achromatic (CSS calls that hue powerless).
  public var hue: Double

  /// A color from its components.
  public init(lightness: Double, chroma: Double, hue: Double) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
  }

  /// The polar form of `base`; the hue is 0 when the chroma is at most `Model.achromaticChroma`.
  public init(_ base: Opponent<Model>) {
    lightness = base.l
    chroma = (base.a * base.a + base.b * base.b).squareRoot()
    hue = chroma <= Model.achromaticChroma ? 0 : Hue.angle(a: base.a, b: base.b)
  }

  /// The rectangular form.
  public var rectangular: Opponent<Model> {
    let (a, b) = Hue.cartesian(chroma: chroma, degrees: hue)
    return Opponent(l: lightness, a: a, b: b)
  }

  /// The polar form of gamma-encoded sRGB.
  init(_ rgb: RGB) {
    self.init(Opponent(rgb))
  }

  /// Gamma-encoded sRGB.
  var rgb: RGB { rectangular.rgb }
}

/// CIE LCH as CSS `lch()` has it: the polar form of `LabD50` (lightness 0–100, chroma about 150 at most).
public typealias LCH = Polar<LabD50Model>

/// OKLCH: the polar form of `OKLab` (lightness 0–1, chroma about 0.4 at most).
public typealias OKLCH = Polar<OKLabModel>

extension Polar where Model == LabD50Model {
  /// The rectangular form.
  public var lab: LabD50 { rectangular }
}

extension Polar where Model == OKLabModel {
  /// The rectangular form.
  public var oklab: OKLab { rectangular }
}
