extension ThemeNames {
  /// One color setting as an entry named `role`: `#rrggbb` or `#rgb` (any case); `none` (a cursor that follows the
  /// text) is skipped; anything else is refused, naming `key` as the document spells it.
  static func entry(_ role: String, key: String, value: String, line: Int) -> ImportedLine {
    if value == "none" { return .skipped(line: line) }
    guard value.utf8.count == 4 || value.utf8.count == 7, let color = ColorArgument.hashHex(value) else {
      return .bad(line: line, problem: .notThemeColor(key: key, value: value, expected: "a hex color (#rrggbb)"))
    }
    return .reading(ColorReading(color: color), value: value, name: role, line: line)
  }

  /// The ANSI color names the TOML and JSON formats use, color0…color7 (the bright ones color8…color15).
  static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

  /// `text` as a double-quoted string, `\` and `"` escaped (names follow the palette's rules: no control
  /// characters).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
