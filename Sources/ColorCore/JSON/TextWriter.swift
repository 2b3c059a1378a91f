/// Builds output as UTF-8 bytes: much cheaper than appending many small strings when a listing has thousands of rows.
///
/// The bytes are `storage[..<count]`; `storage` is kept larger than needed and grows by doubling, so that a write
/// is a store into memory already there (an `Array.append(contentsOf:)` per piece cost a stream of colors a
/// fifth of its instructions).
public struct TextWriter {
  private var storage: [UInt8]
  /// How many bytes were written.
  public private(set) var count = 0

  /// A writer with room for `capacity` bytes (at least 32), or none yet for 0: room is made by the first write.
  public init(capacity: Int) {
    storage = capacity == 0 ? [] : [UInt8](repeating: 0, count: max(capacity, 32))
  }

  /// What was written.
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// What was written, as a string.
  public var text: String {
    storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
  }

  /// Calls `body` with what was written, without copying it.
  public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
  }

  /// Empties the writer, keeping its storage for the next line.
  public mutating func reset() {
    count = 0
  }

  /// A byte, as it is.
  public mutating func write(byte: UInt8) {
    if count == storage.count { grow(1) }
    storage[count] = byte
    count += 1
  }

  /// Bytes, as they are.
  public mutating func write(raw source: UnsafeRawBufferPointer) {
    let length = source.count
    guard length > 0 else { return }
    if count + length > storage.count { grow(length) }
    let at = count
    storage.withUnsafeMutableBufferPointer { out in
      let to = UnsafeMutableRawPointer(out.baseAddress! + at)
      let from = source.baseAddress!
      // A key or a separator is a few bytes: copied as two words that may overlap, cheaper than a call to memcpy.
      if length >= 8 && length <= 16 {
        let (first, last) = (
          from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        )
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
      } else if length >= 4 && length < 8 {
        let (first, last) = (
          from.loadUnaligned(as: UInt32.self), from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
        )
        to.storeBytes(of: first, as: UInt32.self)
        to.storeBytes(of: last, toByteOffset: length - 4, as: UInt32.self)
      } else if length < 4 {
        for index in 0..<length {
          to.storeBytes(of: from.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
        }
      } else {
        to.copyMemory(from: from, byteCount: length)
      }
    }
    count = at + length
  }

  /// Makes room for `extra` bytes more than `count`, at least doubling the storage.
  private mutating func grow(_ extra: Int) {
    let size = max(count + extra, 2 * storage.count, 32)
    storage.append(contentsOf: repeatElement(0, count: size - storage.count))
  }

  /// `value` rounded half away from zero to `places` (0–4) decimals, in its shortest form, never `-0`: the text
  /// of `ColorText.decimal(_:places:)`, which is written by this.
  public mutating func write(decimal value: Double, places: Int) {
    let scaled = ColorText.halfAwayFromZero(value * Double(TextWriter.power(places)))
    guard scaled.isFinite, abs(scaled) < 1e15 else {
      write(String(value))
      return
    }
    write(units: Int(scaled), places: places)
  }

  /// `units` / 10^`places` (`places` ≥ 0) in its shortest form: the fraction's trailing zeros and a bare point
  /// dropped, `-` before a negative, `0` for 0. Written from the right straight into the storage: the fraction a
  /// digit at a time, the point, then the integer part two digits at a time.
  mutating func write(units: Int, places: Int) {
    var magnitude = units.magnitude
    var fractionDigits = max(places, 0)
    while fractionDigits > 0 && magnitude % 10 == 0 {
      magnitude /= 10
      fractionDigits -= 1
    }
    var digits = 1
    var rest = magnitude
    while rest >= 100 {
      rest /= 100
      digits += 2
    }
    if rest >= 10 { digits += 1 }
    // The integer part is at least `0`: the digits, padded with zeros to reach the point.
    let padded = max(digits, fractionDigits + 1)
    let sign = units < 0 ? 1 : 0
    let length = sign + padded + (fractionDigits > 0 ? 1 : 0)
    if count + length > storage.count { grow(length) }
    let start = count
    storage.withUnsafeMutableBufferPointer { out in
      let base = out.baseAddress! + start
      if sign == 1 { base[0] = UInt8(ascii: "-") }
      var position = length
      var value = magnitude
      if fractionDigits > 0 {
        for _ in 0..<fractionDigits {
          position -= 1
          base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
          value /= 10
        }
        position -= 1
        base[position] = UInt8(ascii: ".")
      }
      let pairs = TextWriter.digitPairs.utf8Start
      while value >= 100 {
        let pair = Int(truncatingIfNeeded: value % 100)
        value /= 100
        position -= 2
        base[position] = pairs[2 * pair]
        base[position + 1] = pairs[2 * pair + 1]
      }
      if value >= 10 {
        let pair = Int(truncatingIfNeeded: value)
        base[position - 2] = pairs[2 * pair]
        base[position - 1] = pairs[2 * pair + 1]
      } else {
        base[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      }
    }
    count = start + length
  }

  /// "00" to "99".
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// 10^`places`, for the few places colormix prints.
  static func power(_ places: Int) -> Int {
    switch places {
    case ..<1: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10000
    case 5: 100_000
    default: (0..<places).reduce(1) { result, _ in result * 10 }
    }
  }

  /// A string, as its UTF-8 bytes.
  public mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { write(raw: UnsafeRawBufferPointer($0)) }
  }

  /// `50` or `79.5`, like `StoredColor.text(ofTenths:)`.
  mutating func write(tenths: Int) {
    writeDigits(tenths / 10)
    if tenths % 10 != 0 {
      write(byte: UInt8(ascii: "."))
      write(byte: UInt8(ascii: "0") + UInt8(tenths % 10))
    }
  }

  /// `"red": 50, "green": 20, "blue": 80` in JSON, or `red 50  green 20  blue 80`.
  public mutating func write(channelsOf color: StoredColor, json: Bool) {
    append(json ? "\"red\": " : "red ")
    write(tenths: color.red)
    append(json ? ", \"green\": " : "  green ")
    write(tenths: color.green)
    append(json ? ", \"blue\": " : "  blue ")
    write(tenths: color.blue)
  }

  /// `{"name": …, "red": …, "green": …, "blue": …}`, the palette file's entry, then `"alpha"` for a translucent
  /// one and `"colorSpace"` and `"components"` for one read from a design token, with `"hex"` for listings
  /// (`#rrggbbaa` when translucent).
  public mutating func write(jsonOf entry: PaletteEntry, withHex: Bool) {
    append("{\"name\": ")
    write(quoted: entry.name)
    if !entry.aliases.isEmpty {
      append(", \"aliases\": [")
      for (index, alias) in entry.aliases.enumerated() {
        if index > 0 { append(", ") }
        write(quoted: alias)
      }
      append("]")
    }
    append(", ")
    write(channelsOf: entry.color, json: true)
    if let alpha = entry.alpha {
      append(", \"alpha\": ")
      write(PaletteEntry.alphaText(alpha))
    }
    if let text = entry.text {
      append(", \"css\": ")
      write(quoted: text)
    }
    if let token = entry.token {
      append(", \"colorSpace\": \"")
      write(token.space.name)
      append("\", \"components\": ")
      write(jsonOf: token.components)
    }
    if withHex {
      append(", \"hex\": \"")
      write(hexOf: entry.srgb)
      append("\"")
    }
    append("}")
  }

  /// A token color's components as a JSON array: each number as written, `"none"` for none.
  mutating func write(jsonOf components: [String?]) {
    append("[")
    for (index, component) in components.enumerated() {
      if index > 0 { append(", ") }
      if let component { write(component) } else { append("\"none\"") }
    }
    append("]")
  }

  /// `text` as a JSON string literal, like `JSONText.quote(_:)`.
  public mutating func write(quoted text: String) {
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
  public mutating func write(hexOf color: StoredColor) {
    let (r, g, b) = color.rgb255
    writeHex(r, g, b)
  }

  /// `#rrggbb`, like `Color.hex`; `#rrggbbaa` when the color's alpha is below 1.
  public mutating func write(hexOf color: Color) {
    let (r, g, b) = color.rgb255
    writeHex(r, g, b)
    if color.alpha < 1 {
      let a = color.alpha255
      let digits: StaticString = "0123456789abcdef"
      write(byte: digits.utf8Start[a >> 4])
      write(byte: digits.utf8Start[a & 15])
    }
  }

  /// `#rrggbb` of `0xRRGGBB`, like `NamedColor.hex`.
  mutating func write(hexOf rgb: UInt32) {
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
  public mutating func write(integer value: Int) {
    writeDigits(value)
  }

  /// `count` spaces.
  public mutating func write(spaces count: Int) {
    for _ in 0..<max(count, 0) { write(byte: UInt8(ascii: " ")) }
  }

  /// A literal's bytes, without going through `String` (the rows of a long listing call this many times).
  public mutating func append(_ literal: StaticString) {
    write(raw: UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func writeDigits(_ value: Int) {
    if value < 10 {
      write(byte: UInt8(ascii: "0") + UInt8(value))
    } else {
      write(units: value, places: 0)
    }
  }
}
