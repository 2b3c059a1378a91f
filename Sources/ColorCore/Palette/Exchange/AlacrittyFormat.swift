/// An Alacritty theme (TOML, as `alacritty.toml`'s `[colors]`):
///
///     # Harbor: an Alacritty theme written by colormix
///     [colors.primary]
///     background = "#0c2238"
///     foreground = "#c8d3df"
///
///     [colors.cursor]
///     cursor = "#ffb454"
///
///     [colors.normal]
///     black = "#0c2238"
///     …
///
///     [colors.bright]
///     black = "#4a6a86"
///
/// `[colors.normal]` and `[colors.bright]` hold `color0`…`color7` and `color8`…`color15` under `black`, `red`,
/// `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`. Read from any TOML layout of the same keys (dotted keys,
/// inline tables); a color is `#rrggbb` or Alacritty's `0xrrggbb`; other settings are skipped.
enum AlacrittyFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var sections: [String] = []
    for (table, keys) in tables {
      let lines = keys.compactMap { key, role in colors.role(role).map { "\(key) = \"\($0.hex)\"\n" } }
      if !lines.isEmpty { sections.append("[colors.\(table)]\n" + lines.joined()) }
    }
    return Array(("# \(name): an Alacritty theme written by colormix\n" + sections.joined(separator: "\n")).utf8)
  }

  /// Each table under `[colors]` with its keys and their roles.
  static let tables: [(String, [(String, String)])] = [
    ("primary", [("background", "background"), ("foreground", "foreground")]),
    ("cursor", [("cursor", "cursor")]),
    ("normal", ThemeNames.ansiNames.enumerated().map { ($1, "color\($0)") }),
    ("bright", ThemeNames.ansiNames.enumerated().map { ($1, "color\($0 + 8)") }),
  ]

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    // A copy the escaping reader takes each pair into (it gives its entries on, when made to).
    var lines = result
    defer { result = lines }
    try TOMLReader.read(text, reading: { role(of: $0) != nil }) { lines.append(entry($0)) }
  }

  /// The role of a key path under `[colors]`, if it is one of `tables`.
  private static func role(of path: [String]) -> String? {
    guard path.count == 3, path[0] == "colors", let keys = tables.first(where: { $0.0 == path[1] })?.1 else {
      return nil
    }
    return keys.first(where: { $0.0 == path[2] })?.1
  }

  /// The entry of one pair.
  private static func entry(_ pair: TOMLReader.Pair) -> ImportedLine {
    let line = pair.value.line
    let path = pair.path
    guard let role = role(of: path) else { return .skipped(line: line) }
    let key = path.joined(separator: ".")
    guard case .string(var value) = pair.value.kind else {
      return .bad(line: line, problem: .notThemeColor(key: key, value: pair.value.text, expected: "a string"))
    }
    if value.hasPrefix("0x") && value.utf8.count == 8 { value = "#" + value.dropFirst(2) }
    return ThemeNames.entry(role, key: key, value: value, line: line)
  }
}
