extension ColorSpace {
  /// Display P3, `color(display-p3 r g b)`: P3 primaries, D65 white, the sRGB transfer function.
  public static let displayP3 = rgbSpace(
    "display-p3", summary: "Display P3; a color outside it is gamut mapped into it", linear: SRGBTransfer.linear,
    encoded: SRGBTransfer.encoded,
    toXYZ: Matrix3(
      (0.48657094864821615, 0.26566769316909306, 0.19821728523436247),
      (0.22897456406974878, 0.6917385218365063, 0.07928691409374498),
      (-3.9720755169334874e-17, 0.04511338185890263, 1.0439443689009757)),
    fromXYZ: Matrix3(
      (2.4934969119414254, -0.931383617919124, -0.4027107844507169),
      (-0.8294889695615748, 1.7626640603183465, 0.023624685841943587),
      (0.03584583024378447, -0.07617238926804183, 0.9568845240076874)))
}
