/// The palette file's format: `{"version": 1, "colors": [{"name": …, "red": …, "green": …, "blue": …}, …]}`.
enum PaletteDocument {
  static func encode(_ entries: [PaletteEntry]) -> [UInt8] {
    var out = TextWriter(capacity: 64 + entries.count * 72)
    out.write("{\n  \"version\": 1,\n  \"colors\": [")
    for (index, entry) in entries.enumerated() {
      out.write(index == 0 ? "\n    " : ",\n    ")
      out.write(jsonOf: entry, withHex: false)
    }
    out.write(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    return out.bytes
  }

  /// The entries, in saving order, and warnings for channels out of range.
  static func decode(_ bytes: [UInt8], source: RangeWarning.Source) throws(CorruptReason) -> (
    entries: [PaletteEntry], warnings: [RangeWarning]
  ) {
    if let entries = PlainPaletteReader.entries(bytes) { return (entries, []) }
    return try decodeJSON(bytes, source: source)
  }

  /// `decode` through the JSON parser, for any file.
  static func decodeJSON(_ bytes: [UInt8], source: RangeWarning.Source) throws(CorruptReason) -> (
    entries: [PaletteEntry], warnings: [RangeWarning]
  ) {
    let value = try ColorDocument.object(bytes)
    try ColorDocument.checkVersion(of: value)
    guard case .array(let items) = value.member("colors") else { throw .notArray("colors") }
    var entries: [PaletteEntry] = []
    var warnings: [RangeWarning] = []
    for (index, item) in items.enumerated() {
      guard case .object = item, case .string(let name) = item.member("name") else {
        throw .entryWithoutName(index: index + 1)
      }
      // A hand-edited name that `save` would refuse (empty, untrimmed, too long, control, format or separator
      // characters) is reported: the palette is corrupt until it is fixed. A leading `-` is not: it is no danger
      // to a terminal, older versions saved such names, and `load -- -x` reaches them.
      if !PaletteEntry.isPlain(name),
        let problem = name.trimmingWhitespace() == name[...] ? PaletteEntry.problem(with: name) : .untrimmed
      {
        throw .badName(index: index + 1, problem: problem)
      }
      let contents: ColorDocument.Contents
      do {
        contents = try ColorDocument.channels(of: item, source: source)
      } catch {
        throw .entry(index: index + 1, reason: error)
      }
      entries.append(PaletteEntry(name: name, color: contents.color))
      warnings += contents.warnings
    }
    return (entries, warnings)
  }
}
