/// Operations on colors, exact; every result is gamut mapped into sRGB. `Color`'s methods call these.
enum ColorOperation {
  /// The color `amount` of the way from `from` to `to` (amount clamped to 0...1), interpolated in `space`. Alpha is
  /// interpolated too, and the components with premultiplied alpha, as CSS Color 4 interpolates (each component
  /// times its color's alpha, interpolated, divided by the interpolated alpha); two opaque colors mix as they are.
  static func blend(_ from: Color, _ to: Color, amount: Double, in space: BlendSpace = .oklab) -> MappedColor {
    let t = amount.isNaN ? 0 : min(max(amount, 0), 1)
    let opaque = from.alpha >= 1 && to.alpha >= 1
    let (fromAlpha, toAlpha) = (from.alpha, to.alpha)
    let alpha = fromAlpha + (toAlpha - fromAlpha) * t
    func mix(_ a: Double, _ b: Double) -> Double {
      if opaque || alpha <= 0 { return a + (b - a) * t }
      return (a * fromAlpha + (b * toAlpha - a * fromAlpha) * t) / alpha
    }
    let (start, end) = (RGB(from), RGB(to))
    let mixed: MappedColor
    switch space {
    case .oklab:
      let (p, q) = (OKLab(start), OKLab(end))
      mixed = GamutMapping.color(for: OKLab(l: mix(p.l, q.l), a: mix(p.a, q.a), b: mix(p.b, q.b)).rgb)
    case .srgb:
      mixed = GamutMapping.color(
        for: RGB(red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue)))
    case .linear:
      let (p, q) = (LinearRGB(start), LinearRGB(end))
      let linear = LinearRGB(red: mix(p.red, q.red), green: mix(p.green, q.green), blue: mix(p.blue, q.blue))
      mixed = GamutMapping.color(for: linear.rgb)
    }
    guard !opaque else { return mixed }
    return MappedColor(color: mixed.color.withAlpha(alpha), wasOutOfGamut: mixed.wasOutOfGamut)
  }

  /// OKLCH lightness raised by `percent` / 100.
  static func lighten(_ color: Color, by percent: Double) -> MappedColor {
    adjusted(color) { $0.lightness += percent / 100 }
  }

  /// OKLCH lightness lowered by `percent` / 100.
  static func darken(_ color: Color, by percent: Double) -> MappedColor {
    lighten(color, by: -percent)
  }

  /// OKLCH chroma multiplied by 1 + `percent` / 100 (never below 0).
  static func saturate(_ color: Color, by percent: Double) -> MappedColor {
    adjusted(color) { $0.chroma *= max(0, 1 + percent / 100) }
  }

  /// OKLCH chroma multiplied by 1 − `percent` / 100 (never below 0): 100 gives a gray.
  static func desaturate(_ color: Color, by percent: Double) -> MappedColor {
    saturate(color, by: -percent)
  }

  /// OKLCH hue turned by `degrees`; grays stay gray.
  static func rotate(_ color: Color, by degrees: Double) -> MappedColor {
    adjusted(color) { $0.hue = Hue.normalized($0.hue + degrees) }
  }

  /// The OKLCH hue turned half way round.
  static func complement(_ color: Color) -> MappedColor {
    rotate(color, by: 180)
  }

  /// Each channel 1 − value.
  static func invert(_ color: Color) -> MappedColor {
    MappedColor(color: Color(red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue), wasOutOfGamut: false)
  }

  /// The gray of the same OKLCH lightness.
  static func grayscale(_ color: Color) -> MappedColor {
    adjusted(color) { $0.chroma = 0 }
  }

  private static func adjusted(_ color: Color, _ change: (inout OKLCH) -> Void) -> MappedColor {
    var oklch = OKLCH(RGB(color))
    change(&oklch)
    let mapped = GamutMapping.color(for: oklch.rgb)
    guard oklch.chroma == 0 else { return mapped }
    // A gray: its channels equal, not a few 1e-16 apart.
    let gray = (mapped.color.red + mapped.color.green + mapped.color.blue) / 3
    return MappedColor(color: RGB(red: gray, green: gray, blue: gray).color, wasOutOfGamut: mapped.wasOutOfGamut)
  }
}
