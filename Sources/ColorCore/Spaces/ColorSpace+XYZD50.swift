extension ColorSpace {
  /// CIE XYZ relative to D50, `color(xyz-d50 x y z)`, adapted from D65 by Bradford; every color.
  public static let xyzD50 = ColorSpace(
    name: "xyz-d50", components: xyzComponents, summary: "CIE XYZ, D50 (Bradford); every color as it is",
    gamut: .none, to: { XYZ(d50: $0, $1, $2).rgb }, from: { XYZ($0).d50 })
}
