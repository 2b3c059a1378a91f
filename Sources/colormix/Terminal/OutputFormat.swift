/// How a color is printed.
enum OutputFormat: String, CaseIterable, Sendable {
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

  /// Every format's name, in help order. (A literal: building it from `allCases` costs a metadata
  /// instantiation on every start; a test keeps the two the same.)
  static let names = ["swatch", "rgb", "rgb255", "hex", "json"]
}
