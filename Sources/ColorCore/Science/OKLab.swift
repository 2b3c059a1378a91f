/// Björn Ottosson's OKLab: L 0...1 (black to white), a and b roughly −0.4...0.4.
public typealias OKLab = Opponent<OKLabModel>

extension Opponent where Model == OKLabModel {
  /// deltaEOK: the straight-line distance to `other`.
  public func distance(to other: OKLab) -> Double {
    let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
    return (dl * dl + da * da + db * db).squareRoot()
  }
}

/// OKLab, reached from D65 XYZ through cone responses (LMS) and a cube root.
public enum OKLabModel: OpponentModel {
  /// `XYZ_to_OKLab`.
  public static func opponent(x: Double, y: Double, z: Double) -> (l: Double, a: Double, b: Double) {
    let (long, medium, short) = fromXYZ.times((x, y, z))
    return fromLMS.times((CubeRoot.of(long), CubeRoot.of(medium), CubeRoot.of(short)))
  }

  /// `OKLab_to_XYZ`.
  public static func xyz(l: Double, a: Double, b: Double) -> (x: Double, y: Double, z: Double) {
    let (long, medium, short) = toLMS.times((l, a, b))
    return toXYZ.times((long * long * long, medium * medium * medium, short * short * short))
  }

  /// CSS Color 4's `OKLab_to_OKLCH`.
  public static let achromaticChroma = 0.000004

  static let fromXYZ = Matrix3(
    (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    (0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

  static let fromLMS = Matrix3(
    (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    (0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

  static let toXYZ = Matrix3(
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

  static let toLMS = Matrix3(
    (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
    (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
    (1.0000000000000000, -0.0894841775298119, -1.2914855480194092))
}
