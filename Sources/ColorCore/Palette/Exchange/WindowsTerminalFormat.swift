/// A Windows Terminal color scheme: the JSON object that goes in `settings.json`'s `schemes` list.
///
///     {
///       "name": "Harbor",
///       "foreground": "#c8d3df",
///       "background": "#0c2238",
///       "cursorColor": "#ffb454",
///       "black": "#0c2238",
///       …
///       "brightWhite": "#ffffff"
///     }
///
/// `black`, `red`, `green`, `yellow`, `blue`, `purple`, `cyan`, `white` are `color0`…`color7`, and the same with
/// `bright` (`brightBlack`…) `color8`…`color15`. Other members (`selectionBackground`…) are skipped.
enum WindowsTerminalFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var members = ["  \"name\": \(JSONText.quote(name))"]
    for (key, role) in keys {
      if let color = colors.role(role) { members.append("  \"\(key)\": \"\(color.hex)\"") }
    }
    return Array(("{\n" + members.joined(separator: ",\n") + "\n}\n").utf8)
  }

  static let ansiNames = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]

  static let keys: [(String, String)] =
    [("foreground", "foreground"), ("background", "background"), ("cursorColor", "cursor")]
    + ansiNames.enumerated().map { ($1, "color\($0)") }
    + ansiNames.enumerated().map { ("bright" + $1.prefix(1).uppercased() + $1.dropFirst(), "color\($0 + 8)") }

  /// Whether a JSON document's top level is a scheme: an object with a string member named as a scheme's.
  static func isScheme(_ tree: JSONTree) -> Bool {
    var found = false
    tree.forEachMember(of: tree.root) { key, value in
      if tree.kind(value) == .string && (key == "name" || keys.contains { $0.0 == key }) { found = true }
    }
    return found
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    let tree = try JSONPaletteFormat.parse(text)
    guard tree.kind(tree.root) == .object else {
      throw PaletteImportError(
        line: text.line(ofOffset: tree.start(tree.root)),
        problem: .notATheme("a Windows Terminal scheme is a JSON object"))
    }
    tree.forEachMember(of: tree.root) { key, member in
      let line = text.line(ofOffset: tree.start(member))
      if key == "name" { return }
      guard let role = keys.first(where: { $0.0 == key })?.1 else { return result.append(.skipped(line: line)) }
      guard let hex = tree.string(member) else {
        return result.append(
          .bad(line: line, problem: .notThemeColor(key: key, value: "…", expected: "a string (#rrggbb)")))
      }
      result.append(ThemeNames.entry(role, key: key, value: hex, line: line))
    }
  }
}
