extension ColorSpace {
  /// Gamma-encoded sRGB, `color(srgb r g b)`: the channels of `Color`, 0–1 in its gamut.
  public static let srgb = ColorSpace(
    name: "srgb", components: rgbComponents, summary: "sRGB; a color outside it is gamut mapped into it",
    gamut: .ownCube, to: { RGB(red: $0, green: $1, blue: $2) }, from: { ($0.red, $0.green, $0.blue) })
}
