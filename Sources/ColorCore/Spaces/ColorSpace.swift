/// A color space colormix reads and writes: its name, its three components, how CSS writes it, the gamut it
/// bounds, and its conversion from and to sRGB. `ColorSpace.all` is the registry; each space is defined once, in
/// its own file (`ColorSpace+OKLCH.swift`, …), and every list of spaces (the `color()` spaces, the CSS functions,
/// the design-token spaces, the gamuts, the `color-mix()` spaces, the components) is read from it.
///
/// ```swift
/// let p3 = ColorSpace(named: "display-p3")!          // ColorSpace.displayP3
/// let green = Color(p3, 0, 1, 0)                     // exact, outside sRGB
/// green.coordinates(in: .oklch)                      // (0.8488…, 0.3685…, 145.64…)
/// green.isInGamut(.srgb)                             // false
/// ColorSpace.oklch.components.map(\.letter)          // ["l", "c", "h"]
/// ```
public struct ColorSpace: Sendable {
  /// The space's definition: one object a space, so that a space is copied and compared as one reference.
  private let definition: Definition

  /// The name CSS `color()`, the design tokens' `colorSpace` and `--format` give it: `oklch`, `display-p3`.
  public var name: String { definition.name }
  /// Its three components, in order.
  public var components: [Component] { definition.components }
  /// The CSS function that writes its coordinates (`oklch` for `oklch(L C H)`), or nil for a space CSS writes as
  /// `color(NAME c1 c2 c3)`.
  public var cssFunction: String? { definition.cssFunction }
  /// What the space is and what of a color its text holds, in a phrase: `Display P3; a color outside it is gamut
  /// mapped into it`.
  public var summary: String { definition.summary }
  /// Extended-range sRGB of coordinates in this space.
  var toSRGB: @Sendable (Double, Double, Double) -> RGB { definition.toSRGB }
  /// The coordinates in this space of extended-range sRGB.
  var fromSRGB: @Sendable (RGB) -> (Double, Double, Double) { definition.fromSRGB }
  /// For a polar space, whether the hue of these coordinates is powerless (an achromatic color's).
  var isAchromatic: (@Sendable (Double, Double, Double) -> Bool)? { definition.isAchromatic }

  /// What a space is, kept once.
  private final class Definition: Sendable {
    let name: String
    let components: [Component]
    let cssFunction: String?
    let summary: String
    let bounds: Bounds
    let toSRGB: @Sendable (Double, Double, Double) -> RGB
    let fromSRGB: @Sendable (RGB) -> (Double, Double, Double)
    let isAchromatic: (@Sendable (Double, Double, Double) -> Bool)?

    init(
      name: String, components: [Component], cssFunction: String?, summary: String, bounds: Bounds,
      isAchromatic: (@Sendable (Double, Double, Double) -> Bool)?,
      toSRGB: @escaping @Sendable (Double, Double, Double) -> RGB,
      fromSRGB: @escaping @Sendable (RGB) -> (Double, Double, Double)
    ) {
      self.name = name
      self.components = components
      self.cssFunction = cssFunction
      self.summary = summary
      self.bounds = bounds
      self.isAchromatic = isAchromatic
      self.toSRGB = toSRGB
      self.fromSRGB = fromSRGB
    }
  }

  init(
    name: String, components: [Component], cssFunction: String? = nil, summary: String, gamut bounds: Bounds,
    isAchromatic: (@Sendable (Double, Double, Double) -> Bool)? = nil,
    to toSRGB: @escaping @Sendable (Double, Double, Double) -> RGB,
    from fromSRGB: @escaping @Sendable (RGB) -> (Double, Double, Double)
  ) {
    definition = Definition(
      name: name, components: components, cssFunction: cssFunction, summary: summary, bounds: bounds,
      isAchromatic: isAchromatic, toSRGB: toSRGB, fromSRGB: fromSRGB)
  }

  /// Every space, in the order the design tokens' Color Module lists them.
  public static let all: [ColorSpace] = [
    .srgb, .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65,
    .xyzD50,
  ]

  /// The spaces that bound a gamut (their 0...1 cube), in the order of `all`: `srgb`, `display-p3`, `a98-rgb`,
  /// `prophoto-rgb`, `rec2020`.
  public static let gamuts: [ColorSpace] = all.filter { $0.gamut == $0 }

  /// The space named so (`display-p3`, `oklch`), nil for any other name.
  public init?(named name: String) {
    guard let space = ColorSpace.all.first(where: { $0.name == name }) else { return nil }
    self = space
  }

  /// The space CSS `color()` names: a space's name in any case, `xyz` for `xyz-d65`; nil for a name that is not
  /// a `color()` space.
  public init?(cssName: String) {
    let lower = cssName.lowercased()
    guard let space = ColorSpace(named: lower == "xyz" ? "xyz-d65" : lower), space.cssFunction == nil else {
      return nil
    }
    self = space
  }

  /// The space whose 0...1 cube is this space's gamut (sRGB's for `srgb-linear`, `hsl` and `hwb`), nil for a space
  /// that holds every color (lab, lch, oklab, oklch, XYZ).
  public var gamut: ColorSpace? {
    switch definition.bounds {
    case .ownCube: self
    case .srgb: .srgb
    case .none: nil
    }
  }

  /// What bounds a space's colors.
  enum Bounds {
    /// The space is an RGB space: its gamut is its 0...1 cube.
    case ownCube
    /// The space is another form of sRGB (linear light, HSL, HWB): sRGB's cube is its gamut.
    case srgb
    /// The space holds every color.
    case none
  }

  /// The index of the hue among the components, for a polar space.
  var hueIndex: Int? { components.firstIndex(where: \.isHue) }
}

extension ColorSpace {
  /// One component of a space.
  public struct Component: Hashable, Sendable {
    /// The letter CSS relative color syntax names it by: `l`, `c`, `h`, `r`, `x`.
    public var letter: String { letterText.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
    /// The letter as the program's text holds it: a component is plain data, copied without counting references.
    let letterText: StaticString
    /// Its reference range: 0–1 for an RGB or XYZ space's, CSS's for the others (a hue 0–360, lab a and b ±125,
    /// lch C 0–150, oklab a and b ±0.4, oklch C 0–0.4); a percentage in CSS is of its largest magnitude.
    public let range: ClosedRange<Double>
    /// Whether it is a hue, in degrees.
    public let isHue: Bool
    /// Whether the space's CSS function writes it as a percentage (hsl's saturation, hwb's whiteness).
    public let isPercent: Bool
    /// The decimals the space's CSS function writes it to: the fewest with which every `#rrggbb` reads back as
    /// itself.
    let places: Int
    /// What it means for `color-mix()` when a color wrote it `none` (CSS Color 4's analogous components).
    let meaning: MissingComponents

    init(
      _ letter: StaticString, _ range: ClosedRange<Double>, places: Int = 5, percent: Bool = false,
      meaning: MissingComponents = []
    ) {
      self.letterText = letter
      self.range = range
      self.isHue = false
      self.isPercent = percent
      self.places = places
      self.meaning = meaning
    }

    /// A hue in degrees, written to `places` decimals.
    static func hue(_ letter: StaticString = "h", places: Int) -> Component {
      Component(letter, 0...360, places: places, meaning: .hue, isHue: true)
    }

    private init(
      _ letter: StaticString, _ range: ClosedRange<Double>, places: Int, meaning: MissingComponents, isHue: Bool
    ) {
      self.letterText = letter
      self.range = range
      self.isHue = isHue
      self.isPercent = false
      self.places = places
      self.meaning = meaning
    }

    /// Whether `a` and `b` are the same component: the same letter, range and kind.
    public static func == (a: Component, b: Component) -> Bool {
      a.letter == b.letter && a.range == b.range && a.isHue == b.isHue && a.isPercent == b.isPercent
        && a.places == b.places && a.meaning == b.meaning
    }

    /// Hashes the letter and the range.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(letter)
      hasher.combine(range)
    }
  }
}

/// Each space of the registry is defined once: two spaces are the same space when they share that definition.
extension ColorSpace: Hashable {
  /// Whether `a` and `b` are the same space.
  public static func == (a: ColorSpace, b: ColorSpace) -> Bool { a.definition === b.definition }

  /// Hashes the space's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}

extension ColorSpace: CustomStringConvertible {
  /// The space's name.
  public var description: String { name }
}

extension ColorSpace {
  /// The components of an RGB space: `r`, `g` and `b`, 0–1.
  static let rgbComponents = [
    Component("r", 0...1, meaning: .reds), Component("g", 0...1, meaning: .greens),
    Component("b", 0...1, meaning: .blues),
  ]

  /// An RGB space of `color()` that is its own gamut: encoded channels to linear light by `linear`, back by
  /// `encoded` (each mirrored below zero), and linear light to CIE XYZ by `toXYZ` (relative to D50 when `d50`,
  /// reaching sRGB's D65 by Bradford; else D65), back by `fromXYZ`.
  static func rgbSpace(
    _ name: String, summary: String, linear: @escaping @Sendable (Double) -> Double,
    encoded: @escaping @Sendable (Double) -> Double, toXYZ: Matrix3, fromXYZ: Matrix3, d50: Bool = false
  ) -> ColorSpace {
    ColorSpace(
      name: name, components: rgbComponents, summary: summary, gamut: .ownCube,
      to: { c1, c2, c3 in
        let (x, y, z) = toXYZ.times((linear(c1), linear(c2), linear(c3)))
        return d50 ? XYZ(d50: x, y, z).rgb : XYZ(x: x, y: y, z: z).rgb
      },
      from: { rgb in
        let xyz = XYZ(rgb)
        let (r, g, b) = fromXYZ.times(d50 ? xyz.d50 : (xyz.x, xyz.y, xyz.z))
        return (encoded(r), encoded(g), encoded(b))
      })
  }

  /// `transfer` of a value's magnitude, negated below zero: CSS extends the transfer functions so.
  static func mirrored(_ transfer: @escaping @Sendable (Double) -> Double) -> @Sendable (Double) -> Double {
    { value in
      let result = transfer(abs(value))
      return value < 0 ? -result : result
    }
  }
}
