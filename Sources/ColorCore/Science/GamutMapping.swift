/// CSS Color 4 gamut mapping into sRGB: binary search on OKLCH chroma with local MINDE, then clip.
package enum GamutMapping {
  /// One just noticeable difference in deltaEOK.
  package static let jnd = 0.02
  /// How closely the binary search brackets the chroma.
  package static let epsilon = 0.0001

  /// `rgb` unchanged if in gamut (give or take `RGB.gamutEpsilon`), otherwise gamut mapped; the result may still
  /// stray from 0...1 by that epsilon, which `RGB.color` clips.
  package static func mapped(_ rgb: RGB) -> RGB {
    rgb.isInGamut ? rgb : search(OKLCH(rgb), at: rgb, into: .srgb)
  }

  /// `origin` brought into sRGB by the CSS Color 4 binary search gamut mapping with local MINDE.
  package static func mapped(_ origin: OKLCH) -> RGB {
    search(origin, into: .srgb)
  }

  /// `rgb` (extended-range sRGB) brought into `gamut` as CSS Color 4 says: unchanged when the gamut holds it (give
  /// or take `RGB.gamutEpsilon`), found by a comparison of its coordinates, before any conversion to OKLCH; else
  /// black at OKLCH lightness 0 or below, white at 1 or above; else the binary search on chroma, which starts
  /// from the coordinates already known. The result is sRGB again (extended range for a gamut wider than sRGB;
  /// within `RGB.gamutEpsilon` of 0...1 for sRGB).
  package static func mapped(_ rgb: RGB, into gamut: Color.Gamut) -> RGB {
    let inGamut = destination(rgb, gamut)
    // The fast test: most colors shown are inside, and need no OKLCH at all.
    if inGamut.isInGamut { return rgb }
    let origin = OKLCH(rgb)
    if origin.lightness >= 1 - 1e-9 { return RGB(red: 1, green: 1, blue: 1) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    let found = search(origin, at: inGamut, into: gamut)
    return gamut == .srgb ? found : RGBSpaces.rgb(from: gamut.space, (found.red, found.green, found.blue))
  }

  /// The coordinates of sRGB `rgb` in `gamut`'s space, as an `RGB`.
  private static func destination(_ rgb: RGB, _ gamut: Color.Gamut) -> RGB {
    guard gamut != .srgb else { return rgb }
    let (c1, c2, c3) = RGBSpaces.coordinates(rgb, in: gamut.space)
    return RGB(red: c1, green: c2, blue: c3)
  }

  /// sRGB's bounds give or take `RGB.gamutEpsilon`, `-gamutEpsilon...1 + gamutEpsilon` gamma-encoded, in linear
  /// light: the transfer function is increasing and keeps 0 and 1, so a channel is within the one when it is
  /// within the other, and clipping to 0...1 is the same in both.
  private static let linearBounds = (
    low: SRGBTransfer.linear(-RGB.gamutEpsilon), high: SRGBTransfer.linear(1 + RGB.gamutEpsilon)
  )

  /// The binary search with local MINDE, in `gamut`'s coordinates (the result is in them); `known` is `origin`'s
  /// coordinates there, when the caller has them. For sRGB the candidates are judged and clipped in linear light
  /// (`linearBounds`), where deltaEOK is measured, so that no candidate goes through the transfer function.
  private static func search(_ origin: OKLCH, at known: RGB? = nil, into gamut: Color.Gamut) -> RGB {
    // A hair of tolerance: an origin at lightness 1 that went through sRGB comes back as 0.999999999999.
    if origin.lightness >= 1 - 1e-9 { return destination(RGB(red: 1, green: 1, blue: 1), gamut) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    let linear = gamut == .srgb
    func inside(_ color: OKLCH) -> RGB {
      guard linear else { return destination(color.rgb, gamut) }
      let light = color.oklab.xyz.linearRGB
      return RGB(red: light.red, green: light.green, blue: light.blue)
    }
    func holds(_ c: RGB) -> Bool {
      guard linear else { return c.isInGamut }
      let (low, high) = linearBounds
      return c.red >= low && c.red <= high && c.green >= low && c.green <= high && c.blue >= low && c.blue <= high
    }
    func delta(_ clipped: RGB, _ current: OKLCH) -> Double {
      let lab =
        linear
        ? OKLab(XYZ(LinearRGB(red: clipped.red, green: clipped.green, blue: clipped.blue)))
        : OKLab(RGBSpaces.rgb(from: gamut.space, (clipped.red, clipped.green, clipped.blue)))
      return lab.distance(to: current.oklab)
    }
    func result(_ c: RGB) -> RGB {
      linear ? LinearRGB(red: c.red, green: c.green, blue: c.blue).rgb : c
    }
    let originCoordinates = linear ? inside(origin) : known ?? inside(origin)
    if holds(originCoordinates) { return result(originCoordinates) }
    var current = origin
    var clipped = originCoordinates.clipped
    if delta(clipped, current) < jnd { return result(clipped) }
    var low = 0.0
    var high = origin.chroma
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.chroma = chroma
      let candidate = inside(current)
      if lowInGamut && holds(candidate) {
        low = chroma
        continue
      }
      clipped = candidate.clipped
      let e = delta(clipped, current)
      if e < jnd {
        if jnd - e < epsilon { return result(clipped) }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return result(clipped)
  }

  /// `rgb` gamut mapped, then clipped to 0...1.
  package static func color(for rgb: RGB) -> MappedColor {
    MappedColor(color: mapped(rgb).color, wasOutOfGamut: !rgb.isInGamut)
  }
}
