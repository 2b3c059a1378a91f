/// The listings of `names` and `palette`: one row per color, each drawn on its own color.
public enum ColorTable {
  /// Catalog colors: `name  #hex  catalog`, or a JSON array of `{name, catalog, hex}`.
  public static func names(_ colors: [NamedColor], format: OutputFormat, depth: ColorDepth) -> String {
    if format == .json { return jsonArray(colors.map { $0.json() }) }
    let width = colors.map(\.name.count).max() ?? 0
    return colors.map { named in
      let cell = " " + pad(Visible.escape(named.name), width) + "  " + named.hex + " "
      return Terminal.paint(cell, on: named.color, depth: depth) + "  " + named.catalog.rawValue + "\n"
    }.joined()
  }

  /// Saved colors: `#hex  name  red R  green G  blue B`, or a JSON array of `{name, red, green, blue, hex}`.
  public static func palette(_ entries: [PaletteEntry], format: OutputFormat, depth: ColorDepth) -> String {
    if format == .json {
      return jsonArray(
        entries.map { entry in
          let c = entry.color
          return "{\"name\": \(JSONText.quote(entry.name)), \"red\": \(Color.text(ofTenths: c.red)), "
            + "\"green\": \(Color.text(ofTenths: c.green)), \"blue\": \(Color.text(ofTenths: c.blue)), "
            + "\"hex\": \"\(c.hex)\"}"
        })
    }
    let names = entries.map { Visible.escape($0.name) }
    let width = names.map(\.count).max() ?? 0
    return zip(entries, names).map { entry, name in
      let c = entry.color
      let block = depth == .none ? c.hex : Terminal.paint("  \(c.hex)  ", on: c, depth: depth)
      return block + "  " + pad(name, width) + "  red \(Color.text(ofTenths: c.red))  green "
        + "\(Color.text(ofTenths: c.green))  blue \(Color.text(ofTenths: c.blue))\n"
    }.joined()
  }

  private static func jsonArray(_ items: [String]) -> String {
    items.isEmpty ? "[]\n" : "[\n" + items.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
