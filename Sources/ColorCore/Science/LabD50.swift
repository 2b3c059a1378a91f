/// CIE Lab as CSS `lab()` has it: D50 white, L 0...100, a and b roughly −125...125.
///
/// `Lab` (D65) is the one used for CIEDE2000 and nearest names; this one is for CSS text.
public struct LabD50: Equatable, Sendable {
  /// Lightness, 0–100.
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  /// Lab from its components.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Lab of D65 XYZ, adapted to D50 by Bradford (`D65_to_D50`, then `XYZ_to_Lab`).
  package init(_ xyz: XYZ) {
    let adapted = xyz.d50
    let (fx, fy, fz) = (
      LabD50.f(adapted.x / LabD50.white.x), LabD50.f(adapted.y / LabD50.white.y), LabD50.f(adapted.z / LabD50.white.z)
    )
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// Lab of gamma-encoded sRGB.
  package init(_ rgb: RGB) {
    self.init(XYZ(rgb))
  }

  /// D65 XYZ (`Lab_to_XYZ`, then `D50_to_D65`).
  package var xyz: XYZ {
    let fy = (l + 16) / 116
    let fx = a / 500 + fy
    let fz = fy - b / 200
    let x = fx * fx * fx > LabD50.epsilon ? fx * fx * fx : (116 * fx - 16) / LabD50.kappa
    let y = l > LabD50.kappa * LabD50.epsilon ? fy * fy * fy : l / LabD50.kappa
    let z = fz * fz * fz > LabD50.epsilon ? fz * fz * fz : (116 * fz - 16) / LabD50.kappa
    return XYZ(d50: x * LabD50.white.x, y * LabD50.white.y, z * LabD50.white.z)
  }

  /// Gamma-encoded sRGB.
  package var rgb: RGB { xyz.rgb }

  static let epsilon = 216.0 / 24389.0
  static let kappa = 24389.0 / 27.0
  /// The D50 white from its 4-figure chromaticity, as CSS Color 4 defines it.
  static let white = (x: 0.3457 / 0.3585, y: 1.0, z: (1.0 - 0.3457 - 0.3585) / 0.3585)

  static func f(_ value: Double) -> Double {
    value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
  }
}
