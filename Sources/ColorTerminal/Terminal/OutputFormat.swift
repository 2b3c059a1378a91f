import ColorCore

/// How a color is printed.
///
/// It has a `rawValue` and `init?(rawValue:)` but is not `RawRepresentable`: for a `RawRepresentable` type, `==`
/// resolves to the standard library's, which compares the raw values, strings here, on every comparison.
package enum OutputFormat: Hashable, CaseIterable, Sendable {
  /// For people: a block of the color with its values.
  case swatch
  /// `50 20 80`
  case rgb
  /// `128 51 204`
  case rgb255
  /// `#8033cc`
  case hex
  /// One JSON object.
  case json
  /// `rgb(128 51 204)`
  case css
  /// `hsl(270 60% 50%)`
  case hsl
  /// `hwb(270 20% 20%)`
  case hwb
  /// `lab(39.81 51.92 -70.54)` (D50)
  case lab
  /// `lch(39.81 87.59 306.4)` (D50)
  case lch
  /// `oklab(0.5392 0.1157 -0.2013)`
  case oklab
  /// `oklch(0.5392 0.2322 299.9)`
  case oklch
  /// The exact or nearest catalog name: `Dark Orchid`.
  case name
  /// `color(srgb 0.50196 0.2 0.8)`
  case srgb
  /// `color(srgb-linear 0.21586 0.0331 0.60383)`
  case srgbLinear
  /// `color(display-p3 0.46541 0.21852 0.77103)`
  case displayP3
  /// `color(a98-rgb 0.43928 0.21232 0.78081)`
  case a98RGB
  /// `color(prophoto-rgb 0.42026 0.22304 0.70288)`
  case prophotoRGB
  /// `color(rec2020 0.48082 0.29225 0.77787)`
  case rec2020
  /// `color(xyz-d65 0.20984 0.11317 0.58208)`
  case xyzD65
  /// `color(xyz-d50 0.19327 0.10836 0.43741)`
  case xyzD50
  /// The SGR escape that sets the foreground: `ESC[38;2;128;51;204m` or `ESC[38;5;98m`.
  case ansi
  /// The SGR escape that sets the background: `ESC[48;2;128;51;204m` or `ESC[48;5;98m`.
  case ansiBackground
  /// The xterm 256-color index colormix draws the color with: `98`.
  case ansi256
  /// `hsv(270 75% 80%)`
  case hsv
  /// `cmyk(37.3, 75, 0, 20)`, the naive conversion.
  case cmyk
  /// The WCAG relative luminance: `0.1132`.
  case luminance
  /// `color(srgb 0.502 0.2 0.8)`: the channels 0–1.
  case rgbFloat
  /// One number, `SPACE.LETTER`: `oklch.h` prints `301.6`.
  case component(ColorComponent)

  /// Every format's name, in help order. (A literal: building it from `allCases` costs a metadata
  /// instantiation on every start; a test keeps the two the same.)
  package static let names = [
    "swatch", "rgb", "rgb255", "hex", "json", "css", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "name", "srgb",
    "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50", "ansi",
    "ansi-bg", "ansi256", "hsv", "cmyk", "luminance", "rgb-float", "rgb.r", "rgb.g", "rgb.b", "hsl.h", "hsl.s",
    "hsl.l", "hwb.h", "hwb.w", "hwb.b", "lab.l", "lab.a", "lab.b", "lch.l", "lch.c", "lch.h", "oklab.l", "oklab.a",
    "oklab.b", "oklch.l", "oklch.c", "oklch.h", "alpha",
  ]

  package static var allCases: [OutputFormat] { names.compactMap(OutputFormat.init(rawValue:)) }

  package init?(rawValue: String) {
    switch rawValue {
    case "swatch": self = .swatch
    case "rgb": self = .rgb
    case "rgb255": self = .rgb255
    case "hex": self = .hex
    case "json": self = .json
    case "css": self = .css
    case "hsl": self = .hsl
    case "hwb": self = .hwb
    case "lab": self = .lab
    case "lch": self = .lch
    case "oklab": self = .oklab
    case "oklch": self = .oklch
    case "name": self = .name
    case "srgb": self = .srgb
    case "srgb-linear": self = .srgbLinear
    case "display-p3": self = .displayP3
    case "a98-rgb": self = .a98RGB
    case "prophoto-rgb": self = .prophotoRGB
    case "rec2020": self = .rec2020
    case "xyz-d65": self = .xyzD65
    case "xyz-d50": self = .xyzD50
    case "ansi": self = .ansi
    case "ansi-bg": self = .ansiBackground
    case "ansi256": self = .ansi256
    case "hsv": self = .hsv
    case "cmyk": self = .cmyk
    case "luminance": self = .luminance
    case "rgb-float": self = .rgbFloat
    default:
      guard let component = ColorComponent(rawValue: rawValue) else { return nil }
      self = .component(component)
    }
  }

  package var rawValue: String {
    switch self {
    case .swatch: "swatch"
    case .rgb: "rgb"
    case .rgb255: "rgb255"
    case .hex: "hex"
    case .json: "json"
    case .css: "css"
    case .hsl: "hsl"
    case .hwb: "hwb"
    case .lab: "lab"
    case .lch: "lch"
    case .oklab: "oklab"
    case .oklch: "oklch"
    case .name: "name"
    case .srgb: "srgb"
    case .srgbLinear: "srgb-linear"
    case .displayP3: "display-p3"
    case .a98RGB: "a98-rgb"
    case .prophotoRGB: "prophoto-rgb"
    case .rec2020: "rec2020"
    case .xyzD65: "xyz-d65"
    case .xyzD50: "xyz-d50"
    case .ansi: "ansi"
    case .ansiBackground: "ansi-bg"
    case .ansi256: "ansi256"
    case .hsv: "hsv"
    case .cmyk: "cmyk"
    case .luminance: "luminance"
    case .rgbFloat: "rgb-float"
    case .component(let component): component.rawValue
    }
  }

  /// Whether the report needs the nearest catalog name.
  package var needsNearest: Bool {
    switch self {
    case .swatch, .json, .name: true
    default: false
    }
  }

  /// The depth the `ansi` formats write their escape at: the color rule's, and where that is no color (a pipe
  /// without `--color always`), the 256 colors: the escape is what was asked for.
  package static func escapeDepth(_ depth: ColorDepth) -> ColorDepth {
    depth == .none ? .ansi256 : depth
  }

  /// The space of a `color(SPACE …)` format; nil for the others.
  package var space: Color.Space? {
    switch self {
    case .srgb: .srgb
    case .srgbLinear: .srgbLinear
    case .displayP3: .displayP3
    case .a98RGB: .a98RGB
    case .prophotoRGB: .prophotoRGB
    case .rec2020: .rec2020
    case .xyzD65: .xyzD65
    case .xyzD50: .xyzD50
    default: nil
    }
  }

  /// The gamut this format's text holds, a color outside being gamut mapped into it: nil for `lab`, `lch`,
  /// `oklab`, `oklch`, their components, `alpha` and XYZ, which hold every color exactly; the space's gamut for a `color()` format; sRGB for
  /// the others.
  package var gamut: Color.Gamut? {
    switch self {
    case .lab, .lch, .oklab, .oklch: nil
    case .component(let component): component.holdsEveryColor ? nil : .srgb
    default: space.map { $0.gamut } ?? .srgb
    }
  }

  /// Whether this is `json` (a pattern, not `==`: the synthesized `==` of a format with a payload is called
  /// through its witness, which a stream pays on every line; so is `needsNearest`).
  package var isJSON: Bool {
    if case .json = self { return true }
    return false
  }

  /// The color `exact` is printed as in this format: itself when the format's gamut holds it, else mapped into it.
  package func shown(_ exact: Color) -> Color {
    guard let gamut, !exact.isInGamut(gamut) else { return exact }
    return exact.mapped(into: gamut)
  }
}
