/// A Ghostty theme (its config's color settings):
///
///     # Harbor: a Ghostty theme written by colormix
///     palette = 0=#0c2238
///     background = #0c2238
///     foreground = #c8d3df
///     cursor-color = #ffb454
///
/// Written: `palette = N=#rrggbb` for `color0`…`color255`, then `background`, `foreground` and `cursor-color`.
/// Read: `key = value` lines (a value may be in double quotes; a color may leave out its `#`); `#` lines are
/// comments; other settings are skipped.
enum GhosttyFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = "# \(name): a Ghostty theme written by colormix\n"
    for index in 0..<256 {
      if let color = colors.role("color\(index)") { text += "palette = \(index)=\(color.hex)\n" }
    }
    for (role, key) in keys {
      if let color = colors.role(role) { text += "\(key) = \(color.hex)\n" }
    }
    return Array(text.utf8)
  }

  /// The roles Ghostty names, with its keys.
  static let keys = [("background", "background"), ("foreground", "foreground"), ("cursor", "cursor-color")]

  static func read(_ text: ImportText, into result: inout ImportedLines) {
    result.append(
      contentsOf:
        text.settings(commentedBy: "#").lazy.map { line -> ImportedLine in
          let trimmed = line.text
          guard let equals = trimmed.firstIndex(of: "=") else { return .skipped(line: line.number) }
          let key = String(trimmed[..<equals].trimmingWhitespace())
          var value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
          if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
          if key == "palette" {
            guard let split = value.firstIndex(of: "="),
              let index = ThemeNames.index(value[..<split].trimmingWhitespace(), limit: 255)
            else {
              return .bad(
                line: line.number,
                problem: .notThemeColor(key: key, value: String(value), expected: "N=COLOR with N from 0 to 255"))
            }
            let color = value[value.index(after: split)...].trimmingWhitespace()
            return ThemeNames.entry("color\(index)", key: "palette", value: withHash(color), line: line.number)
          }
          guard let role = keys.first(where: { $0.1 == key })?.0 else { return .skipped(line: line.number) }
          return ThemeNames.entry(role, key: key, value: withHash(value), line: line.number)
        })
  }

  /// Ghostty takes `rrggbb` for `#rrggbb`.
  private static func withHash(_ value: Substring) -> String {
    value.utf8.count == 6 && ColorArgument.isBareHex(value) ? "#" + value : String(value)
  }
}
