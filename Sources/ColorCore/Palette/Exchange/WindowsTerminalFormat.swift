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
  static func isScheme(_ value: JSONValue) -> Bool {
    guard case .object(let members) = value else { return false }
    return members.contains { member in
      if case .string = member.value { member.key == "name" || keys.contains { $0.0 == member.key } } else { false }
    }
  }

  static func read(_ text: ImportText) throws(PaletteImportError) -> ImportedLines {
    let (value, offsets) = try JSONPaletteFormat.parse(text)
    guard case .object(let members) = value else {
      throw PaletteImportError(
        line: text.line(ofOffset: offsets[0]), problem: .notATheme("a Windows Terminal scheme is a JSON object"))
    }
    var result = ImportedLines()
    var index = 1
    for member in members {
      let line = text.line(ofOffset: offsets[index])
      index += JSONPaletteFormat.size(of: member.value)
      if member.key == "name" { continue }
      guard let role = keys.first(where: { $0.0 == member.key })?.1 else {
        result.append(.skipped(line: line))
        continue
      }
      guard case .string(let hex) = member.value else {
        result.append(
          .bad(line: line, problem: .notThemeColor(key: member.key, value: "…", expected: "a string (#rrggbb)")))
        continue
      }
      result.append(ThemeNames.entry(role, key: member.key, value: hex, line: line))
    }
    return result
  }
}
