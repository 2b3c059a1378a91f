/// What can be done with a color; every result is exact, and gamut mapped into sRGB (CSS Color 4) when the change
/// leaves it. Each keeps the color's alpha (a mix interpolates it).
extension Color {
  /// OKLCH lightness raised by `percent` / 100 (`lightened(by: 10)` adds 0.1).
  public func lightened(by percent: Double) -> Color {
    kept(ColorOperation.lighten(self, by: percent).color)
  }

  /// OKLCH lightness lowered by `percent` / 100.
  public func darkened(by percent: Double) -> Color {
    kept(ColorOperation.darken(self, by: percent).color)
  }

  /// OKLCH chroma multiplied by 1 + `percent` / 100 (never below 0).
  public func saturated(by percent: Double) -> Color {
    kept(ColorOperation.saturate(self, by: percent).color)
  }

  /// OKLCH chroma multiplied by 1 − `percent` / 100 (never below 0): 100 gives the gray of the same lightness.
  public func desaturated(by percent: Double) -> Color {
    kept(ColorOperation.desaturate(self, by: percent).color)
  }

  /// OKLCH hue turned by `degrees`; a gray stays gray.
  public func rotated(by degrees: Double) -> Color {
    kept(ColorOperation.rotate(self, by: degrees).color)
  }

  /// The OKLCH hue turned half way round.
  public var complement: Color {
    kept(ColorOperation.complement(self).color)
  }

  /// Each channel 1 − value.
  public var inverted: Color {
    kept(ColorOperation.invert(self).color)
  }

  /// The gray of the same OKLCH lightness.
  public var grayscale: Color {
    kept(ColorOperation.grayscale(self).color)
  }

  /// This color moved `amount` (0...1, clamped) of the way toward `other`, interpolated in `space`.
  public func mixed(with other: Color, amount: Double, in space: BlendSpace = .oklab) -> Color {
    ColorOperation.blend(self, other, amount: amount, in: space).color
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

  /// The WCAG 2.2 contrast ratio with `other`, lighter over darker: 1...21, the same in either order.
  public func contrastRatio(with other: Color) -> Double {
    Contrast.ratio(self, other)
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
  /// `catalog` limits the search to one catalog.
  public func nearestName(in catalog: Catalog? = nil) -> NamedColor {
    NearestName.find(for: self, catalog: catalog)
  }

  /// The `count` catalog colors nearest to this one, nearest first, each with its CIEDE2000 difference: exact
  /// matches first, then by difference, ties to CSS, then to the earlier row, so the first is `nearestName(in:)`.
  /// `catalog` limits the search to one catalog; fewer than `count` when the catalogs hold fewer colors.
  public func nearestNames(_ count: Int, in catalog: Catalog? = nil) -> [(name: NamedColor, difference: Double)] {
    NearestName.find(count, for: self, catalog: catalog)
  }
}

extension Color {
  /// `result` with this color's alpha: an operation's result, which is opaque.
  fileprivate func kept(_ result: Color) -> Color {
    alpha >= 1 ? result : result.withAlpha(alpha)
  }
}
