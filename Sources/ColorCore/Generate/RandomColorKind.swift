/// What kind of color `Color.random(_:using:)` draws.
///
/// `vivid` and `pastel` are regions of OKLCH. A hue is drawn uniformly in 0..<360 and a lightness uniformly in the
/// kind's range; the chroma is then drawn uniformly between the kind's lowest chroma and the smaller of its highest
/// and the most that sRGB holds at that lightness and hue, so every color is inside sRGB and keeps the hue it was
/// drawn with (nothing is clipped). When sRGB holds less than the lowest chroma at that lightness and hue, the
/// lightness is drawn again, up to 64 times, keeping the hue (then the most chroma any of those lightnesses held
/// is used). Hues are therefore equally likely, whatever the shape of the gamut.
public enum RandomColorKind: String, CaseIterable, Sendable {
  /// Any sRGB color: each channel uniform in 0...1.
  case any
  /// Strong colors: OKLCH lightness 0.55–0.80, chroma 0.12–0.25 (at most what sRGB holds), any hue.
  case vivid
  /// Light, soft colors: OKLCH lightness 0.85–0.93, chroma 0.03–0.08 (at most what sRGB holds), any hue.
  case pastel
  /// Grays: OKLCH lightness uniform in 0...1, chroma 0 (so perceptually even steps, not even sRGB values).
  case gray

  /// The OKLCH lightness range of `vivid` and `pastel`.
  public var lightnessRange: ClosedRange<Double>? {
    switch self {
    case .vivid: 0.55...0.80
    case .pastel: 0.85...0.93
    case .any, .gray: nil
    }
  }

  /// The OKLCH chroma range of `vivid` and `pastel` (the top limited by what sRGB holds).
  public var chromaRange: ClosedRange<Double>? {
    switch self {
    case .vivid: 0.12...0.25
    case .pastel: 0.03...0.08
    case .any, .gray: nil
    }
  }
}

extension Color {
  /// A random color of `kind`, drawn from `generator` (the same seed gives the same colors on every machine).
  public static func random(_ kind: RandomColorKind = .any, using generator: inout Xoshiro256StarStar) -> Color {
    switch kind {
    case .any:
      let red = generator.unitInterval()
      let green = generator.unitInterval()
      return Color(red: red, green: green, blue: generator.unitInterval())
    case .gray:
      // An OKLab gray of lightness L has linear luminance L³ in every channel.
      let lightness = generator.unitInterval()
      let value = SRGBTransfer.encoded(lightness * lightness * lightness)
      return Color(red: value, green: value, blue: value)
    case .vivid, .pastel:
      return polar(kind, using: &generator)
    }
  }

  private static func polar(_ kind: RandomColorKind, using generator: inout Xoshiro256StarStar) -> Color {
    guard let lightnessRange = kind.lightnessRange, let chromaRange = kind.chromaRange else { return .black }
    let hue = generator.uniform(in: 0...360)
    var best = (lightness: lightnessRange.lowerBound, chroma: -1.0)
    for _ in 0..<64 {
      let lightness = generator.uniform(in: lightnessRange)
      let most = maximumChroma(lightness: lightness, hue: hue, below: chromaRange.upperBound)
      if most >= chromaRange.lowerBound {
        let chroma = generator.uniform(in: chromaRange.lowerBound...most)
        return OKLCH(lightness: lightness, chroma: chroma, hue: hue).rgb.color
      }
      if most > best.chroma { best = (lightness, most) }
    }
    return OKLCH(lightness: best.lightness, chroma: max(0, best.chroma), hue: hue).rgb.color
  }

  /// The most OKLCH chroma, up to `limit`, that sRGB holds at `lightness` and `hue` (to within 10⁻⁷).
  static func maximumChroma(lightness: Double, hue: Double, below limit: Double) -> Double {
    if OKLCH(lightness: lightness, chroma: limit, hue: hue).rgb.isInGamut { return limit }
    var (low, high) = (0.0, limit)
    while high - low > 1e-7 {
      let middle = (low + high) / 2
      if OKLCH(lightness: lightness, chroma: middle, hue: hue).rgb.isInGamut { low = middle } else { high = middle }
    }
    return low
  }
}
