/// What can be done with a color. Every result is exact and is not gamut mapped: it lies outside sRGB (extended
/// range, `isInGamut(.srgb)` false) when the change takes it there, as lightening a saturated blue or saturating
/// does, and `mapped(into:)` brings it into a gamut where it is shown or stored (`StoredColor(rounding:)`, `hex` and
/// `rgb255` are of the color mapped into sRGB). Each keeps the color's alpha (a mix interpolates it).
extension Color {
  /// OKLCH lightness raised by `percent` / 100 (`lightened(by: 10)` adds 0.1): white at 1 or more, black at 0 or
  /// less.
  public func lightened(by percent: Double) -> Color {
    ColorOperation.lighten(self, by: percent)
  }

  /// OKLCH lightness lowered by `percent` / 100: black at 0 or less.
  public func darkened(by percent: Double) -> Color {
    ColorOperation.darken(self, by: percent)
  }

  /// OKLCH chroma multiplied by 1 + `percent` / 100 (never below 0).
  public func saturated(by percent: Double) -> Color {
    ColorOperation.saturate(self, by: percent)
  }

  /// OKLCH chroma multiplied by 1 − `percent` / 100 (never below 0): 100 gives the gray of the same lightness.
  public func desaturated(by percent: Double) -> Color {
    ColorOperation.desaturate(self, by: percent)
  }

  /// OKLCH hue turned by `degrees`; a gray stays gray.
  public func rotated(by degrees: Double) -> Color {
    ColorOperation.rotate(self, by: degrees)
  }

  /// The OKLCH hue turned half way round.
  public var complement: Color {
    ColorOperation.complement(self)
  }

  /// Each channel 1 − value (extended range: a channel outside 0...1 too).
  public var inverted: Color {
    ColorOperation.invert(self)
  }

  /// The gray of the same OKLCH lightness.
  public var grayscale: Color {
    ColorOperation.grayscale(self)
  }

  /// This color moved `amount` (0...1, clamped) of the way toward `other`, interpolated in `space`.
  public func mixed(with other: Color, amount: Double, in space: BlendSpace = .oklab) -> Color {
    ColorOperation.blend(self, other, amount: amount, in: space)
  }

  /// This color laid over `backdrop` (source-over, in gamma-encoded sRGB, as browsers composite): each channel
  /// `c × α + b × β × (1 − α)` over the result's alpha `α + β × (1 − α)`. An opaque color is itself; over an
  /// opaque backdrop the result is opaque.
  public func composited(over backdrop: Color) -> Color {
    guard alpha < 1 else { return self }
    let under = backdrop.alpha * (1 - alpha)
    let result = alpha + under
    guard result > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * under) / result
    }
    return Color(
      red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue),
      alpha: result)
  }

  /// The WCAG 2.2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels.
  public var relativeLuminance: Double {
    Contrast.relativeLuminance(self)
  }

  /// The WCAG 2.2 contrast of this color as text on `background`, as `colormix contrast` measures it: a
  /// translucent background laid over `backdrop`, then a translucent text color over that background.
  public func contrast(on background: Color, backdrop: Color = .white) -> Contrast {
    Contrast(self, on: background, backdrop: backdrop)
  }

  /// The WCAG 2.2 contrast ratio of this color as text on `other`: `contrast(on: other).ratio`, 1...21, the same in
  /// either order for opaque colors.
  public func contrastRatio(with other: Color) -> Double {
    Contrast(self, on: other).ratio
  }

  /// Black or white, whichever text color has more contrast on this color (white on a tie); a translucent color
  /// is laid over white first, as `contrast` lays a translucent background over its default backdrop.
  public var bestTextColor: Color {
    Contrast.bestText(on: self)
  }

  /// The CIEDE2000 color difference to `other` (0 for the same color; about 1 is just noticeable).
  public func difference(to other: Color) -> Double {
    Lab(self).difference(to: Lab(other))
  }

  /// The nearest catalog color by CIEDE2000 (an exact match first; ties go to CSS, then the earlier row);
  /// `catalog` limits the search to one catalog. A color outside sRGB is named by its gamut-mapped color.
  public func nearestName(in catalog: Catalog? = nil) -> NamedColor {
    // The catalogs are sRGB colors: a color outside sRGB is named by its gamut-mapped color, as it is shown.
    NearestName.find(for: isInGamut(.srgb) ? self : mapped(into: .srgb), catalog: catalog)
  }

  /// The `count` catalog colors nearest to this one, nearest first, each with its CIEDE2000 difference: exact
  /// matches first, then by difference, ties to CSS, then to the earlier row, so the first is `nearestName(in:)`.
  /// `catalog` limits the search to one catalog; fewer than `count` when the catalogs hold fewer colors. A color
  /// outside sRGB is measured by its gamut-mapped color.
  public func nearestNames(_ count: Int, in catalog: Catalog? = nil) -> [(name: NamedColor, difference: Double)] {
    NearestName.find(count, for: isInGamut(.srgb) ? self : mapped(into: .srgb), catalog: catalog)
  }
}
