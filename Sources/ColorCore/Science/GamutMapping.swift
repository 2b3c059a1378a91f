/// CSS Color 4 gamut mapping into sRGB: binary search on OKLCH chroma with local MINDE, then clip.
enum GamutMapping {
  /// One just noticeable difference in deltaEOK.
  static let jnd = 0.02
  /// How closely the binary search brackets the chroma.
  static let epsilon = 0.0001

  /// `rgb` unchanged if in gamut (give or take `RGB.gamutEpsilon`), otherwise gamut mapped; the result may still
  /// stray from 0...1 by that epsilon, which `RGB.color` clips.
  static func mapped(_ rgb: RGB) -> RGB {
    rgb.isInGamut ? rgb : search(OKLCH(rgb), at: rgb, into: .srgb)
  }

  /// `origin` brought into sRGB by the CSS Color 4 binary search gamut mapping with local MINDE.
  static func mapped(_ origin: OKLCH) -> RGB {
    search(origin, into: .srgb)
  }

  /// `rgb` (extended-range sRGB) brought into `gamut` as CSS Color 4 says: unchanged when the gamut holds it (give
  /// or take `RGB.gamutEpsilon`), found by a comparison of its coordinates, before any conversion to OKLCH; else
  /// black at OKLCH lightness 0 or below, white at 1 or above; else the binary search on chroma, which starts
  /// from the coordinates already known. The result is sRGB again (extended range for a gamut wider than sRGB;
  /// within `RGB.gamutEpsilon` of 0...1 for sRGB).
  static func mapped(_ rgb: RGB, into gamut: ColorSpace) -> RGB {
    let inGamut = destination(rgb, gamut)
    // The fast test: most colors shown are inside, and need no OKLCH at all.
    if inGamut.isInGamut { return rgb }
    return mapped(rgb, at: inGamut, from: OKLCH(rgb), into: gamut)
  }

  /// `mapped(_:into: .srgb)` of `rgb`, whose OKLCH `origin` the caller has worked out already.
  static func mapped(_ rgb: RGB, from origin: OKLCH) -> RGB {
    rgb.isInGamut ? rgb : mapped(rgb, at: rgb, from: origin, into: .srgb)
  }

  /// The mapping of `rgb` outside `gamut`, whose coordinates there are `inGamut` and whose OKLCH is `origin`.
  private static func mapped(_ rgb: RGB, at inGamut: RGB, from origin: OKLCH, into gamut: ColorSpace) -> RGB {
    if origin.lightness >= 1 - 1e-9 { return RGB(red: 1, green: 1, blue: 1) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    let found = search(origin, at: inGamut, into: gamut)
    return gamut == .srgb ? found : gamut.toSRGB(found.red, found.green, found.blue)
  }

  /// The coordinates of sRGB `rgb` in `gamut`'s space, as an `RGB`.
  private static func destination(_ rgb: RGB, _ gamut: ColorSpace) -> RGB {
    guard gamut != .srgb else { return rgb }
    let (c1, c2, c3) = gamut.fromSRGB(rgb)
    return RGB(red: c1, green: c2, blue: c3)
  }

  /// The binary search with local MINDE, in `gamut`'s coordinates (the result is in them); `known` is `origin`'s
  /// coordinates there, when the caller has them. Into sRGB it runs in linear light (`SRGBSearch`).
  private static func search(_ origin: OKLCH, at known: RGB? = nil, into gamut: ColorSpace) -> RGB {
    // A hair of tolerance: an origin at lightness 1 that went through sRGB comes back as 0.999999999999.
    if origin.lightness >= 1 - 1e-9 { return destination(RGB(red: 1, green: 1, blue: 1), gamut) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    if gamut == .srgb {
      let search = SRGBSearch(origin)
      return search.result(from: search.candidate(origin.chroma))
    }
    let search = SpaceSearch(origin, gamut: gamut)
    return search.result(from: known ?? search.candidate(origin.chroma))
  }

  /// `rgb` gamut mapped, then clipped to 0...1.
  static func color(for rgb: RGB) -> MappedColor {
    MappedColor(color: mapped(rgb).color, wasOutOfGamut: !rgb.isInGamut)
  }
}
