/// A kitty theme (kitty.conf's color settings):
///
///     # Harbor: a kitty theme written by colormix
///     foreground #c8d3df
///     background #0c2238
///     cursor #ffb454
///     color0 #0c2238
///
/// Written: `foreground`, `background`, `cursor` and `color0`…`color255`, each from the palette entry of that name
/// (see `ThemeNames`), one `key #rrggbb` a line. Read: lines of `key value`; `#` lines are comments; the same
/// keys are entries of their names, and other settings (`selection_background`, `cursor_text_color`…) are skipped.
enum KittyFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = "# \(name): a kitty theme written by colormix\n"
    for role in ["foreground", "background", "cursor"] + (0..<256).map({ "color\($0)" }) {
      if let color = colors.role(role) { text += "\(role) \(color.hex)\n" }
    }
    return Array(text.utf8)
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) {
    result.append(
      contentsOf:
        text.settings(commentedBy: "#").lazy.map { line -> ImportedLine in
          let trimmed = line.text
          let key = String(trimmed.prefix { $0 != " " && $0 != "\t" })
          let value = String(trimmed.dropFirst(key.count).trimmingWhitespace())
          guard isRole(key) else { return .skipped(line: line.number) }
          return ThemeNames.entry(key, key: key, value: value, line: line.number)
        })
  }

  /// kitty's keys that are roles: `foreground`, `background`, `cursor`, `color0`…`color255`.
  static func isRole(_ key: String) -> Bool {
    key == "foreground" || key == "background" || key == "cursor" || ThemeNames.colorIndex(key) != nil
  }
}
