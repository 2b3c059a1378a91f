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
    return mapped(rgb, at: inGamut, from: OKLCH(rgb), into: gamut)
  }

  /// `mapped(_:into: .srgb)` of `rgb`, whose OKLCH `origin` the caller has worked out already.
  package static func mapped(_ rgb: RGB, from origin: OKLCH) -> RGB {
    rgb.isInGamut ? rgb : mapped(rgb, at: rgb, from: origin, into: .srgb)
  }

  /// The mapping of `rgb` outside `gamut`, whose coordinates there are `inGamut` and whose OKLCH is `origin`.
  private static func mapped(_ rgb: RGB, at inGamut: RGB, from origin: OKLCH, into gamut: Color.Gamut) -> RGB {
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

  /// The binary search with local MINDE, in `gamut`'s coordinates (the result is in them); `known` is `origin`'s
  /// coordinates there, when the caller has them. Into sRGB it is `SRGBSearch`, in linear light.
  private static func search(_ origin: OKLCH, at known: RGB? = nil, into gamut: Color.Gamut) -> RGB {
    // A hair of tolerance: an origin at lightness 1 that went through sRGB comes back as 0.999999999999.
    if origin.lightness >= 1 - 1e-9 { return destination(RGB(red: 1, green: 1, blue: 1), gamut) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    if gamut == .srgb { return SRGBSearch(origin).result() }
    // Only the chroma changes from candidate to candidate: the hue's cosine and sine are taken once (the same
    // products `OKLCH.oklab` makes).
    let (cosine, sine) = Hue.cartesian(chroma: 1, degrees: origin.hue)
    func oklab(_ color: OKLCH) -> OKLab {
      OKLab(l: color.lightness, a: color.chroma * cosine, b: color.chroma * sine)
    }
    func inside(_ color: OKLCH) -> RGB {
      destination(oklab(color).rgb, gamut)
    }
    func delta(_ clipped: RGB, _ current: OKLCH) -> Double {
      OKLab(RGBSpaces.rgb(from: gamut.space, (clipped.red, clipped.green, clipped.blue))).distance(to: oklab(current))
    }
    let originCoordinates = known ?? inside(origin)
    if originCoordinates.isInGamut { return originCoordinates }
    var current = origin
    var clipped = originCoordinates.clipped
    if delta(clipped, current) < jnd { return clipped }
    var low = 0.0
    var high = origin.chroma
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.chroma = chroma
      let candidate = inside(current)
      if lowInGamut && candidate.isInGamut {
        low = chroma
        continue
      }
      clipped = candidate.clipped
      let e = delta(clipped, current)
      if e < jnd {
        if jnd - e < epsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// `rgb` gamut mapped, then clipped to 0...1.
  package static func color(for rgb: RGB) -> MappedColor {
    MappedColor(color: mapped(rgb).color, wasOutOfGamut: !rgb.isInGamut)
  }
}

/// `GamutMapping`'s binary search into sRGB, where most mappings go (every operation a stream prints in an sRGB
/// format), written out: the candidates are judged and clipped in linear light, and each step makes the same
/// products in the same order as the general search's conversions (`OKLCH.oklab`, `OKLab.xyz`, `XYZ.linearRGB`,
/// `XYZ(LinearRGB)`, `OKLab(XYZ)`), so the two give the same bits.
private struct SRGBSearch {
  let lightness: Double
  let chroma: Double
  let cosine: Double
  let sine: Double

  init(_ origin: OKLCH) {
    lightness = origin.lightness
    chroma = origin.chroma
    (cosine, sine) = Hue.cartesian(chroma: 1, degrees: origin.hue)
  }

  /// The linear-light sRGB of the candidate at `chroma`.
  @inline(__always)
  func candidate(_ chroma: Double) -> (Double, Double, Double) {
    let (l, m, s) = OKLabModel.toLMS.times((lightness, chroma * cosine, chroma * sine))
    return XYZ.toLinearSRGB.times(OKLabModel.toXYZ.times((l * l * l, m * m * m, s * s * s)))
  }

  /// Whether linear-light `c` is within sRGB, give or take `RGB.gamutEpsilon` gamma-encoded.
  @inline(__always)
  static func holds(_ c: (Double, Double, Double)) -> Bool {
    let (low, high) = (SRGBSearch.low, SRGBSearch.high)
    return c.0 >= low && c.0 <= high && c.1 >= low && c.1 <= high && c.2 >= low && c.2 <= high
  }

  /// Each channel clamped to 0...1 (NaN becomes 0), as `RGB.clipped`.
  @inline(__always)
  static func clipped(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    func clip(_ value: Double) -> Double { value >= 1 ? 1 : value > 0 ? value : 0 }
    return (clip(c.0), clip(c.1), clip(c.2))
  }

  /// deltaEOK between linear-light `clipped` and the candidate at `chroma`.
  @inline(__always)
  func delta(_ clipped: (Double, Double, Double), _ chroma: Double) -> Double {
    let (x, y, z) = XYZ.fromLinearSRGB.times(clipped)
    let (l, m, s) = OKLabModel.fromXYZ.times((x, y, z))
    let lab = OKLabModel.fromLMS.times((CubeRoot.of(l), CubeRoot.of(m), CubeRoot.of(s)))
    let (dl, da, db) = (lab.0 - lightness, lab.1 - chroma * cosine, lab.2 - chroma * sine)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The mapped color, gamma-encoded.
  func result() -> RGB {
    let (jnd, epsilon) = (GamutMapping.jnd, GamutMapping.epsilon)
    let origin = candidate(chroma)
    if SRGBSearch.holds(origin) { return SRGBSearch.encoded(origin) }
    var clipped = SRGBSearch.clipped(origin)
    if delta(clipped, chroma) < jnd { return SRGBSearch.encoded(clipped) }
    var low = 0.0
    var high = chroma
    var lowInGamut = true
    while high - low > epsilon {
      let middle = (low + high) / 2
      let candidate = candidate(middle)
      if lowInGamut && SRGBSearch.holds(candidate) {
        low = middle
        continue
      }
      clipped = SRGBSearch.clipped(candidate)
      let e = delta(clipped, middle)
      if e < jnd {
        if jnd - e < epsilon { return SRGBSearch.encoded(clipped) }
        lowInGamut = false
        low = middle
      } else {
        high = middle
      }
    }
    return SRGBSearch.encoded(clipped)
  }

  static func encoded(_ c: (Double, Double, Double)) -> RGB {
    LinearRGB(red: c.0, green: c.1, blue: c.2).rgb
  }

  /// sRGB's bounds give or take `RGB.gamutEpsilon`, `-gamutEpsilon...1 + gamutEpsilon` gamma-encoded, in linear
  /// light: the transfer function is increasing and keeps 0 and 1, so a channel is within the one when it is
  /// within the other, and clipping to 0...1 is the same in both.
  static let low = SRGBTransfer.linear(-RGB.gamutEpsilon)
  static let high = SRGBTransfer.linear(1 + RGB.gamutEpsilon)
}
