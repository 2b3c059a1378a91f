/// A color's coordinates in any space of the registry, and its gamuts. The matrices are coloraide's (computed from
/// each space's primaries and white).
extension Color {
  /// The color whose coordinates in `space` are `c1 c2 c3` (0...1 for an RGB space's gamut; XYZ with Y 1 for
  /// white; `oklch` lightness, chroma, hue), kept exactly (extended range), with `alpha`.
  public init(_ space: ColorSpace, _ c1: Double, _ c2: Double, _ c3: Double, alpha: Double = 1) {
    let rgb = space.toSRGB(c1, c2, c3)
    self.init(extendedRed: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// The coordinates of this color in `space`, exactly (outside its gamut when the gamut does not hold it).
  public func coordinates(in space: ColorSpace) -> (Double, Double, Double) {
    space.fromSRGB(RGB(self))
  }

  /// Whether the gamut of `space` holds this color (each channel in the gamut's space within 0...1, give or take a
  /// hundred-thousandth); true for a space that holds every color.
  public func isInGamut(_ space: ColorSpace) -> Bool {
    guard let gamut = space.gamut else { return true }
    if gamut == .srgb { return RGB(self).isInGamut }
    let (c1, c2, c3) = coordinates(in: gamut)
    return RGB(red: c1, green: c2, blue: c3).isInGamut
  }

  /// This color brought into the gamut of `space` by the CSS Color 4 gamut mapping (OKLCH chroma reduced by binary
  /// search until the clipped color is within a just noticeable difference; black at lightness 0 and below, white
  /// at 1 and above), alpha kept; the color itself when the gamut holds it or the space holds every color.
  public func mapped(into space: ColorSpace) -> Color {
    guard let gamut = space.gamut else { return self }
    let rgb = RGB(self)
    if gamut == .srgb && rgb.isWithin(0) { return self }
    let mapped = GamutMapping.mapped(rgb, into: gamut)
    if gamut == .srgb { return clippedColor(mapped) }
    return Color(extendedRed: mapped.red, green: mapped.green, blue: mapped.blue, alpha: alpha)
  }

  /// `mapped(into: .srgb)` of this color, whose sRGB is `rgb` and OKLCH `origin`, for a caller that has worked
  /// them out already.
  func mappedIntoSRGB(_ rgb: RGB, from origin: OKLCH) -> Color {
    if rgb.isWithin(0) { return self }
    return clippedColor(GamutMapping.mapped(rgb, from: origin))
  }

  /// `rgb`, clipped to 0...1, with this color's alpha.
  private func clippedColor(_ rgb: RGB) -> Color {
    let clipped = rgb.color
    return Color(red: clipped.red, green: clipped.green, blue: clipped.blue, alpha: alpha)
  }

  /// The gamuts of sRGB, Display P3 and Rec. 2020 that hold this color, in that order, each channel within 0...1
  /// give or take `Color.gamutsTolerance` (coloraide's), so that a color printed with a format's digits and read
  /// back is in the gamuts it was in.
  public var gamuts: [ColorSpace] {
    [.srgb, .displayP3, .rec2020].filter { isWithin($0, tolerance: Color.gamutsTolerance) }
  }

  /// How far a channel may stray outside 0...1 for `gamuts`: coloraide's `in_gamut` tolerance.
  public static let gamutsTolerance = 0.000075

  /// Whether each channel of this color in the RGB space `gamut` is within 0...1, give or take `tolerance`.
  func isWithin(_ gamut: ColorSpace, tolerance: Double) -> Bool {
    if gamut == .srgb { return RGB(self).isWithin(tolerance) }
    let (c1, c2, c3) = coordinates(in: gamut)
    return RGB(red: c1, green: c2, blue: c3).isWithin(tolerance)
  }
}
