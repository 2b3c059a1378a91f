/// How an `Opponent` space is reached from D65 XYZ: CIE Lab with CSS's D50 white (`LabD50Model`) and OKLab
/// (`OKLabModel`).
public protocol OpponentModel: Sendable {
  /// L, a and b of the D65 XYZ color `x`, `y`, `z`.
  static func opponent(x: Double, y: Double, z: Double) -> (l: Double, a: Double, b: Double)
  /// D65 XYZ of `l`, `a`, `b`.
  static func xyz(l: Double, a: Double, b: Double) -> (x: Double, y: Double, z: Double)
  /// Chroma at or below this is achromatic: the polar form's hue is 0 (CSS calls that hue powerless).
  static var achromaticChroma: Double { get }
}

/// A color in a space of lightness and two opponent axes: `LabD50` (CSS `lab()`) or `OKLab`. Its polar form is
/// `Polar`.
public struct Opponent<Model: OpponentModel>: Hashable, Sendable {
  /// Lightness.
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  /// A color from its components.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The color of D65 XYZ.
  init(_ xyz: XYZ) {
    let (l, a, b) = Model.opponent(x: xyz.x, y: xyz.y, z: xyz.z)
    self.init(l: l, a: a, b: b)
  }

  /// The color of gamma-encoded sRGB.
  init(_ rgb: RGB) {
    self.init(XYZ(rgb))
  }

  /// D65 XYZ.
  var xyz: XYZ {
    let (x, y, z) = Model.xyz(l: l, a: a, b: b)
    return XYZ(x: x, y: y, z: z)
  }

  /// Gamma-encoded sRGB.
  var rgb: RGB { xyz.rgb }
}
