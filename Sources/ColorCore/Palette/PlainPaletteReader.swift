/// A quick reader for palette files in the plain shape colormix writes.
///
/// It reads `{"version": N, "colors": [E, …]}` where each entry `E` is `{"name": …, "red": …, "green": …,
/// "blue": …}` with its members in that order, the name printable ASCII without escapes or surrounding spaces,
/// and the channels written as colormix writes them (0–100, at most one decimal); white space may be anywhere
/// JSON allows it. Any other file, valid or not, gives `nil`, and `PaletteDocument.decode` reads it with the
/// JSON parser. For what this accepts, both give the same entries and no warnings (a test and the palette-file
/// fuzz target check it); this one builds no JSON tree, so a long palette reads several times faster.
struct PlainPaletteReader {
  private let bytes: [UInt8]
  private var index = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The entries of a plain palette file, or `nil`.
  static func entries(_ bytes: [UInt8]) -> [PaletteEntry]? {
    var reader = PlainPaletteReader(bytes: bytes)
    return reader.palette()
  }

  private mutating func palette() -> [PaletteEntry]? {
    guard take("{"), key("version"), tenths() == 10, take(","), key("colors"), take("[") else { return nil }
    var entries: [PaletteEntry] = []
    if !take("]") {
      repeat {
        guard let entry = entry() else { return nil }
        entries.append(entry)
      } while take(",")
      guard take("]") else { return nil }
    }
    guard take("}") else { return nil }
    skipWhitespace()
    return index == bytes.count ? entries : nil
  }

  private mutating func entry() -> PaletteEntry? {
    guard take("{"), key("name"), let name = name(), take(","), key("red"), let red = tenths(), take(","),
      key("green"), let green = tenths(), take(","), key("blue"), let blue = tenths(), take("}")
    else { return nil }
    return PaletteEntry(name: name, color: StoredColor(red: red, green: green, blue: blue))
  }

  /// A string of printable ASCII without escapes that is a valid name as it stands.
  private mutating func name() -> String? {
    guard take("\"") else { return nil }
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      guard JSONText.isPlain(bytes[index]) else { return nil }
      index += 1
    }
    guard index < bytes.count else { return nil }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    index += 1
    return PaletteEntry.isPlain(name) ? name : nil
  }

  /// A number as colormix writes a channel: digits without a leading zero, at most one decimal, 0–100.
  private mutating func tenths() -> Int? {
    skipWhitespace()
    let start = index
    while index < bytes.count, bytes[index] == UInt8(ascii: ".") || isDigit(bytes[index]) { index += 1 }
    if index - start > 1, bytes[start] == UInt8(ascii: "0"), isDigit(bytes[start + 1]) { return nil }
    return bytes.withUnsafeBufferPointer { ColorDocument.plainTenths(UnsafeBufferPointer(rebasing: $0[start..<index])) }
  }

  /// `"word":`, written without escapes.
  private mutating func key(_ word: StaticString) -> Bool {
    guard take("\"") else { return false }
    let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard index + word.count < bytes.count, bytes[index..<index + word.count].elementsEqual(word),
      bytes[index + word.count] == UInt8(ascii: "\"")
    else { return false }
    index += word.count + 1
    return take(":")
  }

  /// Skips white space, then takes `byte` if it comes next.
  private mutating func take(_ byte: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(byte.value) else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
