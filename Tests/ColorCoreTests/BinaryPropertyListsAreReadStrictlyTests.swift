import Testing

@testable import ColorCore

/// The binary property list reader: what an iTerm2 preset holds reads as its XML form does, and hostile documents
/// (references in a cycle, shared references that would multiply, offsets and lengths outside the document) are
/// refused quickly, naming why.
@Suite struct BinaryPropertyListsAreReadStrictlyTests {
  /// A binary property list of `objects` (each its marker and bytes, references one byte wide, offsets two), the
  /// first the top.
  static func bplist(_ objects: [[UInt8]]) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets += [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    let count = UInt64(objects.count)
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]
    bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: count >> (8 * $0)) }
    bytes += [UInt8](repeating: 0, count: 8)
    bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(table) >> (8 * $0)) }
    return bytes
  }

  /// One object whose offset, 8 bytes wide, is 2^64 − 1.
  static let hugeOffset: [UInt8] =
    Array("bplist00".utf8) + [0x09] + [UInt8](repeating: 0xFF, count: 8) + [0, 0, 0, 0, 0, 0, 8, 1]
    + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 9]

  static func ascii(_ text: String) -> [UInt8] {
    let count = text.utf8.count
    return (count < 15 ? [0x50 | UInt8(count)] : [0x5F, 0x10, UInt8(count)]) + Array(text.utf8)
  }
  static func real(_ value: Double) -> [UInt8] {
    [0x23] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) }
  }

  @Test func aPresetReadsAsItsXMLFormDoes() throws {
    // {"Ansi 1 Color": {"Red Component": 1, "Green Component": 0.5, "Blue Component": 0, "Alpha Component": 0.5}}
    let binary = Self.bplist([
      [0xD1, 1, 2], Self.ascii("Ansi 1 Color"), [0xD4, 3, 4, 5, 6, 7, 8, 9, 10], Self.ascii("Red Component"),
      Self.ascii("Green Component"), Self.ascii("Blue Component"), Self.ascii("Alpha Component"), Self.real(1),
      Self.real(0.5), [0x10, 0], Self.real(0.5),
    ])
    let xml =
      "<plist><dict><key>Ansi 1 Color</key><dict><key>Red Component</key><real>1.0</real><key>Green Component</key>"
      + "<real>0.5</real><key>Blue Component</key><integer>0</integer><key>Alpha Component</key><real>0.5</real>"
      + "</dict></dict></plist>"
    let fromBinary = try PaletteFormat.iterm2.read(binary).entries
    #expect(fromBinary == (try PaletteFormat.iterm2.read(Array(xml.utf8)).entries))
    #expect(fromBinary.first?.text == "color(srgb 1 0.5 0 / 0.5)")
    #expect(
      fromBinary.map(\.tenths) == [
        .entry(line: 1, name: "color1", color: StoredColor(red: 1000, green: 500, blue: 0), kept: .init(alpha: 0.5))
      ])
    #expect(PaletteFormat.detect(binary) == .iterm2)
  }

  @Test(arguments: [
    ("a cycle", bplist([[0xA1, 0]]), "it nests deeper than 32 levels"),
    (
      "shared references that multiply",
      bplist((0..<12).map { [0xAF, 0x10, 15] + [UInt8](repeating: UInt8($0 + 1), count: 15) } + [[0x09]]),
      "its references make more than its size allows"
    ),
    (
      "one long string referred to many times",
      bplist([
        [0xAF, 0x11, 0x01, 0x2C] + [UInt8](repeating: 1, count: 300),
        [0x5F, 0x11, 0x01, 0x00] + [UInt8](repeating: 0x41, count: 256),
      ]),
      "its references make more than its size allows"
    ),
    ("an offset past 2^63", hugeOffset, "object 0 is out of place"),
    ("a reference outside the table", bplist([[0xA1, 7]]), "refers to object 7, which is not in the offset table"),
    ("a string past the objects", bplist([[0x5F, 0x10, 200, 0x41]]), "object 0 is longer than the document"),
    ("a string that runs past the objects", bplist([[0x55, 0x41]]), "object 0 runs past the objects"),
    ("a null", bplist([[0x00]]), "object 0 has a marker (0x0) an iTerm2 preset does not hold"),
    ("a UID", bplist([[0x80, 1]]), "object 0 has a marker (0x80)"),
    ("a key that is not a string", bplist([[0xD1, 1, 1], [0x09]]), "a key that is not a string"),
    ("an infinite real", bplist([real(.infinity)]), "a real that is not finite"),
  ])
  func aHostileDocumentIsRefusedNamingWhy(_ name: String, _ bytes: [UInt8], _ detail: String) {
    #expect(throws: PaletteImportError.self, "\(name)") { try PaletteFormat.iterm2.read(bytes) }
    do {
      _ = try PaletteFormat.iterm2.read(bytes)
    } catch {
      #expect(error.line == 1)
      #expect("\(error)".hasPrefix("line 1: not valid binary plist: "), "\(name): \(error)")
      #expect("\(error)".contains(detail), "\(name): \(error)")
    }
  }
}
