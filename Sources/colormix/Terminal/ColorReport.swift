import ColorCore

/// What `show` (and every command that changes the color) prints about a color.
struct ColorReport: Equatable, Sendable {
  var color: Color
  /// The nearest catalog color, when computed.
  var nearest: NamedColor?
  /// The palette entry holding this color; `nil` for none. Only in reports that looked at the palette.
  var saved: String?
  /// Whether `saved` is known (the palette was read).
  var savedIsKnown: Bool
  /// Why `saved` is unknown: the palette could not be read (JSON: `"saved": null, "savedError": "…"`).
  var savedError: String?

  init(color: Color, nearest: NamedColor? = nil, saved: String? = nil, savedIsKnown: Bool = false) {
    self.color = color
    self.nearest = nearest
    self.saved = saved
    self.savedIsKnown = savedIsKnown
  }

  /// The report as one line (no trailing newline).
  func render(_ format: OutputFormat, depth: ColorDepth) -> String {
    let (r, g, b) = color.rgb255
    let values = [color.red, color.green, color.blue].map(Color.text(ofTenths:))
    switch format {
    case .rgb:
      return values.joined(separator: " ")
    case .rgb255:
      return "\(r) \(g) \(b)"
    case .hex:
      return color.hex
    case .json:
      var members = [
        "\"red\": \(values[0])", "\"green\": \(values[1])", "\"blue\": \(values[2])",
        "\"hex\": \"\(color.hex)\"", "\"rgb255\": [\(r), \(g), \(b)]",
      ]
      if let nearest {
        members.append("\"nearest\": " + nearest.json(exact: nearest.color == color))
      }
      if savedIsKnown {
        members.append("\"saved\": " + (saved.map(JSONText.quote) ?? "null"))
      } else if let savedError {
        members.append("\"saved\": null, \"savedError\": " + JSONText.quote(savedError))
      }
      return "{" + members.joined(separator: ", ") + "}"
    case .swatch:
      let block = depth == .none ? color.hex : Terminal.paint("  \(color.hex)  ", on: color, depth: depth)
      var line = "\(block)  red \(values[0])  green \(values[1])  blue \(values[2])"
      if let nearest {
        let relation = nearest.color == color ? "=" : "≈"
        line += "  \(relation) \(Visible.escape(nearest.name)) (\(nearest.catalog.rawValue))"
      }
      if let saved { line += "  saved as \(Visible.escape(saved))" }
      return line
    }
  }
}
