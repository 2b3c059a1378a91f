import Testing

@testable import ColorCore

@Suite struct PaletteDocumentTests {
  @Test func roundTrips() throws {
    let entries = [
      PaletteEntry(name: "sky \"blue\"", color: Color(red: 500, green: 205, blue: 800)),
      PaletteEntry(name: "ünïcode ✓", color: .black),
    ]
    #expect(try PaletteDocument.decode(PaletteDocument.encode(entries), source: .input).entries == entries)
    #expect(try PaletteDocument.decode(PaletteDocument.encode([]), source: .input).entries == [])
  }

  @Test(arguments: [
    "", "[]", "{}", "{\"colors\": {}}", "{\"colors\": [1]}", "{\"colors\": [{\"red\": 1, \"green\": 1, \"blue\": 1}]}",
    "{\"colors\": [{\"name\": 5, \"red\": 1, \"green\": 1, \"blue\": 1}]}",
    "{\"colors\": [{\"name\": \"a\", \"red\": 1, \"green\": 1}]}",
  ])
  func rejectsCorruptFiles(_ text: String) {
    #expect(throws: CorruptReason.self) { try PaletteDocument.decode(Array(text.utf8), source: .input) }
  }

  @Test(arguments: [
    ("sky", "sky"), ("  padded  ", "padded"), (String(repeating: "x", count: 64), String(repeating: "x", count: 64)),
    ("日本語の名前", "日本語の名前"),
  ])
  func acceptsNames(_ text: String, _ name: String) throws {
    #expect(try PaletteEntry.validName(text) == name)
  }

  @Test(arguments: [
    "", "   ", String(repeating: "x", count: 65), "a\u{1B}[31m", "tab\there", "del\u{7F}", "c1\u{9B}", "bidi\u{202E}",
  ])
  func rejectsNames(_ text: String) {
    #expect(throws: InputError.self) { try PaletteEntry.validName(text) }
  }
}
