import ColorTerminal

@testable import ColorCore

/// Palette files: decoding never crashes, the quick reader agrees with the parser, and what loads writes back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaletteFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The quick reader takes only files the JSON parser reads the same way.
  if let quick = PlainPaletteReader.entries(bytes) {
    let parsed = try! PaletteDocument.decodeJSON(bytes, source: .input)
    precondition(parsed.entries == quick && parsed.warnings.isEmpty)
  }
  if let (entries, _) = try? PaletteDocument.decode(bytes, source: .input) {
    let again = try! PaletteDocument.decode(PaletteDocument.encode(entries), source: .input)
    precondition(again.entries == entries)
    _ = ColorTable.palette(entries, format: .swatch, depth: .trueColor)
  }
  return 0
}
