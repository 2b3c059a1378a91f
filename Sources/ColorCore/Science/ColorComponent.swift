/// One number of a color, named `SPACE.LETTER` with CSS's channel letters (the keywords of CSS relative color
/// syntax): `rgb.r`, `hsl.h`, `oklch.c`, … and `alpha`. Each has one scale, the one its text prints: `rgb.*` 0–100
/// (the channels' scale), `hsl.s` 0–100 (a percentage), `oklch.l` 0–1. Besides the three channels and alpha, the
/// components are those of each CSS function's space in the registry (`ColorSpace.components`).
public struct ColorComponent: Hashable, Sendable {
  /// Which number it is.
  private enum Kind: Hashable, Sendable {
    /// An sRGB channel on the 0–100 scale.
    case channel(Channel)
    /// Component `index` of the space a CSS function writes.
    case coordinate(Color.Notation, Int)
    /// The opacity, 0–1.
    case alpha
  }

  private let kind: Kind
  /// Its name: `rgb.r`, `oklch.h`, `alpha`.
  public let name: String

  private init(_ kind: Kind) {
    self.kind = kind
    name =
      switch kind {
      case .channel(let channel):
        "rgb." + ColorSpace.srgb.components[channel == .red ? 0 : channel == .green ? 1 : 2].letter
      case .coordinate(let notation, let index): notation.rawValue + "." + notation.space.components[index].letter
      case .alpha: "alpha"
      }
  }

  /// `rgb.r`: sRGB red, 0–100.
  public static let rgbR = ColorComponent(.channel(.red))
  /// `rgb.g`: sRGB green, 0–100.
  public static let rgbG = ColorComponent(.channel(.green))
  /// `rgb.b`: sRGB blue, 0–100.
  public static let rgbB = ColorComponent(.channel(.blue))
  /// `alpha`: the opacity, 0–1.
  public static let alpha = ColorComponent(.alpha)

  /// Every component, in order: `rgb.r`, `rgb.g`, `rgb.b`, the components of `hsl`, `hwb`, `lab`, `lch`, `oklab`
  /// and `oklch`, and `alpha`.
  public static let all: [ColorComponent] =
    [rgbR, rgbG, rgbB] + coordinates(.hsl) + coordinates(.hwb) + coordinates(.lab) + coordinates(.lch)
    + coordinates(.oklab) + coordinates(.oklch) + [alpha]

  /// The three components of the space `notation` writes.
  private static func coordinates(_ notation: Color.Notation) -> [ColorComponent] {
    [
      ColorComponent(.coordinate(notation, 0)), ColorComponent(.coordinate(notation, 1)),
      ColorComponent(.coordinate(notation, 2)),
    ]
  }

  /// Every component's name, `SPACE.LETTER`, in order.
  public static var names: [String] { all.map(\.name) }

  /// The component named `name` (`oklch.h`, `alpha`), nil for any other name.
  public init?(named name: String) {
    guard let component = ColorComponent.all.first(where: { $0.name == name }) else { return nil }
    self = component
  }

  /// Whether the component's text holds every color exactly, outside sRGB too: those of lab, lch, oklab and oklch,
  /// and alpha (the others are printed from the color mapped into sRGB, as their notation's text is).
  var holdsEveryColor: Bool {
    switch kind {
    case .channel: false
    case .coordinate(let notation, _): notation.space.gamut == nil
    case .alpha: true
    }
  }

  /// Whether the component is a hue: it moves around the circle.
  var isHue: Bool {
    guard case .coordinate(let notation, let index) = kind else { return false }
    return notation.space.components[index].isHue
  }

  /// The values it may be set to: the channels 0–100, alpha 0–1, the others their space's reference range (a hue
  /// 0–360, lab a/b ±125 = ±100%, lch C 0–150, oklab a/b ±0.4, oklch C 0–0.4).
  public var range: ClosedRange<Double> {
    switch kind {
    case .channel: 0...100
    case .coordinate(let notation, let index): notation.space.components[index].range
    case .alpha: 0...1
    }
  }

  /// `0–100`, `-0.4–0.4`: the range as messages name it.
  public var rangeText: String {
    ColorText.decimal(range.lowerBound, places: 4) + "–" + ColorText.decimal(range.upperBound, places: 4)
  }

  /// The component's value, unrounded (a gray's hue is 0).
  public func value(of color: Color) -> Double {
    switch kind {
    case .channel(let channel): color[channel] * 100
    case .coordinate(let notation, let index): ColorText.unrounded(color, in: notation)[index]
    case .alpha: color.alpha
    }
  }

  /// Writes the value as the component's text prints it: rounded as in `ColorText` (`250.43` for `oklch.h`, a hue
  /// of 360 written 0); the channels and `alpha` to 4 decimals, as the `rgb` format has them.
  func write(_ color: Color, into out: inout TextWriter) {
    switch kind {
    case .channel, .alpha: out.write(decimal: value(of: color), places: 4)
    case .coordinate(let notation, let index):
      out.write(decimal: ColorText.components(color, in: notation)[index].value, places: 5)
    }
  }

  /// `color` with this component `value` (within `range`), exactly: outside sRGB (extended range) when the value
  /// takes it there, not gamut mapped (`Color.mapped(into:)` maps); its alpha kept, unless the component is
  /// `alpha`. A hue of a gray changes nothing.
  public func setting(_ color: Color, to value: Double) -> Color {
    var rgb = RGB(color)
    switch kind {
    case .channel(.red): rgb.red = value / 100
    case .channel(.green): rgb.green = value / 100
    case .channel(.blue): rgb.blue = value / 100
    case .coordinate(let notation, let index):
      var c = color.coordinates(in: notation.space)
      if index == 0 { c.0 = value } else if index == 1 { c.1 = value } else { c.2 = value }
      rgb = notation.space.toSRGB(c.0, c.1, c.2)
    case .alpha: return rgb.extendedColor(alpha: value)
    }
    return rgb.extendedColor(alpha: color.alpha)
  }

  /// The value a relative `step` moves the component of `color` to: a hue around the circle, any other clamped to
  /// `range`.
  public func moved(_ color: Color, by step: Double) -> Double {
    let sum = value(of: color) + step
    if isHue { return Hue.normalized(sum) }
    return min(max(sum, range.lowerBound), range.upperBound)
  }
}
