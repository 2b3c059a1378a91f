/// A color in the spaces people write colors in, and back. A color made from another space is exact, outside sRGB
/// when it lies there, as the same color read from CSS text is; `MappedColor` and `mapped(into:)` bring it into a
/// gamut as CSS Color 4 does (OKLCH chroma reduced until it fits).
extension Color {
  /// The color a CSS color or catalog name means, exactly: `#rrggbb`, `#rgb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)`,
  /// `hsl(…)`, `hwb(…)`, `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)`, `color(SPACE …)`, `color-mix(…)`,
  /// `transparent`, a CSS or Crayola name, or bare hex digits; with its alpha, and outside sRGB (extended range)
  /// when the text puts it there (`mapped(into:)` brings it into a gamut).
  ///
  /// The values CSS clamps as it parses (an `rgb()` channel, an alpha) are clamped silently here;
  /// `ColorReading(parsing:)` keeps them as warnings, with the color mapped into sRGB beside the exact one.
  public init(parsing text: String) throws(InputError) {
    self = try ColorReading(parsing: text).exact
  }

  /// The color text in `notation`, each figure rounded as `Notation` describes: `oklch(0.628 0.25768 29.23)`.
  public func text(in notation: Notation) -> String {
    ColorText.text(self, in: notation)
  }

  /// HSL, hue in degrees, saturation and lightness in percent.
  public var hsl: HSL { HSL(RGB(self)) }
  /// HWB, hue in degrees, whiteness and blackness in percent.
  public var hwb: HWB { HWB(RGB(self)) }
  /// CIE Lab relative to D50, as CSS `lab()` writes it.
  public var lab: LabD50 { LabD50(RGB(self)) }
  /// CIE LCH relative to D50, as CSS `lch()` writes it.
  public var lch: LCH { LCH(RGB(self)) }
  /// OKLab.
  public var oklab: OKLab { OKLab(RGB(self)) }
  /// OKLCH, hue in degrees (0 for a gray).
  public var oklch: OKLCH { OKLCH(RGB(self)) }

  /// The color `hsl` names (saturation below 0 counts as 0), exactly, as `Color(parsing:)` reads `hsl()`.
  public init(_ hsl: HSL) { self = Color.exact(hsl.rgb) }
  /// The color `hwb` names (whiteness and blackness adding to 100 or more give a gray), exactly.
  public init(_ hwb: HWB) { self = Color.exact(hwb.rgb) }
  /// The color `lab` names, exactly: outside sRGB (extended range) when it lies there, as `Color(parsing:)` reads
  /// `lab()`; `MappedColor(_:)` maps it into sRGB.
  public init(_ lab: LabD50) { self = Color.exact(lab.rgb) }
  /// The color `lch` names, exactly, outside sRGB when it lies there; `MappedColor(_:)` maps it into sRGB.
  public init(_ lch: LCH) { self = Color.exact(lch.rgb) }
  /// The color `oklab` names, exactly, outside sRGB when it lies there; `MappedColor(_:)` maps it into sRGB.
  public init(_ oklab: OKLab) { self = Color.exact(oklab.rgb) }
  /// The color `oklch` names, exactly, outside sRGB when it lies there; `MappedColor(_:)` maps it into sRGB.
  public init(_ oklch: OKLCH) { self = Color.exact(oklch.rgb) }

  private static func exact(_ rgb: RGB) -> Color {
    Color(extendedRed: rgb.red, green: rgb.green, blue: rgb.blue)
  }
}

extension ColorReading {
  /// Reads `text` as `Color(_:)` does, keeping what had to change: clamped `rgb()` channels and gamut mapping.
  public init(parsing text: String) throws(InputError) {
    self = try ColorArgument.read(text)
  }
}

extension ColorReading {
  /// The reading of `exact`, a color computed from one read (an operation's result), as a color read from text is
  /// judged: `color` is `exact` in sRGB, gamut mapped with a warning naming its `oklch()` when sRGB does not hold
  /// it (none at OKLCH lightness 0 or 1, which is black or white in every gamut); `warnings` are the read color's.
  public init(computed exact: Color, warnings: [RangeWarning] = []) {
    self = ColorArgument.reading(exact, warnings: warnings, computed: true) { oklch in
      // `exact.text(in: .oklch)`, from the OKLCH the mapping worked out.
      ColorText.text(ColorText.Components(oklch.lightness, oklch.chroma, oklch.hue), in: .oklch, alpha: exact.alpha)
    }
  }
}

extension ColorReading {
  /// The sRGB color `ColorReading(computed: exact)` shows, without building the reading: `exact` itself when it is
  /// inside sRGB, else the color gamut mapped (or clipped, within half an 8-bit step), with the OKLCH of `exact`
  /// as `mappedFrom` when the mapping is worth a warning (a lightness of 0 or 1 settles black or white without
  /// one). For a stream of computed colors, which says the warning from `mappedFrom` as it writes it.
  public static func shown(computed exact: Color) -> (color: Color, mappedFrom: OKLCH?) {
    let rgb = RGB(exact)
    guard !rgb.isWithin(0) else { return (exact, nil) }
    let shown = ColorArgument.shownInSRGB(exact, rgb, lightnessCounts: true)
    return (shown.color, shown.warns ? shown.origin : nil)
  }
}

extension HSL {
  /// The HSL of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}

extension HWB {
  /// The HWB of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}

extension LabD50 {
  /// The CIE Lab (D50) of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}

extension LCH {
  /// The CIE LCH (D50) of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}

extension OKLab {
  /// The OKLab of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}

extension OKLCH {
  /// The OKLCH of `color`.
  public init(_ color: Color) { self.init(RGB(color)) }
}
