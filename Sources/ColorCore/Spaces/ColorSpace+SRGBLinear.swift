extension ColorSpace {
  /// Linear-light sRGB, `color(srgb-linear r g b)`: sRGB's gamut.
  public static let srgbLinear = ColorSpace(
    name: "srgb-linear", components: rgbComponents, summary: "linear-light sRGB; sRGB's gamut", gamut: .srgb,
    to: { LinearRGB(red: $0, green: $1, blue: $2).rgb },
    from: { rgb in
      let linear = LinearRGB(rgb)
      return (linear.red, linear.green, linear.blue)
    })
}
