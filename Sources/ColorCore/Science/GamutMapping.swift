/// CSS Color 4 gamut mapping into sRGB: binary search on OKLCH chroma with local MINDE, then clip.
package enum GamutMapping {
  /// One just noticeable difference in deltaEOK.
  package static let jnd = 0.02
  /// How closely the binary search brackets the chroma.
  package static let epsilon = 0.0001

  /// `rgb` unchanged if in gamut (give or take `RGB.gamutEpsilon`), otherwise gamut mapped; the result may still
  /// stray from 0...1 by that epsilon, which `RGB.color` clips.
  package static func mapped(_ rgb: RGB) -> RGB {
    rgb.isInGamut ? rgb : mapped(OKLCH(rgb))
  }

  /// `origin` brought into sRGB by the CSS Color 4 binary search gamut mapping with local MINDE.
  package static func mapped(_ origin: OKLCH) -> RGB {
    // A hair of tolerance: an origin at lightness 1 that went through sRGB comes back as 0.999999999999.
    if origin.lightness >= 1 - 1e-9 { return RGB(red: 1, green: 1, blue: 1) }
    if origin.lightness <= 1e-9 { return RGB(red: 0, green: 0, blue: 0) }
    let originRGB = origin.rgb
    if originRGB.isInGamut { return originRGB }
    func delta(_ clipped: RGB, _ current: OKLCH) -> Double {
      OKLab(clipped).distance(to: current.oklab)
    }
    var current = origin
    var clipped = originRGB.clipped
    if delta(clipped, current) < jnd { return clipped }
    var low = 0.0
    var high = origin.chroma
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.chroma = chroma
      let rgb = current.rgb
      if lowInGamut && rgb.isInGamut {
        low = chroma
        continue
      }
      clipped = rgb.clipped
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
