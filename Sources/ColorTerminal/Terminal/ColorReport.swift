import ColorCore

/// What `show` (and every command that changes the color) prints about a color.
package struct ColorReport: Equatable, Sendable {
  /// The color, exactly: a stored color's tenths, or a color given as text or computed from one.
  package var color: Color
  /// Whether `color` is the store's: its nearest name is exact when the name's tenths equal it.
  package var stored: Bool
  /// The nearest catalog color, when computed.
  package var nearest: NamedColor?
  /// The palette entry holding this color; `nil` for none. Only in reports that looked at the palette.
  package var saved: String?
  /// Whether `saved` is known (the palette was read).
  package var savedIsKnown: Bool
  /// Why `saved` is unknown: the palette could not be read (JSON: `"saved": null, "savedError": "…"`).
  package var savedError: String?
  /// The warnings about this color, for the JSON `"warnings"` member (the text goes to standard error).
  package var warnings: [RangeWarning] = []
  package var gamut: [GamutWarning] = []
  /// The input line number, for `show -` in JSON; 0 for none.
  package var line = 0

  package init(
    color: Color, stored: Bool = false, nearest: NamedColor? = nil, saved: String? = nil, savedIsKnown: Bool = false,
    savedError: String? = nil, warnings: [RangeWarning] = [], gamut: [GamutWarning] = []
  ) {
    self.color = color
    self.stored = stored
    self.nearest = nearest
    self.saved = saved
    self.savedIsKnown = savedIsKnown
    self.savedError = savedError
    self.warnings = warnings
    self.gamut = gamut
  }

  /// The report as one line (no trailing newline).
  package func render(_ format: OutputFormat, depth: ColorDepth) -> String {
    let (r, g, b) = color.rgb255
    let values = [color.red, color.green, color.blue].map(ColorReport.channelText)
    switch format {
    case .rgb:
      return values.joined(separator: " ")
    case .rgb255:
      return "\(r) \(g) \(b)"
    case .hex:
      return color.hex
    case .css:
      return ColorText.text(color, in: .rgb)
    case .hsl: return ColorText.text(color, in: .hsl)
    case .hwb: return ColorText.text(color, in: .hwb)
    case .lab: return ColorText.text(color, in: .lab)
    case .lch: return ColorText.text(color, in: .lch)
    case .oklab: return ColorText.text(color, in: .oklab)
    case .oklch: return ColorText.text(color, in: .oklch)
    case .name:
      return Visible.escape(nearest?.name ?? color.nearestName().name)
    case .json:
      var members: [String] = []
      if line > 0 { members.append("\"line\": \(line)") }
      members += [
        "\"red\": \(values[0])", "\"green\": \(values[1])", "\"blue\": \(values[2])",
        "\"hex\": \"\(color.hex)\"", "\"rgb255\": [\(r), \(g), \(b)]",
        "\"css\": \"\(ColorText.text(color, in: .rgb))\"",
      ]
      for notation in [ColorNotation.hsl, .hwb, .lab, .lch, .oklab, .oklch] {
        let parts = ColorText.components(color, in: notation).map { component in
          "\"\(component.name)\": " + ColorText.decimal(component.value, places: 4)
        }
        members.append("\"\(notation.rawValue)\": {" + parts.joined(separator: ", ") + "}")
      }
      if let nearest {
        members.append("\"nearest\": " + nearest.json(exact: isExact(nearest)))
      }
      if savedIsKnown {
        members.append("\"saved\": " + (saved.map(JSONText.quote) ?? "null"))
      } else if let savedError {
        members.append("\"saved\": null, \"savedError\": " + JSONText.quote(savedError))
      }
      members.append("\"warnings\": " + WarningJSON.array(warnings, gamut: gamut))
      return "{" + members.joined(separator: ", ") + "}"
    case .swatch:
      let block = depth == .none ? color.hex : Terminal.paint("  \(color.hex)  ", on: color, depth: depth)
      var line = "\(block)  red \(values[0])  green \(values[1])  blue \(values[2])"
      if let nearest {
        let relation = isExact(nearest) ? "=" : "≈"
        line += "  \(relation) \(Visible.escape(nearest.name)) (\(nearest.catalog.rawValue))"
      }
      if let saved { line += "  saved as \(Visible.escape(saved))" }
      return line
    }
  }

  /// Whether `nearest` is the color itself: the same tenths for a stored color, the same channels otherwise.
  package func isExact(_ nearest: NamedColor) -> Bool {
    stored ? nearest.storedColor == StoredColor(rounding: color) : nearest.color == color
  }

  /// A channel (0...1) on the 0–100 scale, rounded half away from zero to 4 decimals in its shortest form: a
  /// stored color's tenths as they are (`50.2`), `#808080`'s channels as `50.1961`.
  package static func channelText(_ value: Double) -> String {
    ColorText.decimal(value * 100, places: 4)
  }
}
