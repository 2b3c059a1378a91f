/// Plain hex lines: `#8033cc`, one color a line, no names; a translucent color is `#rrggbbaa`. Reading, blank lines
/// are skipped and surrounding blanks dropped; a line is `#rrggbb`, `#rgb`, `#rrggbbaa` or `#rgba` in any case, or
/// six hex digits without `#` (`8033cc`, as the `.hex` palettes of Lospec and Aseprite have them), and anything
/// else is a refused entry.
enum HexLinesFormat {
  static func write(_ entries: [PaletteEntry]) -> [UInt8] {
    var out = TextWriter(capacity: entries.count * 10)
    for entry in entries {
      if entry.alpha == nil { out.write(hexOf: entry.color) } else { out.write(hexOf: entry.shownColor) }
      out.write("\n")
    }
    return out.bytes
  }

  static func read(_ text: ImportText) -> [ImportedLine] {
    text.lines.compactMap { line in
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.isEmpty { return nil }
      let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : trimmed[...]
      let color =
        trimmed.hasPrefix("#")
        ? ColorArgument.hashHex(String(trimmed))
        : digits.utf8.count == 6 && ColorArgument.isBareHex(digits) ? ColorArgument.hashHex("#" + digits) : nil
      guard let color else {
        return .bad(line: line.number, problem: .notHexColor(String(trimmed)))
      }
      return .entry(
        line: line.number, name: nil, color: StoredColor(rounding: color), kept: .init(alpha: color.alpha))
    }
  }
}
