/// CIE Lab as CSS `lab()` has it: D50 white, L 0...100, a and b roughly −125...125.
///
/// `Lab` (D65) is the one used for CIEDE2000 and nearest names; this one is for CSS text.
public typealias LabD50 = Opponent<LabD50Model>

/// CIE Lab with CSS Color 4's D50 white, reached from D65 XYZ by Bradford adaptation.
public enum LabD50Model: OpponentModel {
  /// `D65_to_D50`, then `XYZ_to_Lab`.
  public static func opponent(x: Double, y: Double, z: Double) -> (l: Double, a: Double, b: Double) {
    let adapted = XYZ(x: x, y: y, z: z).d50
    let (fx, fy, fz) = (f(adapted.x / white.x), f(adapted.y / white.y), f(adapted.z / white.z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// `Lab_to_XYZ`, then `D50_to_D65`.
  public static func xyz(l: Double, a: Double, b: Double) -> (x: Double, y: Double, z: Double) {
    let fy = (l + 16) / 116
    let fx = a / 500 + fy
    let fz = fy - b / 200
    let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
    let y = l > kappa * epsilon ? fy * fy * fy : l / kappa
    let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
    let d65 = XYZ(d50: x * white.x, y * white.y, z * white.z)
    return (d65.x, d65.y, d65.z)
  }

  /// CSS Color 4's `Lab_to_LCH`.
  public static let achromaticChroma = 0.0015

  static let epsilon = 216.0 / 24389.0
  static let kappa = 24389.0 / 27.0
  /// The D50 white from its 4-figure chromaticity, as CSS Color 4 defines it.
  static let white = (x: 0.3457 / 0.3585, y: 1.0, z: (1.0 - 0.3457 - 0.3585) / 0.3585)

  static func f(_ value: Double) -> Double {
    value > epsilon ? CubeRoot.of(value) : (kappa * value + 16) / 116
  }
}
