import ColorCore

/// The listings of `names` and `palette`: one row per color, each drawn on its own color.
enum ColorTable {
  /// Catalog colors: `name  #hex  catalog`, or a JSON array of `{name, catalog, hex}`.
  static func names(_ colors: [NamedColor], format: OutputFormat, depth: ColorDepth) -> String {
    if format == .json { return jsonArray(colors.map { $0.json() }) }
    let width = colors.map(\.name.count).max() ?? 0
    return colors.map { named in
      let cell = " " + pad(Visible.escape(named.name), width) + "  " + named.hex + " "
      return Terminal.paint(cell, on: named.color, depth: depth) + "  " + named.catalog.rawValue + "\n"
    }.joined()
  }

  /// Saved colors: `#hex  name  red R  green G  blue B`, or a JSON array of `{name, red, green, blue, hex}`.
  ///
  /// Built by appending bytes: a palette may hold thousands of colors.
  static func palette(_ entries: [PaletteEntry], format: OutputFormat, depth: ColorDepth) -> String {
    var out = TextWriter(capacity: entries.count * 80)
    if format == .json {
      guard !entries.isEmpty else { return "[]\n" }
      out.write("[\n")
      for (index, entry) in entries.enumerated() {
        out.write(index == 0 ? "  " : ",\n  ")
        out.write(jsonOf: entry, withHex: true)
      }
      out.write("\n]\n")
      return out.text
    }
    let names = entries.map { Visible.escape($0.name) }
    let width = names.map(\.count).max() ?? 0
    for (entry, name) in zip(entries, names) {
      let c = entry.color
      if depth == .none {
        out.write(hexOf: c)
      } else {
        out.write(Terminal.paint("  " + c.hex + "  ", on: c, depth: depth))
      }
      out.write("  ")
      out.write(pad(name, width))
      out.write("  ")
      out.write(channelsOf: c, json: false)
      out.write("\n")
    }
    return out.text
  }

  private static func jsonArray(_ items: [String]) -> String {
    items.isEmpty ? "[]\n" : "[\n" + items.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
