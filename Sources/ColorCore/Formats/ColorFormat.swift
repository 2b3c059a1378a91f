/// A way to print a color as text: every `--format` of `colormix show` that is not a terminal escape.
///
/// ```swift
/// let color = try Color(parsing: "rebeccapurple")
/// ColorFormat.hex.string(for: color)                         // "#663399"
/// ColorFormat(named: "oklch")?.string(for: color)            // "oklch(0.4403 0.1603 303.37)"
/// try ColorFormat.oklch.parse("oklch(0.4403 0.1603 303.37)") // the color again
/// ```
///
/// `ColorFormat.all` lists them in the order `colormix help` does; each has a `name` (what `--format` takes), a
/// one-sentence `summary`, the `gamut` its text holds (a color outside is gamut mapped into it; nil for a format
/// that holds every color), whether it holds alpha, and whether its text reads back (`parse`).
public struct ColorFormat: Hashable, Sendable {
  /// What the format writes.
  enum Kind: Hashable, Sendable {
    case value, rgb, rgb255, hex, json, name, hsv, cmyk, luminance, rgbFloat
    /// A CSS function: `css` is `rgb()`.
    case notation(Color.Notation)
    /// `color(SPACE …)`.
    case space(ColorSpace)
    /// One number, `SPACE.LETTER`.
    case component(ColorComponent)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The color's own exact text, what `colormix` prints when standard output is not a terminal: `#663399` for a
  /// color that is exactly 8-bit sRGB, else CSS text that reads back as it exactly.
  public static let value = ColorFormat(.value)
  /// `50 20 80`: the three channels on the 0–100 scale.
  public static let rgb = ColorFormat(.rgb)
  /// `128 51 204`: the three channels as 8-bit integers.
  public static let rgb255 = ColorFormat(.rgb255)
  /// `#8033cc`, `#8033cc80` with alpha.
  public static let hex = ColorFormat(.hex)
  /// One JSON object: channels, hex, every notation, gamuts, the nearest name and warnings.
  public static let json = ColorFormat(.json)
  /// `rgb(128 51 204)`.
  public static let css = ColorFormat(.notation(.rgb))
  /// `hsl(270 60% 50%)`.
  public static let hsl = ColorFormat(.notation(.hsl))
  /// `hwb(270 20% 20%)`.
  public static let hwb = ColorFormat(.notation(.hwb))
  /// `lab(39.81 51.92 -70.54)` (D50).
  public static let lab = ColorFormat(.notation(.lab))
  /// `lch(39.81 87.59 306.4)` (D50).
  public static let lch = ColorFormat(.notation(.lch))
  /// `oklab(0.5392 0.1157 -0.2013)`.
  public static let oklab = ColorFormat(.notation(.oklab))
  /// `oklch(0.5392 0.2322 299.9)`.
  public static let oklch = ColorFormat(.notation(.oklch))
  /// The exact or nearest catalog name: `Dark Orchid`.
  public static let name = ColorFormat(.name)
  /// `hsv(270 75% 80%)`.
  public static let hsv = ColorFormat(.hsv)
  /// `cmyk(37.3, 75, 0, 20)`, the naive conversion.
  public static let cmyk = ColorFormat(.cmyk)
  /// The WCAG relative luminance: `0.1132`.
  public static let luminance = ColorFormat(.luminance)
  /// `color(srgb 0.502 0.2 0.8)`: the channels 0–1 to 4 decimals.
  public static let rgbFloat = ColorFormat(.rgbFloat)

  /// `color(SPACE c1 c2 c3)` of a space, each coordinate to 5 decimals: `color(display-p3 0.46541 0.21852 0.77103)`.
  public static func color(_ space: ColorSpace) -> ColorFormat { ColorFormat(.space(space)) }

  /// The spaces CSS writes with `color()`, in the registry's order.
  private static let spaces = ColorSpace.all.filter { $0.cssFunction == nil }

  /// Every format, in the order `colormix help` lists them (the terminal's own formats, `swatch` and the escapes,
  /// are not colors as text and are not here).
  public static let all: [ColorFormat] =
    [.value, .rgb, .rgb255, .hex, .json, .css, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .name]
    + spaces.map(color) + [.hsv, .cmyk, .luminance, .rgbFloat]
    + ColorComponent.all.map { ColorFormat(.component($0)) }

  /// The format `--format` names so (`oklch`, `display-p3`, `oklch.h`), nil for any other name.
  public init?(named name: String) {
    guard let format = ColorFormat.all.first(where: { $0.name == name }) else { return nil }
    self = format
  }

  /// The name `--format` takes: `hex`, `display-p3`, `oklch.h`.
  public var name: String {
    switch kind {
    case .value: "value"
    case .rgb: "rgb"
    case .rgb255: "rgb255"
    case .hex: "hex"
    case .json: "json"
    case .name: "name"
    case .hsv: "hsv"
    case .cmyk: "cmyk"
    case .luminance: "luminance"
    case .rgbFloat: "rgb-float"
    case .notation(let notation): notation == .rgb ? "css" : notation.rawValue
    case .space(let space): space.name
    case .component(let component): component.name
    }
  }

  /// What the format prints, in a sentence or two, with Markdown code marks (the man page's, without them, and
  /// `docs/formats.md`'s).
  public var summary: String {
    switch kind {
    case .value:
      "The color's own exact text, the default when standard output is not a terminal: `#rrggbb` for a color that "
        + "is exactly 8-bit sRGB (`#rrggbbaa` with an 8-bit alpha); else CSS text that reads back as the color "
        + "exactly, in the notation it was given in (`oklch(63.7% 0.237 25.331)`), `rgb(50% 20% 80%)` for the "
        + "stored color's channels, or `color(srgb R G B)` with every digit of a computed color."
    case .rgb:
      "The channels on the 0–100 scale: a stored color's tenths as they are (`79.5`); a color given as text to 4 "
        + "decimals (`#808080` is `50.1961 50.1961 50.1961`)."
    case .rgb255: "The channels as 0–255 integers."
    case .hex: "The hex code, in lower case; `#rrggbbaa` with alpha."
    case .json: "One JSON object on one line, warnings as data; docs/formats.md lists its members."
    case .notation(.rgb): "CSS Color 4 `rgb()`, 8-bit integers."
    case .notation(.hsl): "CSS `hsl()`: hue and percentages to 1 decimal."
    case .notation(.hwb): "CSS `hwb()`: hue and percentages to 1 decimal."
    case .notation(.lab): "CSS `lab()`, D50: L, a and b to 2 decimals."
    case .notation(.lch): "CSS `lch()`, D50: L, C and hue to 2 decimals."
    case .notation(.oklab): "CSS `oklab()`: L to 4 decimals, a and b to 5."
    case .notation(.oklch): "CSS `oklch()`: L to 4 decimals, C to 5, hue to 2."
    case .name: "The exact catalog name, or the nearest."
    case .space(let space): "CSS `color()`, each component to 5 decimals: " + space.summary + "."
    case .hsv: "HSL's hue, S = (max − min) / max, V = max; to 1 decimal."
    case .cmyk: "The naive conversion pastel prints: K = 1 − max, C = (1 − R − K) / (1 − K), …; 0–100 to 1 decimal."
    case .luminance: "The WCAG 2.2 relative luminance, to 4 decimals."
    case .rgbFloat:
      "CSS `color(srgb …)`: the channels 0–1 to 4 decimals, with ` / A` when the alpha is below 1, as every CSS "
        + "format."
    case .component: "One component's number: `SPACE.LETTER` (`rgb.r`, `hsl.s`, `oklch.h`, `alpha`)."
    }
  }

  /// The gamut this format's text holds, a color outside being gamut mapped into it: nil for `lab`, `lch`,
  /// `oklab`, `oklch`, XYZ, their components, `alpha` and `value`, which hold every color exactly; the space's gamut for a
  /// `color()` format; sRGB for the others.
  public var gamut: ColorSpace? {
    switch kind {
    case .value, .notation(.lab), .notation(.lch), .notation(.oklab), .notation(.oklch): nil
    case .component(let component): component.holdsEveryColor ? nil : .srgb
    case .space(let space): space.gamut
    default: .srgb
    }
  }

  /// Whether the text keeps a color's alpha: every format but the channel triples, the name, `hsv`, `cmyk`,
  /// luminance and the components other than `alpha`.
  public var holdsAlpha: Bool {
    switch kind {
    case .rgb, .rgb255, .name, .hsv, .cmyk, .luminance: false
    case .component(let component): component == .alpha
    default: true
    }
  }

  /// Whether `parse` reads the text back as the color: false for `rgb255` (which reads as 0–100 channels), `name`
  /// (the nearest name is another color), `luminance` and the components (one number is no color).
  public var readsBack: Bool {
    switch kind {
    case .rgb255, .name, .luminance, .component: false
    default: true
    }
  }

  /// Whether the format is one number, `SPACE.LETTER` (`oklch.h`, `alpha`).
  public var isComponent: Bool {
    if case .component = kind { return true }
    return false
  }

  /// Whether the format's text names the nearest catalog color (`name`, `json`).
  public var needsNearest: Bool {
    switch kind {
    case .json, .name: true
    default: false
    }
  }

  /// `color` in this format, as `colormix show COLOR --format NAME` prints it: from the color gamut mapped into
  /// the format's gamut where the format cannot hold it, the nearest name searched in every catalog.
  public func string(for color: Color) -> String {
    ColorReport(color, nearest: needsNearest).string(in: self)
  }

  /// The color `text` in this format is, as `colormix show -` reads a line it printed; a format whose text is not
  /// a color (`readsBack` false) throws `InputError.notReadable`.
  public func parse(_ text: String) throws(InputError) -> Color {
    guard readsBack else { throw .notReadable(format: name) }
    return try ColorLine.read(text).exact
  }
}
