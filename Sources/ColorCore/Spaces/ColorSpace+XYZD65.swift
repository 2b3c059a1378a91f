extension ColorSpace {
  /// CIE XYZ relative to D65, `color(xyz-d65 x y z)` (`xyz` in CSS): Y 1 for white; every color.
  public static let xyzD65 = ColorSpace(
    name: "xyz-d65", components: xyzComponents, summary: "CIE XYZ, D65; every color as it is", gamut: .none,
    to: { XYZ(x: $0, y: $1, z: $2).rgb },
    from: { rgb in
      let xyz = XYZ(rgb)
      return (xyz.x, xyz.y, xyz.z)
    })

  /// The components of an XYZ space: `x`, `y` and `z`, 0–1 for the white.
  static let xyzComponents = [
    Component("x", 0...1, meaning: .reds), Component("y", 0...1, meaning: .greens),
    Component("z", 0...1, meaning: .blues),
  ]
}
