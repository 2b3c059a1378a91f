/// Builds output as UTF-8 bytes: much cheaper than appending many small strings when a listing has thousands of rows.
public struct TextWriter {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// `50` or `79.5`, like `Color.text(ofTenths:)`.
  public mutating func write(tenths: Int) {
    writeDigits(tenths / 10)
    if tenths % 10 != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(tenths % 10))
    }
  }

  /// `"red": 50, "green": 20, "blue": 80` in JSON, or `red 50  green 20  blue 80`.
  public mutating func write(channelsOf color: Color, json: Bool) {
    write(json ? "\"red\": " : "red ")
    write(tenths: color.red)
    write(json ? ", \"green\": " : "  green ")
    write(tenths: color.green)
    write(json ? ", \"blue\": " : "  blue ")
    write(tenths: color.blue)
  }

  /// `{"name": …, "red": …, "green": …, "blue": …}`, the palette file's entry, with `"hex"` for listings.
  public mutating func write(jsonOf entry: PaletteEntry, withHex: Bool) {
    write("{\"name\": ")
    write(JSONText.quote(entry.name))
    write(", ")
    write(channelsOf: entry.color, json: true)
    if withHex {
      write(", \"hex\": \"")
      write(hexOf: entry.color)
      write("\"")
    }
    write("}")
  }

  /// `#rrggbb`, like `Color.hex`.
  public mutating func write(hexOf color: Color) {
    bytes.append(UInt8(ascii: "#"))
    let (r, g, b) = color.rgb255
    for value in [r, g, b] {
      for nibble in [value >> 4, value & 15] {
        bytes.append(UInt8(nibble < 10 ? 48 + nibble : 87 + nibble))
      }
    }
  }

  /// A non-negative integer in decimal.
  public mutating func write(integer value: Int) {
    writeDigits(value)
  }

  /// `count` spaces.
  public mutating func write(spaces count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
  }

  private mutating func writeDigits(_ value: Int) {
    if value >= 10 { writeDigits(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
