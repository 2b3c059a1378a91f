/// One number of a color, named `SPACE.LETTER` with CSS's channel letters (the keywords of CSS relative color
/// syntax): `rgb.r`, `hsl.h`, `oklch.c`, … and `alpha`. Each has one scale, the one its text prints: `rgb.*` 0–100
/// (the channels' scale), `hsl.s` 0–100 (a percentage), `oklch.l` 0–1.
public enum ColorComponent: String, CaseIterable, Sendable {
  /// `rgb.r`: sRGB red, 0–100.
  case rgbR = "rgb.r"
  /// `rgb.g`: sRGB green, 0–100.
  case rgbG = "rgb.g"
  /// `rgb.b`: sRGB blue, 0–100.
  case rgbB = "rgb.b"
  /// `hsl.h`: HSL hue, degrees.
  case hslH = "hsl.h"
  /// `hsl.s`: HSL saturation, 0–100.
  case hslS = "hsl.s"
  /// `hsl.l`: HSL lightness, 0–100.
  case hslL = "hsl.l"
  /// `hwb.h`: HWB hue, degrees.
  case hwbH = "hwb.h"
  /// `hwb.w`: HWB whiteness, 0–100.
  case hwbW = "hwb.w"
  /// `hwb.b`: HWB blackness, 0–100.
  case hwbB = "hwb.b"
  /// `lab.l`: CIE Lab (D50) lightness, 0–100.
  case labL = "lab.l"
  /// `lab.a`: CIE Lab a (green–red).
  case labA = "lab.a"
  /// `lab.b`: CIE Lab b (blue–yellow).
  case labB = "lab.b"
  /// `lch.l`: CIE LCH lightness, 0–100.
  case lchL = "lch.l"
  /// `lch.c`: CIE LCH chroma.
  case lchC = "lch.c"
  /// `lch.h`: CIE LCH hue, degrees.
  case lchH = "lch.h"
  /// `oklab.l`: OKLab lightness, 0–1.
  case oklabL = "oklab.l"
  /// `oklab.a`: OKLab a (green–red).
  case oklabA = "oklab.a"
  /// `oklab.b`: OKLab b (blue–yellow).
  case oklabB = "oklab.b"
  /// `oklch.l`: OKLCH lightness, 0–1.
  case oklchL = "oklch.l"
  /// `oklch.c`: OKLCH chroma.
  case oklchC = "oklch.c"
  /// `oklch.h`: OKLCH hue, degrees.
  case oklchH = "oklch.h"
  /// `alpha`: the opacity, 0–1.
  case alpha

  /// Every component's name, `SPACE.LETTER`, in order.
  public static var names: [String] { allCases.map(\.rawValue) }

  /// Whether the component's text holds every color exactly, outside sRGB too: those of lab, lch, oklab and oklch,
  /// and alpha (the others are printed from the color mapped into sRGB, as their notation's text is).
  var holdsEveryColor: Bool {
    switch notation?.0 {
    case .lab?, .lch?, .oklab?, .oklch?: true
    case nil: self == .alpha
    default: false
    }
  }

  /// The notation whose text prints this component, and its place there; nil for `rgb.*` (0–100, not the 8-bit
  /// integers of `rgb()`) and `alpha`.
  private var notation: (ColorNotation, Int)? {
    switch self {
    case .rgbR, .rgbG, .rgbB, .alpha: nil
    case .hslH: (.hsl, 0)
    case .hslS: (.hsl, 1)
    case .hslL: (.hsl, 2)
    case .hwbH: (.hwb, 0)
    case .hwbW: (.hwb, 1)
    case .hwbB: (.hwb, 2)
    case .labL: (.lab, 0)
    case .labA: (.lab, 1)
    case .labB: (.lab, 2)
    case .lchL: (.lch, 0)
    case .lchC: (.lch, 1)
    case .lchH: (.lch, 2)
    case .oklabL: (.oklab, 0)
    case .oklabA: (.oklab, 1)
    case .oklabB: (.oklab, 2)
    case .oklchL: (.oklch, 0)
    case .oklchC: (.oklch, 1)
    case .oklchH: (.oklch, 2)
    }
  }

  /// Whether the component is a hue: it moves around the circle.
  var isHue: Bool { self == .hslH || self == .hwbH || self == .lchH || self == .oklchH }

  /// The values it may be set to: a hue 0–360, the others their CSS reference range (lab a/b ±125 = ±100%, lch C
  /// 0–150, oklab a/b ±0.4, oklch C 0–0.4).
  public var range: ClosedRange<Double> {
    switch self {
    case .rgbR, .rgbG, .rgbB, .hslS, .hslL, .hwbW, .hwbB, .labL, .lchL: 0...100
    case .hslH, .hwbH, .lchH, .oklchH: 0...360
    case .labA, .labB: -125...125
    case .lchC: 0...150
    case .oklabL, .oklchL, .alpha: 0...1
    case .oklabA, .oklabB: -0.4...0.4
    case .oklchC: 0...0.4
    }
  }

  /// `0–100`, `-0.4–0.4`: the range as messages name it.
  public var rangeText: String {
    ColorText.decimal(range.lowerBound, places: 4) + "–" + ColorText.decimal(range.upperBound, places: 4)
  }

  /// The component's value, unrounded (a gray's hue is 0).
  public func value(of color: Color) -> Double {
    switch self {
    case .rgbR: return color.red * 100
    case .rgbG: return color.green * 100
    case .rgbB: return color.blue * 100
    case .alpha: return color.alpha
    default:
      let (notation, index) = notation!
      return ColorText.unrounded(color, in: notation)[index]
    }
  }

  /// Writes the value as the component's text prints it: rounded as in `ColorText` (`250.43` for `oklch.h`, a hue
  /// of 360 written 0); `rgb.*` and `alpha` to 4 decimals, as the `rgb` format has them.
  func write(_ color: Color, into out: inout TextWriter) {
    switch self {
    case .rgbR, .rgbG, .rgbB: out.write(decimal: value(of: color), places: 4)
    case .alpha: out.write(decimal: color.alpha, places: 4)
    default:
      let (notation, index) = notation!
      out.write(decimal: ColorText.components(color, in: notation)[index].value, places: 5)
    }
  }

  /// `color` with this component `value` (within `range`), exactly: outside sRGB (extended range) when the value
  /// takes it there, not gamut mapped (`Color.mapped(into:)` maps); its alpha kept, unless the component is
  /// `alpha`. A hue of a gray changes nothing.
  public func setting(_ color: Color, to value: Double) -> Color {
    let alpha = self == .alpha ? value : color.alpha
    return settingChannels(color, to: value).extendedColor(alpha: alpha)
  }

  /// `setting` for the components other than alpha (for alpha, `color`'s channels).
  private func settingChannels(_ color: Color, to value: Double) -> RGB {
    let rgb = RGB(color)
    switch self {
    case .rgbR: return RGB(red: value / 100, green: rgb.green, blue: rgb.blue)
    case .rgbG: return RGB(red: rgb.red, green: value / 100, blue: rgb.blue)
    case .rgbB: return RGB(red: rgb.red, green: rgb.green, blue: value / 100)
    case .alpha: return rgb
    case .hslH, .hslS, .hslL:
      var hsl = HSL(rgb)
      if self == .hslH {
        hsl.hue = value
      } else if self == .hslS {
        hsl.saturation = value
      } else {
        hsl.lightness = value
      }
      return hsl.rgb
    case .hwbH, .hwbW, .hwbB:
      var hwb = HWB(rgb)
      if self == .hwbH {
        hwb.hue = value
      } else if self == .hwbW {
        hwb.whiteness = value
      } else {
        hwb.blackness = value
      }
      return hwb.rgb
    case .labL, .labA, .labB:
      var lab = LabD50(rgb)
      if self == .labL { lab.l = value } else if self == .labA { lab.a = value } else { lab.b = value }
      return lab.rgb
    case .lchL, .lchC, .lchH:
      var lch = LCH(rgb)
      if self == .lchL { lch.lightness = value } else if self == .lchC { lch.chroma = value } else { lch.hue = value }
      return lch.rgb
    case .oklabL, .oklabA, .oklabB:
      var oklab = OKLab(rgb)
      if self == .oklabL { oklab.l = value } else if self == .oklabA { oklab.a = value } else { oklab.b = value }
      return oklab.rgb
    case .oklchL, .oklchC, .oklchH:
      var oklch = OKLCH(rgb)
      if self == .oklchL {
        oklch.lightness = value
      } else if self == .oklchC {
        oklch.chroma = value
      } else {
        oklch.hue = value
      }
      return oklch.rgb
    }
  }

  /// The value a relative `step` moves the component of `color` to: a hue around the circle, any other clamped to
  /// `range`.
  public func moved(_ color: Color, by step: Double) -> Double {
    let sum = value(of: color) + step
    if isHue { return Hue.normalized(sum) }
    return min(max(sum, range.lowerBound), range.upperBound)
  }
}
