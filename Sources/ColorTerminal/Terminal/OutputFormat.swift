import ColorCore

/// How a color is printed.
package enum OutputFormat: String, CaseIterable, Sendable {
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
  case srgbLinear = "srgb-linear"
  /// `color(display-p3 0.46541 0.21852 0.77103)`
  case displayP3 = "display-p3"
  /// `color(a98-rgb 0.43928 0.21232 0.78081)`
  case a98RGB = "a98-rgb"
  /// `color(prophoto-rgb 0.42026 0.22304 0.70288)`
  case prophotoRGB = "prophoto-rgb"
  /// `color(rec2020 0.48082 0.29225 0.77787)`
  case rec2020
  /// `color(xyz-d65 0.20984 0.11317 0.58208)`
  case xyzD65 = "xyz-d65"
  /// `color(xyz-d50 0.19327 0.10836 0.43741)`
  case xyzD50 = "xyz-d50"

  /// Every format's name, in help order. (A literal: building it from `allCases` costs a metadata
  /// instantiation on every start; a test keeps the two the same.)
  package static let names = [
    "swatch", "rgb", "rgb255", "hex", "json", "css", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "name",
    "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
  ]

  /// The format named `name`, as `init(rawValue:)` reads it: a `switch` of comparisons, since the synthesized
  /// initializer of an enum this large builds a dictionary at its first call (costly on every start).
  package static func named(_ name: String) -> OutputFormat? {
    switch name {
    case "swatch": .swatch
    case "rgb": .rgb
    case "rgb255": .rgb255
    case "hex": .hex
    case "json": .json
    case "css": .css
    case "hsl": .hsl
    case "hwb": .hwb
    case "lab": .lab
    case "lch": .lch
    case "oklab": .oklab
    case "oklch": .oklch
    case "name": .name
    case "srgb": .srgb
    case "srgb-linear": .srgbLinear
    case "display-p3": .displayP3
    case "a98-rgb": .a98RGB
    case "prophoto-rgb": .prophotoRGB
    case "rec2020": .rec2020
    case "xyz-d65": .xyzD65
    case "xyz-d50": .xyzD50
    default: nil
    }
  }

  /// Whether the report needs the nearest catalog name.
  package var needsNearest: Bool { self == .swatch || self == .json || self == .name }

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
  /// `oklab`, `oklch` and XYZ, which hold every color exactly; the space's gamut for a `color()` format; sRGB for
  /// the others.
  package var gamut: Color.Gamut? {
    switch self {
    case .lab, .lch, .oklab, .oklch: nil
    default: space.map { $0.gamut } ?? .srgb
    }
  }

  /// The color `exact` is printed as in this format: itself when the format's gamut holds it, else mapped into it.
  package func shown(_ exact: Color) -> Color {
    guard let gamut, !exact.isInGamut(gamut) else { return exact }
    return exact.mapped(into: gamut)
  }
}
