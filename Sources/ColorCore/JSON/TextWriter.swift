/// Builds output as UTF-8 bytes: much cheaper than appending many small strings when a listing has thousands of rows.
///
/// The bytes are `storage[..<count]`; `storage` is kept larger than needed and grows by doubling, so that a write
/// is a store into memory already there (an `Array.append(contentsOf:)` per piece cost a stream of colors a
/// fifth of its instructions).
package struct TextWriter {
  private var storage: [UInt8]
  private var count = 0

  package init(capacity: Int) {
    storage = [UInt8](repeating: 0, count: max(capacity, 32))
  }

  /// What was written.
  package var bytes: [UInt8] { Array(storage[..<count]) }

  package var text: String {
    storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
  }

  /// Calls `body` with what was written, without copying it.
  package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
  }

  /// Empties the writer, keeping its storage for the next line.
  package mutating func reset() {
    count = 0
  }

  /// A byte, as it is.
  package mutating func write(byte: UInt8) {
    if count == storage.count { grow(1) }
    storage[count] = byte
    count += 1
  }

  /// Bytes, as they are.
  package mutating func write(raw source: UnsafeRawBufferPointer) {
    guard let base = source.baseAddress, source.count > 0 else { return }
    if count + source.count > storage.count { grow(source.count) }
    let at = count
    storage.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: at).copyMemory(from: base, byteCount: source.count) }
    count += source.count
  }

  /// Makes room for `extra` bytes more than `count`, at least doubling the storage.
  private mutating func grow(_ extra: Int) {
    let size = max(count + extra, 2 * storage.count)
    storage.append(contentsOf: repeatElement(0, count: size - storage.count))
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
    var magnitude = abs(units)
    // The fraction's trailing zeros go; `digits` are left after the point.
    var digits = max(places, 0)
    while digits > 0 && magnitude % 10 == 0 {
      magnitude /= 10
      digits -= 1
    }
    write(magnitude, fractionDigits: digits, negative: units < 0)
  }

  /// `magnitude` (non-negative) as a decimal with its last `fractionDigits` digits after a point, `-` first when
  /// `negative`. Written from the right into a scratch buffer on the stack (at most 19 digits, a point, a 0 and
  /// a sign), then appended at once.
  private mutating func write(_ magnitude: Int, fractionDigits: Int, negative: Bool) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { scratch in
      var rest = magnitude
      var start = 32
      func put(_ byte: UInt8) {
        start -= 1
        scratch[start] = byte
      }
      for _ in 0..<fractionDigits {
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
      if fractionDigits > 0 { put(UInt8(ascii: ".")) }
      repeat {
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      if negative { put(UInt8(ascii: "-")) }
      write(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: scratch[start..<32])))
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
    text.withUTF8 { write(raw: UnsafeRawBufferPointer($0)) }
  }

  /// `50` or `79.5`, like `StoredColor.text(ofTenths:)`.
  package mutating func write(tenths: Int) {
    writeDigits(tenths / 10)
    if tenths % 10 != 0 {
      write(byte: UInt8(ascii: "."))
      write(byte: UInt8(ascii: "0") + UInt8(tenths % 10))
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
      write(byte: UInt8(ascii: "\""))
      write(raw: UnsafeRawBufferPointer(utf8))
      write(byte: UInt8(ascii: "\""))
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
    if count + 7 > storage.count { grow(7) }
    let digits: StaticString = "0123456789abcdef"
    let hex = digits.utf8Start
    let at = count
    storage.withUnsafeMutableBufferPointer { out in
      out[at] = UInt8(ascii: "#")
      (out[at + 1], out[at + 2]) = (hex[r >> 4], hex[r & 15])
      (out[at + 3], out[at + 4]) = (hex[g >> 4], hex[g & 15])
      (out[at + 5], out[at + 6]) = (hex[b >> 4], hex[b & 15])
    }
    count += 7
  }

  /// A non-negative integer in decimal.
  package mutating func write(integer value: Int) {
    writeDigits(value)
  }

  /// `count` spaces.
  package mutating func write(spaces count: Int) {
    for _ in 0..<max(count, 0) { write(byte: UInt8(ascii: " ")) }
  }

  /// A literal's bytes, without going through `String` (the rows of a long listing call this many times).
  package mutating func append(_ literal: StaticString) {
    write(raw: UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func writeDigits(_ value: Int) {
    if value < 10 {
      write(byte: UInt8(ascii: "0") + UInt8(value))
    } else {
      write(value, fractionDigits: 0, negative: false)
    }
  }
}
