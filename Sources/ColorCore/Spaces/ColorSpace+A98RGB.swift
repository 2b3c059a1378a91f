extension ColorSpace {
  /// Adobe RGB (1998) compatible, `color(a98-rgb r g b)`: a pure 563/256 gamma, D65 white.
  public static let a98RGB = rgbSpace(
    "a98-rgb", summary: "Adobe RGB (1998); gamut mapped into it",
    linear: mirrored { Platform.pow($0, 563 / 256) }, encoded: mirrored { Platform.pow($0, 256 / 563) },
    toXYZ: Matrix3(
      (0.5766690429101307, 0.1855582379065463, 0.18822864623499472),
      (0.2973449752505361, 0.6273635662554661, 0.07529145849399789),
      (0.027031361386412343, 0.07068885253582723, 0.9913375368376389)),
    fromXYZ: Matrix3(
      (2.0415879038107456, -0.5650069742788595, -0.34473135077832956),
      (-0.9692436362808795, 1.8759675015077202, 0.0415550574071756),
      (0.013444280632031147, -0.11836239223101837, 1.0151749943912054)))
}
