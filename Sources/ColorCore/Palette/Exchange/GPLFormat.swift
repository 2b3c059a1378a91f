/// GIMP's palette format, `.gpl`, as GIMP's own loader (`app/core/gimppalette-load.c`) reads it:
///
///     GIMP Palette
///     Name: Tango Icon Theme
///     Columns: 3
///     # a comment
///     252 233  79	Butter 1
///      78 154   6
///
/// The first line begins with `GIMP Palette`; the second may be `Name: NAME`, and only after it the third may be
/// `Columns: N`. After that a line beginning with `#` is a comment and an empty line is skipped; any other line
/// is a color: red, green and blue as whole numbers 0–255 separated by spaces or tabs, then an optional name, the
/// rest of the line (surrounding blanks dropped). GIMP writes every unnamed color as `Untitled`: when more than
/// one row is named `Untitled`, those rows count as rows without a name; a single `Untitled` is a name, so that a
/// color colormix keeps under that name comes back under it. Where GIMP only warns (a value out of range, a missing value), the row is refused
/// here; a `Columns:` line without a number is a malformed file, as in GIMP. A final `\r` (CRLF) is dropped.
enum GPLFormat {
  /// GIMP's name for a color without one.
  static let untitled = "Untitled"

  /// The palette as GIMP writes one: the header, `Name:`, a `#` comment, then `%3d %3d %3d<TAB>name` rows.
  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "GIMP Palette\nName: \(name)\n#\n"
    for entry in entries {
      let (red, green, blue) = entry.srgb.rgb255
      text += padded(red) + " " + padded(green) + " " + padded(blue) + "\t" + entry.name + "\n"
    }
    return Array(text.utf8)
  }

  /// `value` right-aligned to width 3, as C's `%3d`.
  private static func padded(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: " ", count: max(0, 3 - digits.count)) + digits
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    var lines = text.lines.makeIterator()
    guard let header = lines.next(), header.text.hasPrefix("GIMP Palette") else {
      throw PaletteImportError(line: 1, problem: .noGIMPHeader)
    }
    var next = lines.next()
    if let name = next, name.text.hasPrefix("Name: ") {
      next = lines.next()
      if let columns = next, columns.text.hasPrefix("Columns: ") {
        next = lines.next()
        let number = columns.text.dropFirst("Columns: ".count).trimmingWhitespace()
        guard !number.isEmpty, number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
          throw PaletteImportError(line: columns.number, problem: .badColumns(String(number)))
        }
      }
    }
    // The rows from here, walked twice: GIMP's `Untitled` is no name when more than one row has it, and those are
    // counted first, so that no row is kept.
    let start = (next, lines)
    func rows(_ body: (ImportText.Line) -> Void) {
      var (next, lines) = start
      while let line = next {
        if !line.text.hasPrefix("#") && !line.text.trimmingWhitespace().isEmpty { body(line) }
        next = lines.next()
      }
    }
    var untitledRows = 0
    rows { if isUntitled(row($0)) { untitledRows += 1 } }
    rows { line in
      let imported = row(line)
      if untitledRows > 1, isUntitled(imported), case .entry(let line, _, let color, let kept) = imported {
        result.append(.entry(line: line, name: nil, color: color, kept: kept))
      } else {
        result.append(imported)
      }
    }
  }

  private static func isUntitled(_ imported: ImportedLine) -> Bool {
    if case .entry(_, let name, _, _) = imported { name == untitled } else { false }
  }

  /// One color row: `R G B [NAME]`.
  private static func row(_ line: ImportText.Line) -> ImportedLine {
    var rest = Substring(line.text)
    var values: [Int] = []
    for _ in 0..<3 {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let word = rest.prefix { $0 != " " && $0 != "\t" }
      rest = rest.dropFirst(word.count)
      guard !word.isEmpty, word.utf8.count <= 9, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let value = Int(word)
      else {
        return .bad(line: line.number, problem: .notGPLRow(line.text))
      }
      guard value <= 255 else { return .bad(line: line.number, problem: .gplValueOutOfRange(String(word))) }
      values.append(value)
    }
    // The name is the rest of the row; a blank after the blue value is required, as between the values.
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else {
      return .bad(line: line.number, problem: .notGPLRow(line.text))
    }
    let name = String(rest.trimmingWhitespace())
    let color = Color(red255: values[0], green255: values[1], blue255: values[2])
    return .reading(ColorReading(color: color), value: color.hex, name: name.isEmpty ? nil : name, line: line.number)
  }
}
