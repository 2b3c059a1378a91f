extension ColorSpace {
  /// ProPhoto RGB (ROMM), `color(prophoto-rgb r g b)`: relative to D50, reaching sRGB's D65 by Bradford.
  public static let prophotoRGB = rgbSpace(
    "prophoto-rgb", summary: "ProPhoto RGB (D50); gamut mapped into it",
    linear: mirrored { $0 <= 16 / 512 ? $0 / 16 : Platform.pow($0, 1.8) },
    encoded: mirrored { $0 < 1 / 512 ? $0 * 16 : Platform.pow($0, 1 / 1.8) },
    toXYZ: Matrix3(
      (0.7977604896723026, 0.13518583717574031, 0.031349349581524806),
      (0.28807112822929337, 0.7118432178101014, 8.565396060525903e-05),
      (0.0, 0.0, 0.8251046025104602)),
    fromXYZ: Matrix3(
      (1.3457989731028281, -0.2555801000799754, -0.05110628506753401),
      (-0.5446224939028347, 1.5082327413132781, 0.02053603239147973),
      (0.0, 0.0, 1.2119675456389452)),
    d50: true)
}
