/// What CSS Color 4's binary search with local MINDE needs of a destination gamut, the search itself written once
/// (`result(from:)`), and the two destinations: sRGB in linear light (`SRGBSearch`), where most mappings go, and
/// any other gamut in its own coordinates (`SpaceSearch`). Only the chroma changes from candidate to candidate, so
/// each takes the hue's cosine and sine once (the same products `OKLCH.oklab` makes).
protocol GamutSearch {
  /// A candidate's coordinates in the destination.
  associatedtype Coordinates
  /// The origin's chroma, where the search starts.
  var chroma: Double { get }
  /// The coordinates of the origin's lightness and hue at `chroma`.
  func candidate(_ chroma: Double) -> Coordinates
  /// Whether `coordinates` are within the gamut, give or take `RGB.gamutEpsilon`.
  func holds(_ coordinates: Coordinates) -> Bool
  /// `coordinates` clamped to the gamut.
  func clipped(_ coordinates: Coordinates) -> Coordinates
  /// deltaEOK between `clipped` and the candidate at `chroma`.
  func delta(_ clipped: Coordinates, _ chroma: Double) -> Double
  /// What the search gives for `coordinates`.
  func result(_ coordinates: Coordinates) -> RGB
}

extension GamutSearch {
  /// The search from `origin`, the coordinates of the candidate at `chroma`.
  func result(from origin: Coordinates) -> RGB {
    let (jnd, epsilon) = (GamutMapping.jnd, GamutMapping.epsilon)
    if holds(origin) { return result(origin) }
    var clipped = clipped(origin)
    if delta(clipped, chroma) < jnd { return result(clipped) }
    var low = 0.0
    var high = chroma
    var lowInGamut = true
    while high - low > epsilon {
      let middle = (low + high) / 2
      let candidate = candidate(middle)
      if lowInGamut && holds(candidate) {
        low = middle
        continue
      }
      clipped = self.clipped(candidate)
      let e = delta(clipped, middle)
      if e < jnd {
        if jnd - e < epsilon { return result(clipped) }
        lowInGamut = false
        low = middle
      } else {
        high = middle
      }
    }
    return result(clipped)
  }
}

/// The search into sRGB: candidates judged and clipped in linear light, where deltaEOK is measured, so that no
/// candidate goes through the transfer function; the result gamma-encoded. Each step makes the same products in
/// the same order as the conversions (`OKLab.xyz`, `XYZ.linearRGB`, `XYZ(LinearRGB)`, `OKLab(XYZ)`) would.
struct SRGBSearch: GamutSearch {
  let lightness: Double
  let chroma: Double
  let cosine: Double
  let sine: Double

  init(_ origin: OKLCH) {
    lightness = origin.lightness
    chroma = origin.chroma
    (cosine, sine) = Hue.cartesian(chroma: 1, degrees: origin.hue)
  }

  @inline(__always)
  func candidate(_ chroma: Double) -> (Double, Double, Double) {
    let (l, m, s) = OKLabModel.toLMS.times((lightness, chroma * cosine, chroma * sine))
    return XYZ.toLinearSRGB.times(OKLabModel.toXYZ.times((l * l * l, m * m * m, s * s * s)))
  }

  @inline(__always)
  func holds(_ c: (Double, Double, Double)) -> Bool {
    let (low, high) = (SRGBSearch.low, SRGBSearch.high)
    return c.0 >= low && c.0 <= high && c.1 >= low && c.1 <= high && c.2 >= low && c.2 <= high
  }

  /// Each channel clamped to 0...1 (NaN becomes 0), as `RGB.clipped`.
  @inline(__always)
  func clipped(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    func clip(_ value: Double) -> Double { value >= 1 ? 1 : value > 0 ? value : 0 }
    return (clip(c.0), clip(c.1), clip(c.2))
  }

  @inline(__always)
  func delta(_ clipped: (Double, Double, Double), _ chroma: Double) -> Double {
    let (x, y, z) = XYZ.fromLinearSRGB.times(clipped)
    let (l, m, s) = OKLabModel.fromXYZ.times((x, y, z))
    let lab = OKLabModel.fromLMS.times((CubeRoot.of(l), CubeRoot.of(m), CubeRoot.of(s)))
    let (dl, da, db) = (lab.0 - lightness, lab.1 - chroma * cosine, lab.2 - chroma * sine)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  func result(_ c: (Double, Double, Double)) -> RGB {
    LinearRGB(red: c.0, green: c.1, blue: c.2).rgb
  }

  /// sRGB's bounds give or take `RGB.gamutEpsilon`, `-gamutEpsilon...1 + gamutEpsilon` gamma-encoded, in linear
  /// light: the transfer function is increasing and keeps 0 and 1, so a channel is within the one when it is
  /// within the other, and clipping to 0...1 is the same in both.
  static let low = SRGBTransfer.linear(-RGB.gamutEpsilon)
  static let high = SRGBTransfer.linear(1 + RGB.gamutEpsilon)
}

/// The search into a gamut other than sRGB, in that gamut's coordinates (the result is in them).
struct SpaceSearch: GamutSearch {
  let lightness: Double
  let chroma: Double
  let cosine: Double
  let sine: Double
  let gamut: ColorSpace

  init(_ origin: OKLCH, gamut: ColorSpace) {
    lightness = origin.lightness
    chroma = origin.chroma
    (cosine, sine) = Hue.cartesian(chroma: 1, degrees: origin.hue)
    self.gamut = gamut
  }

  func oklab(_ chroma: Double) -> OKLab {
    OKLab(l: lightness, a: chroma * cosine, b: chroma * sine)
  }

  func candidate(_ chroma: Double) -> RGB {
    let (c1, c2, c3) = gamut.fromSRGB(oklab(chroma).rgb)
    return RGB(red: c1, green: c2, blue: c3)
  }

  func holds(_ c: RGB) -> Bool { c.isInGamut }

  func clipped(_ c: RGB) -> RGB { c.clipped }

  func delta(_ clipped: RGB, _ chroma: Double) -> Double {
    OKLab(gamut.toSRGB(clipped.red, clipped.green, clipped.blue)).distance(to: oklab(chroma))
  }

  func result(_ c: RGB) -> RGB { c }
}
