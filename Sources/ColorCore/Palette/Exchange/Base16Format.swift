/// A base16 scheme (YAML), as base16's scheme repositories write them:
///
///     scheme: "Harbor"
///     author: "colormix"
///     base00: "0c2238"
///     …
///     base0F: "b07a50"
///
/// Written from the palette's `base00`…`base0F`, or from its roles (see `ThemeNames`), each as 6 hex digits.
/// Read: `base00`…`base0F` (either case of the last digit) at the top level, or under `palette:` as the newer
/// tinted-theming schemes have them, each `rrggbb` or `#rrggbb`, as entries named `base00`…`base0F`; `scheme`,
/// `name`, `author`, `system`, `slug`, `variant` and `description` are the scheme's own; other keys are skipped.
enum Base16Format {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = "scheme: \(ThemeNames.quoted(name))\nauthor: \"colormix\"\n"
    for index in 0..<16 {
      if let color = colors.base16(index) {
        text += "\(ThemeNames.base16Names[index]): \"\(color.hex.dropFirst())\"\n"
      }
    }
    return Array(text.utf8)
  }

  static let ownKeys: Set<String> = ["scheme", "name", "author", "system", "slug", "variant", "description"]

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    try YAMLReader.read(text) { pair in
      let key = pair.path.last ?? ""
      if pair.path.count == 1 && ownKeys.contains(key) { return }
      guard pair.path.count == 1 || (pair.path.count == 2 && pair.path[0] == "palette"),
        let name = ThemeNames.base16Name(key)
      else { return result.append(.skipped(line: pair.line)) }
      let value = pair.value.hasPrefix("#") ? pair.value : "#" + pair.value
      guard value.utf8.count == 7 else {
        return result.append(
          .bad(line: pair.line, problem: .notThemeColor(key: key, value: pair.value, expected: "6 hex digits")))
      }
      result.append(ThemeNames.entry(name, key: key, value: value, line: pair.line))
    }
  }
}
