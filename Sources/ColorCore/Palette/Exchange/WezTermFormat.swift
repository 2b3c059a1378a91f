/// A WezTerm color scheme file (TOML, as the files in its `colors` folder):
///
///     # Harbor: a WezTerm color scheme written by colormix
///     [colors]
///     foreground = "#c8d3df"
///     background = "#0c2238"
///     cursor_bg = "#ffb454"
///     ansi = ["#0c2238", "#e0605a", …]
///     brights = ["#4a6a86", …]
///
///     [metadata]
///     name = "Harbor"
///
/// `ansi` and `brights` hold `color0`…`color7` and `color8`…`color15`, each list in full (a list stops at the first
/// color the palette lacks). Other settings are skipped; a list longer than 8 is refused.
enum WezTermFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = "# \(name): a WezTerm color scheme written by colormix\n[colors]\n"
    for (key, role) in keys {
      if let color = colors.role(role) { text += "\(key) = \"\(color.hex)\"\n" }
    }
    for (key, first) in [("ansi", 0), ("brights", 8)] {
      var list: [String] = []
      for index in first..<first + 8 {
        guard let color = colors.role("color\(index)") else { break }
        list.append("\"\(color.hex)\"")
      }
      if !list.isEmpty { text += "\(key) = [\(list.joined(separator: ", "))]\n" }
    }
    text += "\n[metadata]\nname = \(ThemeNames.quoted(name))\n"
    return Array(text.utf8)
  }

  static let keys = [("foreground", "foreground"), ("background", "background"), ("cursor_bg", "cursor")]

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    // A copy the escaping reader takes each pair into (it gives its entries on, when made to).
    var lines = result
    defer { result = lines }
    try TOMLReader.read(text, reading: { isRead($0) }) { pair in
      let line = pair.value.line
      let path = pair.path
      if path.first == "metadata" { return }
      guard isRead(path) else {
        lines.append(.skipped(line: line))
        return
      }
      let key = path[1]
      if key == "ansi" || key == "brights" {
        guard case .array(let items) = pair.value.kind, items.count <= 8 else {
          lines.append(
            .bad(line: line, problem: .notThemeColor(key: key, value: "…", expected: "a list of at most 8 colors")))
          return
        }
        for (offset, item) in items.enumerated() {
          lines.append(color("color\(offset + (key == "ansi" ? 0 : 8))", key: "\(key)[\(offset)]", item))
        }
      } else if let role = keys.first(where: { $0.0 == key })?.1 {
        lines.append(color(role, key: key, pair.value))
      }
    }
  }

  /// Whether a key path is one a theme's colors are under: `colors.ansi`, `colors.brights` or one of `keys`.
  private static func isRead(_ path: [String]) -> Bool {
    path.count == 2 && path[0] == "colors"
      && (path[1] == "ansi" || path[1] == "brights" || keys.contains { $0.0 == path[1] })
  }

  private static func color(_ role: String, key: String, _ value: TOMLReader.Value) -> ImportedLine {
    guard case .string(let text) = value.kind else {
      return .bad(line: value.line, problem: .notThemeColor(key: key, value: value.text, expected: "a string"))
    }
    return ThemeNames.entry(role, key: key, value: text, line: value.line)
  }
}
