/// Operations on colors, exact: each result is the color the operation names, outside sRGB (extended range) when
/// the change takes it there; nothing is gamut mapped here (`Color.mapped(into:)` maps, where a color is shown or
/// stored). Each keeps the color's alpha (a blend interpolates it). `Color`'s methods call these.
enum ColorOperation {
  /// The color `amount` of the way from `from` to `to` (amount clamped to 0...1), interpolated in `space`, as
  /// `color-mix(in oklab|srgb|srgb-linear, from, to amount×100%)` mixes them: alpha interpolated too, and the
  /// components with premultiplied alpha (each component times its color's alpha, interpolated, divided by the
  /// interpolated alpha); two opaque colors mix as they are.
  static func blend(_ from: Color, _ to: Color, amount: Double, in space: BlendSpace = .oklab) -> Color {
    let t = amount.isNaN ? 0 : min(max(amount, 0), 1)
    return ColorMix.mix(from, to, amount: t, in: space.space, hue: .shorter)
  }

  /// OKLCH lightness raised by `percent` / 100: white at 1 or more, black at 0 or less (the colors CSS Color 4
  /// gives every lightness there).
  static func lighten(_ color: Color, by percent: Double) -> Color {
    var oklch = OKLCH(RGB(color))
    oklch.lightness += percent / 100
    if oklch.lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: color.alpha) }
    if oklch.lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: color.alpha) }
    return exact(oklch, alpha: color.alpha)
  }

  /// OKLCH lightness lowered by `percent` / 100: black at 0 or less.
  static func darken(_ color: Color, by percent: Double) -> Color {
    lighten(color, by: -percent)
  }

  /// OKLCH chroma multiplied by 1 + `percent` / 100 (never below 0).
  static func saturate(_ color: Color, by percent: Double) -> Color {
    adjusted(color) { $0.chroma *= max(0, 1 + percent / 100) }
  }

  /// OKLCH chroma multiplied by 1 − `percent` / 100 (never below 0): 100 gives a gray.
  static func desaturate(_ color: Color, by percent: Double) -> Color {
    saturate(color, by: -percent)
  }

  /// OKLCH hue turned by `degrees`; grays stay gray.
  static func rotate(_ color: Color, by degrees: Double) -> Color {
    adjusted(color) { $0.hue = Hue.normalized($0.hue + degrees) }
  }

  /// The OKLCH hue turned half way round.
  static func complement(_ color: Color) -> Color {
    rotate(color, by: 180)
  }

  /// Each channel 1 − value (a channel outside 0...1 too).
  static func invert(_ color: Color) -> Color {
    Color(extendedRed: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue, alpha: color.alpha)
  }

  /// The gray of the same OKLCH lightness.
  static func grayscale(_ color: Color) -> Color {
    adjusted(color) { $0.chroma = 0 }
  }

  private static func adjusted(_ color: Color, _ change: (inout OKLCH) -> Void) -> Color {
    var oklch = OKLCH(RGB(color))
    change(&oklch)
    return exact(oklch, alpha: color.alpha)
  }

  /// The color `oklch` names, exactly, with `alpha`.
  private static func exact(_ oklch: OKLCH, alpha: Double) -> Color {
    let rgb = oklch.rgb
    guard oklch.chroma == 0 else { return rgb.extendedColor(alpha: alpha) }
    // A gray: its channels equal, not a few 1e-16 apart.
    let gray = (rgb.red + rgb.green + rgb.blue) / 3
    return RGB(red: gray, green: gray, blue: gray).extendedColor(alpha: alpha)
  }
}
