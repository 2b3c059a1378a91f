/// A lightness scale of one color's hue, the kind design systems publish (Tailwind's 50…950, Radix's 1–12), made in
/// OKLCH:
///
/// - by lightness (`init(key:names:gamut:)`): the steps run from near white (lightness 0.97) to near black (0.26),
///   evenly, and the step whose lightness is nearest the key's is the key color itself, exactly;
/// - by contrast (`init(key:contrasts:on:names:gamut:)`, Adobe Leonardo's method): each step has a WCAG 2 contrast
///   ratio against a background, never below it and within 0.02 above.
///
/// Every step keeps the key's hue, and its chroma is the largest the gamut holds at the step's lightness, scaled by
/// how saturated the key is at its own (its chroma over the largest there), so a muted key makes a muted scale.
/// Every step lies inside the gamut.
///
/// ```swift
/// let scale = ColorScale(key: try Color(parsing: "#3b82f6"), names: ColorScale.tailwindNames)
/// scale.steps.map(\.name)      // ["50", "100", …, "950"]
/// scale.steps[5].color.hex     // "#3b82f6": the key, at its own lightness
/// ```
public struct ColorScale: Sendable {
  /// One step: its name and its color.
  public struct Step: Sendable {
    /// `500`, or the ratio a step by contrast has (`4.5`).
    public let name: String
    /// The color exactly, in extended sRGB.
    public let color: Color
    /// Whether the step is the key color itself.
    public let isKey: Bool
    /// Its OKLCH lightness, chroma and hue.
    public let oklch: OKLCH

    /// CSS text that reads back as `color` exactly: the hex of an 8-bit step, else `oklch(L C H)` (with ` / A`
    /// for a translucent step), each number in its shortest form.
    public var text: String {
      let eightBit = color.exactText
      if eightBit.hasPrefix("#") { return eightBit }
      let numbers = [oklch.lightness, oklch.chroma, oklch.hue].map(ColorText.shortest).joined(separator: " ")
      return "oklch(" + numbers + (color.alpha < 1 ? " / " + ColorText.shortest(color.alpha) : "") + ")"
    }

    init(name: String, color: Color, isKey: Bool, oklch: OKLCH) {
      self.name = name
      self.isKey = isKey
      // A gray's chroma and hue are 0, not the noise of a conversion.
      let gray = oklch.chroma < 1e-9
      self.oklch = OKLCH(lightness: oklch.lightness, chroma: gray ? 0 : oklch.chroma, hue: gray ? 0 : oklch.hue)
      self.color = isKey || !gray ? color : self.oklch.rgb.extendedColor(alpha: color.alpha)
    }
  }

  /// The 11 names Tailwind gives its steps, light to dark: `50`, `100`, `200`, … `900`, `950`.
  public static let tailwindNames = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]
  /// The lightness of the lightest step of a scale by lightness.
  public static let lightest = 0.97
  /// The lightness of the darkest step of a scale by lightness.
  public static let darkest = 0.26
  /// The gamuts a scale may be made for.
  public static let gamuts: [ColorSpace] = [.srgb, .displayP3]

  /// The steps, in order.
  public let steps: [Step]

  /// A scale by lightness of `key`'s hue inside `gamut` (sRGB or Display P3), a step for each name, light to dark.
  /// `key` must lie inside `gamut` (map it first: `Color.mapped(into:)`); `names` must not be empty.
  public init(key: Color, names: [String], gamut: ColorSpace = .srgb) {
    let origin = OKLCH(RGB(key))
    let saturation = ColorScale.saturation(of: origin, in: gamut)
    let count = names.count
    let lightnesses = (0..<count).map { index in
      count == 1
        ? origin.lightness
        : ColorScale.lightest - (ColorScale.lightest - ColorScale.darkest) * Double(index) / Double(count - 1)
    }
    let keyIndex = lightnesses.indices.min {
      abs(lightnesses[$0] - origin.lightness) < abs(lightnesses[$1] - origin.lightness)
    }
    steps = names.indices.map { index in
      if index == keyIndex { return Step(name: names[index], color: key, isKey: true, oklch: origin) }
      let oklch = ColorScale.color(lightness: lightnesses[index], hue: origin.hue, saturation: saturation, in: gamut)
      // The steps keep the key's alpha.
      return Step(name: names[index], color: oklch.rgb.extendedColor(alpha: key.alpha), isKey: false, oklch: oklch)
    }
  }

  /// A scale by contrast: for each of `contrasts` (ratios 1–21), an opaque color of `key`'s hue and saturation
  /// whose WCAG 2 contrast on `background` is that ratio and at most ``contrastTolerance`` more, darker than the
  /// background where black reads better on it and lighter where white does; named `names` (the ratios, `4.5`,
  /// when nil). In sRGB each step is an 8-bit color (so its hex is the step exactly): of the 8-bit colors around
  /// the point of the hue's curve with that ratio, the nearest in OKLab whose ratio is in the window (or, where
  /// none is, the least above it: never below). In Display P3 the step is that point itself. Ratios are measured as every common reading of WCAG 2 agrees (WCAG's
  /// rounded luminance coefficients and the sRGB matrix's own), so no checker finds a step short. Throws when a
  /// ratio is more than the background allows in that direction, naming the largest.
  public init(
    key: Color, contrasts: [Double], on background: Color, names: [String]? = nil, gamut: ColorSpace = .srgb
  ) throws(ScaleError) {
    let origin = OKLCH(RGB(key))
    let saturation = ColorScale.saturation(of: origin, in: gamut)
    let backdrop = background.isOpaque ? background : background.composited(over: .white).withAlpha(1)
    let extreme = backdrop.bestTextColor
    let largest = Contrast.readings(extreme, backdrop).lowerBound
    let darker = extreme == .black
    var steps: [Step] = []
    for (index, target) in contrasts.enumerated() {
      // Within floating-point noise (white's luminance by the matrix is 1 − 2·10⁻¹⁷), black on white is 21.
      guard target <= largest + ColorScale.noise else { throw .unreachable(target, largest: largest, darker: darker) }
      func point(_ lightness: Double) -> Color {
        ColorScale.color(lightness: lightness, hue: origin.hue, saturation: saturation, in: gamut).rgb.extendedColor()
      }
      // The contrast grows as the lightness moves from the background's toward black's (or white's): search that
      // stretch for the lightness where it reaches the target, keeping the side that meets it.
      // The stretch starts where the curve's luminance is the background's (contrast 1), which, with the curve's
      // chroma, is not where its lightness is.
      let luminance = backdrop.relativeLuminance
      var (meets, misses) = (darker ? 0.0 : 1.0, darker ? 1.0 : 0.0)
      for _ in 0..<60 {
        let middle = (meets + misses) / 2
        if (point(middle).relativeLuminance < luminance) == darker { meets = middle } else { misses = middle }
      }
      meets = darker ? 0.0 : 1.0
      for _ in 0..<60 {
        let middle = (meets + misses) / 2
        if Contrast.readings(point(middle), backdrop).lowerBound >= target - ColorScale.noise {
          meets = middle
        } else {
          misses = middle
        }
      }
      var color = point(meets)
      if gamut == .srgb, let eightBit = ColorScale.eightBit(near: color, reaching: target, on: backdrop) {
        color = eightBit
      }
      let name = names?[index] ?? ColorText.decimal(target, places: 4)
      steps.append(Step(name: name, color: color, isKey: false, oklch: OKLCH(RGB(color))))
    }
    self.steps = steps
  }

  /// How far above its ratio a step by contrast may be.
  public static let contrastTolerance = 0.02
  /// What a ratio may miss by and still be reached: floating-point noise.
  static let noise = 1e-9

  /// The 8-bit color nearest `color` in OKLab whose ratio on `background` is at least `target` and at most
  /// ``contrastTolerance`` more, looked for within 3 units of `color`'s channels, then 8, then 16 (a channel near 0
  /// or 255 moves the ratio little, so the others may have to move further). When none is (a vivid color near the
  /// most its hue reaches, whose 8-bit neighbors step the ratio by more than the window), the one of those within
  /// 16 units with the least ratio at or above `target`: never below it. Nil when no 8-bit color near is above.
  static func eightBit(near color: Color, reaching target: Double, on background: Color) -> Color? {
    let origin = OKLab(RGB(color))
    var above: (color: Color, ratio: Double, distance: Double)?
    for radius in [3, 8, 16] {
      func around(_ channel: Double) -> ClosedRange<Int> {
        let scaled = min(max(channel, 0), 1) * 255
        return max(0, Int(scaled.rounded(.down)) - radius)...min(255, Int(scaled.rounded(.up)) + radius)
      }
      var best: (color: Color, distance: Double)?
      for red in around(color.red) {
        for green in around(color.green) {
          for blue in around(color.blue) {
            let candidate = Color(red255: red, green255: green, blue255: blue)
            let ratio = Contrast.readings(candidate, background)
            guard ratio.lowerBound >= target - noise else { continue }
            let distance = OKLab(RGB(candidate)).distance(to: origin)
            if ratio.upperBound <= target + contrastTolerance {
              if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
            } else if radius == 16,
              above.map({ ratio.lowerBound < $0.ratio || (ratio.lowerBound == $0.ratio && distance < $0.distance) })
                ?? true
            {
              above = (candidate, ratio.lowerBound, distance)
            }
          }
        }
      }
      if let best { return best.color }
    }
    return above?.color
  }

  /// Why a scale by contrast cannot be made.
  public enum ScaleError: Error, Equatable, Sendable {
    /// A ratio more than the background allows: `largest` is black's or white's, whichever is `darker` or not.
    case unreachable(Double, largest: Double, darker: Bool)
  }

  /// The key's chroma over the largest `gamut` holds at its lightness and hue: 0 for a gray, at most 1.
  static func saturation(of origin: OKLCH, in gamut: ColorSpace) -> Double {
    let most = maximumChroma(lightness: origin.lightness, hue: origin.hue, in: gamut)
    return most > 0 ? min(1, origin.chroma / most) : 0
  }

  /// The color of `lightness` and `hue` whose chroma is `saturation` of the largest `gamut` holds there.
  static func color(lightness: Double, hue: Double, saturation: Double, in gamut: ColorSpace) -> OKLCH {
    let chroma = saturation * maximumChroma(lightness: lightness, hue: hue, in: gamut)
    return OKLCH(lightness: lightness, chroma: chroma, hue: hue)
  }

  /// The largest OKLCH chroma that `gamut` holds at `lightness` and `hue`, every channel within 0...1 exactly (to
  /// within 10⁻⁹ of chroma).
  public static func maximumChroma(lightness: Double, hue: Double, in gamut: ColorSpace) -> Double {
    guard lightness > 0 && lightness < 1 else { return 0 }
    var (low, high) = (0.0, 0.5)
    while high - low > 1e-9 {
      let middle = (low + high) / 2
      if holds(OKLCH(lightness: lightness, chroma: middle, hue: hue), in: gamut) { low = middle } else { high = middle }
    }
    return low
  }

  /// Whether every channel of `oklch` in `gamut` is within 0...1, with no tolerance.
  static func holds(_ oklch: OKLCH, in gamut: ColorSpace) -> Bool {
    let rgb = oklch.rgb
    let (c1, c2, c3) = gamut == .srgb ? (rgb.red, rgb.green, rgb.blue) : gamut.fromSRGB(rgb)
    return (0...1).contains(c1) && (0...1).contains(c2) && (0...1).contains(c3)
  }
}

extension ColorScale.ScaleError: CustomStringConvertible {
  /// `A contrast of 22:1 cannot be reached on #ffffff; the most, with black, is 21:1.`
  public var description: String {
    switch self {
    case .unreachable(let ratio, let largest, let darker):
      // The most, cut (not rounded) to 3 decimals, so that it can be asked for.
      let most = (largest * 1000 + 1e-6).rounded(.down) / 1000
      return "A contrast of \(ColorText.decimal(ratio, places: 4)):1 is more than the background allows; the most, "
        + "with " + (darker ? "black" : "white") + ", is \(ColorText.decimal(most, places: 3)):1."
    }
  }
}
