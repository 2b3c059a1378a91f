/// Plain hex lines: `#8033cc`, one color a line, no names. Reading, blank lines are skipped and surrounding blanks
/// dropped; a line is `#rrggbb` or `#rgb` in any case, and anything else is a refused entry.
enum HexLinesFormat {
  static func write(_ entries: [PaletteEntry]) -> [UInt8] {
    var out = TextWriter(capacity: entries.count * 8)
    for entry in entries {
      out.write(hexOf: entry.color)
      out.write("\n")
    }
    return out.bytes
  }

  static func read(_ text: ImportText) -> [ImportedLine] {
    text.lines.compactMap { line in
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.isEmpty { return nil }
      let digits = trimmed.dropFirst()
      guard trimmed.hasPrefix("#"), ColorArgument.isBareHex(digits),
        let color = try? ColorArgument.read(String(trimmed)).color
      else {
        return .bad(line: line.number, problem: .notHexColor(String(trimmed)))
      }
      return .entry(line: line.number, name: nil, color: StoredColor(rounding: color))
    }
  }
}
