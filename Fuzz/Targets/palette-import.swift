@testable import ColorCore

/// Documents to import, in every format: reading never crashes, every entry keeps its line within the document,
/// and what imports exports and reads back with the same names and hexes (for the formats that carry names), the
/// same colors exactly where the format holds them; a terminal theme exports the same document again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaletteImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
  _ = PaletteFormat.detect(bytes)
  _ = PaletteFormat.detect(bytes, fileName: "theme.toml")
  for format in PaletteFormat.allCases where format.isTerminalTheme {
    // A terminal theme: what imports exports, reads back and exports again as the same document.
    guard let lines = try? format.read(bytes) else { continue }
    precondition(lines.entries.allSatisfy { (1...lineCount).contains($0.line) }, "a line outside the document")
    var palette = Palette()
    _ = palette.importing(lines, replacing: false)
    // An empty palette's export holds no color: reading it back is refused, as documented.
    guard !palette.entries.isEmpty else { continue }
    let document = format.document(palette.entries, name: "fuzz")
    var back = Palette()
    let result = back.importing(try! format.read(document), replacing: false)
    precondition(result.refusedCount == 0, "an export that does not import: \(result.refused)")
    precondition(format.document(back.entries, name: "fuzz") == document, "a theme changed in a round trip")
  }
  for format in [PaletteFormat.gpl, .css, .hex, .json, .tokens] {
    guard let lines = try? format.read(bytes) else { continue }
    precondition(lines.entries.allSatisfy { (1...lineCount).contains($0.line) }, "a line outside the document")
    var palette = Palette()
    _ = palette.importing(lines, replacing: false)
    // GIMP's `Untitled` reads as no name: such an entry comes back named by its hex, as documented.
    let entries = palette.entries.filter { !(format == .gpl && $0.name == GPLFormat.untitled) }
    guard format != .hex, !entries.isEmpty else { continue }
    let document = format.document(entries, name: "fuzz")
    let again = try! format.read(document)
    var back = Palette()
    let result = back.importing(again, replacing: false)
    precondition(result.refusedCount == 0, "an export that does not import: \(result.refused)")
    // Every name comes back with its color (an alias too, where the format writes one); colors one hex holds
    // come back as one, under all their names, from a format of 8-bit colors.
    func hexes(_ entries: [PaletteEntry], aliases: Bool) -> [String: String] {
      var byName: [String: String] = [:]
      for entry in entries {
        for name in aliases ? entry.names : [entry.name] { byName[name] = entry.color.hex }
      }
      return byName
    }
    let carriesAliases = format != .gpl
    precondition(
      hexes(back.entries, aliases: true) == hexes(entries, aliases: carriesAliases), "a name or color changed")
    if format != .gpl {
      precondition(back.entries.map(\.exact) == entries.map(\.exact), "a color is not exactly what it was")
    }
  }
  return 0
}
