/// Plain hex lines: `#8033cc`, one color a line, each once, no names; a translucent color is `#rrggbbaa`. Reading, blank lines
/// are skipped and surrounding blanks dropped; a line is `#rrggbb`, `#rgb`, `#rrggbbaa` or `#rgba` in any case, or
/// six hex digits without `#` (`8033cc`, as the `.hex` palettes of Lospec and Aseprite have them), and anything
/// else is a refused entry.
enum HexLinesFormat {
  /// Each hex once: the entries that share one (a theme's roles may) would not read back, a hex line having no name
  /// to tell them apart.
  static func write(_ entries: [PaletteEntry]) -> [UInt8] {
    var out = TextWriter(capacity: entries.count * 10)
    var written = Set<[UInt8]>()
    for entry in entries {
      var line = TextWriter(capacity: 10)
      line.write(hexOf: entry.srgb)
      guard written.insert(line.bytes).inserted else { continue }
      line.bytes.withUnsafeBytes { out.write(raw: $0) }
      out.write("\n")
    }
    return out.bytes
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) {
    result.append(
      contentsOf:
        text.settings().lazy.map { line -> ImportedLine in
          let trimmed = line.text
          let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : trimmed[...]
          let color =
            trimmed.hasPrefix("#")
            ? ColorArgument.hashHex(String(trimmed))
            : digits.utf8.count == 6 && ColorArgument.isBareHex(digits) ? ColorArgument.hashHex("#" + digits) : nil
          guard let color else {
            return .bad(line: line.number, problem: .notHexLine(String(trimmed)))
          }
          return .reading(ColorReading(color: color), value: String(trimmed), name: nil, line: line.number)
        })
  }
}
