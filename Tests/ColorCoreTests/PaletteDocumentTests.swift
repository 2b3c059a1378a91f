import Testing

@testable import ColorCore

@Suite struct PaletteDocumentTests {
  @Test func roundTrips() throws {
    let entries = [
      PaletteEntry(name: "sky \"blue\"", color: StoredColor(red: 500, green: 205, blue: 800)),
      PaletteEntry(name: "ünïcode ✓", color: .black),
    ]
    #expect(try PaletteDocument.decode(PaletteDocument.encode(entries), source: .input).entries == entries)
    #expect(try PaletteDocument.decode(PaletteDocument.encode([]), source: .input).entries == [])
  }

  /// An entry's aliases, alpha, exact color text and design-token color are optional members: written only when
  /// the entry has them, read back exactly, and a file without them reads as before (its entries opaque, their
  /// tenths the color), through the quick reader.
  @Test func aliasesAlphaTextAndTokenColorAreOptionalMembersThatRoundTripExactly() throws {
    let p3 = "color(display-p3 1 0.5 none / 0.25)"
    var aliased = PaletteEntry(name: "hex", color: try Color(parsing: "#8033cc"))
    aliased.aliases = ["grape", "violet"]
    let entries = [
      PaletteEntry(name: "plain", color: StoredColor(red: 500, green: 200, blue: 800)),
      PaletteEntry(name: "half", color: .black, alpha: 0.5),
      PaletteEntry(name: "hex", color: .black, alpha: 128.0 / 255),
      PaletteEntry(
        name: "p3", color: try Color(parsing: p3), text: p3,
        token: TokenColor(space: .displayP3, components: ["1", "0.5", nil])),
      aliased,
    ]
    let text = String(decoding: PaletteDocument.encode(entries), as: UTF8.self)
    #expect(text.contains(#"{"name": "plain", "red": 50, "green": 20, "blue": 80}"#))
    #expect(text.contains(#"{"name": "half", "red": 0, "green": 0, "blue": 0, "alpha": 0.5}"#))
    #expect(text.contains(#""alpha": 0.5019607843137255}"#))
    #expect(
      text.contains(
        #""alpha": 0.25, "css": "color(display-p3 1 0.5 none / 0.25)", "colorSpace": "display-p3", "#
          + #""components": [1, 0.5, "none"]}"#))
    #expect(text.contains(#"{"name": "hex", "aliases": ["grape", "violet"], "red": 50.2, "#))
    #expect(text.contains(##""css": "#8033cc"}"##))
    #expect(try PaletteDocument.decode(Array(text.utf8), source: .input).entries == entries)
    let opaque = PaletteDocument.encode([entries[0]])
    #expect(PlainPaletteReader.entries(opaque) == [entries[0]])
    // An alpha of 1 is opaque; a token color of a space this version does not know is left out.
    let file =
      #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3, "alpha": 1, "#
      + #""colorSpace": "cam16", "components": [1, 2, 3]}]}"#
    #expect(
      try PaletteDocument.decode(Array(file.utf8), source: .input).entries == [
        PaletteEntry(name: "a", color: StoredColor(red: 10, green: 20, blue: 30))
      ])
  }

  @Test(arguments: [
    "", "[]", "{}", "{\"colors\": {}}", "{\"colors\": [1]}", "{\"colors\": [{\"red\": 1, \"green\": 1, \"blue\": 1}]}",
    "{\"colors\": [{\"name\": 5, \"red\": 1, \"green\": 1, \"blue\": 1}]}",
    "{\"colors\": [{\"name\": \"a\", \"red\": 1, \"green\": 1}]}",
    "{\"colors\": [{\"name\": \"a\", \"red\": 1, \"green\": 1, \"blue\": 1, \"alpha\": \"0.5\"}]}",
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

  /// What colormix writes, and the same with other spacing, goes through the quick reader.
  @Test func plainFilesTakeTheQuickReader() {
    let entries = (0..<50).map {
      PaletteEntry(name: "c\($0)", color: StoredColor(red: $0 * 20, green: 1000 - $0, blue: $0))
    }
    #expect(PlainPaletteReader.entries(PaletteDocument.encode(entries)) == entries)
    #expect(PlainPaletteReader.entries(PaletteDocument.encode([])) == [])
    let compact = #"{"version":1,"colors":[{"name":"a b","red":0,"green":100,"blue":99.5}]}"#
    #expect(
      PlainPaletteReader.entries(Array(compact.utf8)) == [
        PaletteEntry(name: "a b", color: StoredColor(red: 0, green: 1000, blue: 995))
      ])
  }

  /// Whether or not the quick reader takes a file, decoding it gives what the JSON parser gives.
  @Test(arguments: [
    #"{"version": 1, "colors": [{"name": "sky", "red": 50, "green": 20.5, "blue": 80}]}"#,
    #"{"version": 1, "colors": []}"#,
    " \t\r\n{ \"version\" : 1 , \"colors\" : [ { \"name\" : \"x\" , \"red\" : 1 , \"green\" : 2 , \"blue\" : 3 } ] } \n",
    #"{"version": 1, "colors": [{"red": 1, "name": "a", "green": 2, "blue": 3}]}"#,
    #"{"colors": [], "version": 1}"#,
    #"{"version": 1, "colors": [{"name": "a\u0062", "red": 1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "é", "red": 1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": " a", "red": 1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "", "red": 1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 01, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1., "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": -0, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1e1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 100.5, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1.25, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3, "blue": 4}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3}], "colors": []}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3},]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3}]} x"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3}]"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": "3"}]}"#,
    #"{"version": 1, "colors": [{"name": "a, "red": 1, "green": 2, "blue": 3}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3}, {"name": "a", "red": 0, "green": 0, "blue": 0}]}"#,
    #"{"version": 1, "colors": [{"name": "a", "red": 1, "green": 2, "blue": 3}]}\u{0}"#,
  ])
  func quickReaderAgreesWithTheParser(_ text: String) {
    let bytes = Array(text.utf8)
    let decoded = Result { () throws(CorruptReason) in try PaletteDocument.decode(bytes, source: .input) }
    let parsed = Result { () throws(CorruptReason) in try PaletteDocument.decodeJSON(bytes, source: .input) }
    #expect(decoded.map(\.entries) == parsed.map(\.entries))
    #expect(decoded.map(\.warnings) == parsed.map(\.warnings))
  }

  /// Inside the palette's lock, `remove` asks for no suggestions: working them out over a long palette takes time.
  @Test func findWithoutSuggestingGivesNone() {
    let entries = [PaletteEntry(name: "grape", color: .black)]
    #expect(throws: InputError.unknownPaletteName("grap", suggestions: ["grape"])) {
      try PaletteEntry.find("grap", in: entries)
    }
    #expect(throws: InputError.unknownPaletteName("grap", suggestions: [])) {
      try PaletteEntry.find("grap", in: entries, suggesting: false)
    }
  }
}
