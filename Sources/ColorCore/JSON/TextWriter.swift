/// Builds output as UTF-8 bytes: much cheaper than appending many small strings when a listing has thousands of rows.
package struct TextWriter {
  package private(set) var bytes: [UInt8] = []

  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Empties the writer, keeping its storage for the next line.
  package mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// A byte, as it is.
  package mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// `value` rounded half away from zero to `places` (0–4) decimals, in its shortest form, never `-0`: the text
  /// of `ColorText.decimal(_:places:)`, which is written by this.
  package mutating func write(decimal value: Double, places: Int) {
    let scale = TextWriter.power(places)
    let scaled = ColorText.halfAwayFromZero(value * Double(scale))
    guard scaled.isFinite, abs(scaled) < 1e15 else {
      write(String(value))
      return
    }
    let units = Int(scaled)
    if units == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if units < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = abs(units)
    writeDigits(magnitude / scale)
    var fraction = magnitude % scale
    if fraction == 0 { return }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    // The fraction's digits, with the zeros that lead them.
    bytes.append(UInt8(ascii: "."))
    var divisor = TextWriter.power(digits - 1)
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// 10^`places`, for the few places colormix prints.
  static func power(_ places: Int) -> Int {
    switch places {
    case ..<1: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10000
    default: (0..<places).reduce(1) { result, _ in result * 10 }
    }
  }

  package mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// `50` or `79.5`, like `StoredColor.text(ofTenths:)`.
  package mutating func write(tenths: Int) {
    writeDigits(tenths / 10)
    if tenths % 10 != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(tenths % 10))
    }
  }

  /// `"red": 50, "green": 20, "blue": 80` in JSON, or `red 50  green 20  blue 80`.
  package mutating func write(channelsOf color: StoredColor, json: Bool) {
    append(json ? "\"red\": " : "red ")
    write(tenths: color.red)
    append(json ? ", \"green\": " : "  green ")
    write(tenths: color.green)
    append(json ? ", \"blue\": " : "  blue ")
    write(tenths: color.blue)
  }

  /// `{"name": …, "red": …, "green": …, "blue": …}`, the palette file's entry, with `"hex"` for listings.
  package mutating func write(jsonOf entry: PaletteEntry, withHex: Bool) {
    append("{\"name\": ")
    write(quoted: entry.name)
    append(", ")
    write(channelsOf: entry.color, json: true)
    if withHex {
      append(", \"hex\": \"")
      write(hexOf: entry.color)
      append("\"")
    }
    append("}")
  }

  /// `text` as a JSON string literal, like `JSONText.quote(_:)`.
  package mutating func write(quoted text: String) {
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard utf8.allSatisfy(JSONText.isPlain) else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if !plain { write(JSONText.quote(text)) }
  }

  /// `#rrggbb`, like `StoredColor.hex`.
  package mutating func write(hexOf color: StoredColor) {
    let (r, g, b) = color.rgb255
    writeHex(r, g, b)
  }

  /// `#rrggbb`, like `Color.hex`.
  package mutating func write(hexOf color: Color) {
    let (r, g, b) = color.rgb255
    writeHex(r, g, b)
  }

  /// `#rrggbb` of `0xRRGGBB`, like `NamedColor.hex`.
  package mutating func write(hexOf rgb: UInt32) {
    writeHex(Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
  }

  private mutating func writeHex(_ r: Int, _ g: Int, _ b: Int) {
    bytes.append(UInt8(ascii: "#"))
    writeHexByte(r)
    writeHexByte(g)
    writeHexByte(b)
  }

  private mutating func writeHexByte(_ value: Int) {
    let digits: StaticString = "0123456789abcdef"
    bytes.append(digits.utf8Start[value >> 4])
    bytes.append(digits.utf8Start[value & 15])
  }

  /// A non-negative integer in decimal.
  package mutating func write(integer value: Int) {
    writeDigits(value)
  }

  /// `count` spaces.
  package mutating func write(spaces count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
  }

  /// A literal's bytes, without going through `String` (the rows of a long listing call this many times).
  package mutating func append(_ literal: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func writeDigits(_ value: Int) {
    if value >= 10 { writeDigits(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
