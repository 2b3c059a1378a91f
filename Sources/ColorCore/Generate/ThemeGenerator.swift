/// A terminal theme made from one color (`colormix theme`), readable by construction: a background and foreground
/// tinted with the key's hue (neutral for a gray key, of chroma below 0.02), the cursor in the key color (moved
/// just as far in lightness as it takes to show, 3:1, on the background), and the 16 ANSI colors.
///
/// - The background and the grays (`color0`, `color7`, `color8`, `color15`) have the key's OKLCH hue at a low
///   chroma; the foreground at least 7:1 on the background, `color8` at least 3:1.
/// - `color1`…`color6` and `color9`…`color14` sit at the middle of their OKLCH hue bands (``hueBands``): red,
///   green, yellow, blue, magenta, cyan. Each reaches the requirement on the background (AA, 4.5:1, unless given);
///   a bright color is lighter than its normal in a dark scheme and darker in a light one.
/// - `color7` and `color15`, the text grays, reach the requirement too.
///
/// Each color's lightness is the one its scheme prefers, moved away from the background's just as far as the
/// contrast asks (by bisection, with a margin of 0.01 above the ratio), its chroma as much of what it asks for as
/// sRGB holds there; every color is 8-bit, as theme files write them, and measured so.
public struct ThemeGenerator: Sendable {
  /// A theme for a dark background or a light one.
  public enum Scheme: String, CaseIterable, Sendable {
    /// A dark background, light text.
    case dark
    /// A light background, dark text.
    case light
  }

  /// The OKLCH hue band of each ANSI hue, in degrees (red wraps through 0): what `colormix theme` keeps
  /// `color1`…`color6` (and their brights) within.
  public static let hueBands: [(name: String, index: Int, range: ClosedRange<Double>)] = [
    ("red", 1, -20...50), ("green", 2, 120...160), ("yellow", 3, 75...115), ("blue", 4, 235...275),
    ("magenta", 5, 300...345), ("cyan", 6, 180...220),
  ]

  /// The theme.
  public let theme: TerminalTheme

  /// The theme of `key` for `scheme`, every text color at least `requirement` on the background.
  public init(key: Color, scheme: Scheme, requirement: ContrastRequirement = ContrastRequirement(.aaNormal)) {
    let keyColor = OKLCH(RGB(key.isInGamut(.srgb) ? key : key.mapped(into: .srgb)))
    let hue = keyColor.hue
    // A gray key (chroma below 0.02, a hue that faint cannot be told) tints nothing: the grays are neutral.
    let tint = keyColor.chroma < 0.02 ? 0.0 : 1.0
    let dark = scheme == .dark
    let background = ThemeGenerator.color(lightness: dark ? 0.19 : 0.985, chroma: 0.02 * tint, hue: hue)
    let minimum = max(requirement.minimumRatio, 1)
    func text(_ lightness: Double, _ chroma: Double, _ hue: Double, at ratio: Double) -> Color {
      ThemeGenerator.reaching(ratio + 0.01, on: background, from: lightness, chroma: chroma, hue: hue, lighter: dark)
    }
    var theme = TerminalTheme()
    theme[.background] = background
    theme[.foreground] = text(dark ? 0.93 : 0.24, 0.015 * tint, hue, at: max(7, minimum))
    // The cursor in the key color, or, where that would vanish on the background (under 3:1), the key's hue and
    // chroma at the nearest lightness that shows.
    theme[.cursor] = text(keyColor.lightness, keyColor.chroma, hue, at: 3)
    theme[.ansi(0)] = ThemeGenerator.color(lightness: dark ? 0.27 : 0.3, chroma: 0.015 * tint, hue: hue)
    theme[.ansi(8)] = text(dark ? 0.5 : 0.55, 0.015 * tint, hue, at: 3)
    theme[.ansi(7)] = text(dark ? 0.82 : 0.4, 0.01 * tint, hue, at: minimum)
    theme[.ansi(15)] = text(dark ? 0.96 : 0.2, 0.005 * tint, hue, at: minimum)
    for band in ThemeGenerator.hueBands {
      let center = (band.range.lowerBound + band.range.upperBound) / 2
      let bandHue = center < 0 ? center + 360 : center
      let normal = text(dark ? 0.7 : 0.52, 0.15, bandHue, at: minimum)
      let normalLightness = OKLCH(RGB(normal)).lightness
      theme[.ansi(band.index)] = normal
      // The bright form: a step further from the background than its normal, and as readable.
      let bright = dark ? min(0.95, normalLightness + 0.1) : max(0.2, normalLightness - 0.1)
      theme[.ansi(band.index + 8)] = text(bright, 0.17, bandHue, at: minimum)
    }
    self.theme = theme
  }

  /// The 8-bit sRGB color (what a theme file holds) of `lightness`, `hue` and as much of `chroma` as sRGB holds
  /// there: the contrast is measured on the color the theme writes.
  static func color(lightness: Double, chroma: Double, hue: Double) -> Color {
    let most = ColorScale.maximumChroma(lightness: lightness, hue: hue, in: .srgb)
    let (red, green, blue) = OKLCH(lightness: lightness, chroma: min(chroma, most), hue: hue).rgb.color.rgb255
    return Color(red255: red, green255: green, blue255: blue)
  }

  /// The color of `hue` and `chroma` (as much as sRGB holds) at `from`'s lightness, or, when that does not reach
  /// `ratio` on `background`, at the lightness nearest it that does, going `lighter` or darker.
  static func reaching(
    _ ratio: Double, on background: Color, from lightness: Double, chroma: Double, hue: Double, lighter: Bool
  ) -> Color {
    let preferred = color(lightness: lightness, chroma: chroma, hue: hue)
    if Contrast.readings(preferred, background).lowerBound >= ratio { return preferred }
    // Bisection between the preferred lightness (too little contrast) and the far end (white or black).
    var (misses, meets) = (lightness, lighter ? 1.0 : 0.0)
    for _ in 0..<50 {
      let middle = (misses + meets) / 2
      if Contrast.readings(color(lightness: middle, chroma: chroma, hue: hue), background).lowerBound >= ratio {
        meets = middle
      } else {
        misses = middle
      }
    }
    return color(lightness: meets, chroma: chroma, hue: hue)
  }
}
