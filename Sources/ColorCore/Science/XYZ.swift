/// CIE XYZ relative to D65 (Y = 1 for sRGB white), with CSS Color 4's matrices.
struct XYZ: Equatable, Sendable {
  var x: Double
  var y: Double
  var z: Double

  init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// XYZ of linear-light sRGB (`lin_sRGB_to_XYZ`).
  init(_ linear: LinearRGB) {
    (x, y, z) = XYZ.fromLinearSRGB.times((linear.red, linear.green, linear.blue))
  }

  /// XYZ of gamma-encoded sRGB.
  init(_ rgb: RGB) {
    self.init(LinearRGB(rgb))
  }

  /// XYZ adapted from a D50 white by Bradford (`D50_to_D65`).
  init(d50 x: Double, _ y: Double, _ z: Double) {
    (self.x, self.y, self.z) = XYZ.fromD50.times((x, y, z))
  }

  /// Linear-light sRGB (`XYZ_to_lin_sRGB`).
  var linearRGB: LinearRGB {
    let (r, g, b) = XYZ.toLinearSRGB.times((x, y, z))
    return LinearRGB(red: r, green: g, blue: b)
  }

  /// Gamma-encoded sRGB.
  var rgb: RGB { linearRGB.rgb }

  /// This color's XYZ adapted to a D50 white by Bradford (`D65_to_D50`).
  var d50: (x: Double, y: Double, z: Double) {
    XYZ.toD50.times((x, y, z))
  }

  static let fromLinearSRGB = Matrix3(
    (506752 / 1_228_815, 87881 / 245763, 12673 / 70218),
    (87098 / 409605, 175762 / 245763, 12673 / 175545),
    (7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270))

  static let toLinearSRGB = Matrix3(
    (12831 / 3959, -329 / 214, -1974 / 3959),
    (-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
    (705 / 12673, -2585 / 12673, 705 / 667))

  static let toD50 = Matrix3(
    (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
    (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
    (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

  static let fromD50 = Matrix3(
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124))
}
