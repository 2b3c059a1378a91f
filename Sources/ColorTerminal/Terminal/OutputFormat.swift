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

  /// Every format's name, in help order. (A literal: building it from `allCases` costs a metadata
  /// instantiation on every start; a test keeps the two the same.)
  package static let names = [
    "swatch", "rgb", "rgb255", "hex", "json", "css", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "name",
  ]

  /// Whether the report needs the nearest catalog name.
  package var needsNearest: Bool { self == .swatch || self == .json || self == .name }
}
