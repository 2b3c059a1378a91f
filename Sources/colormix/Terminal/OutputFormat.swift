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
}
