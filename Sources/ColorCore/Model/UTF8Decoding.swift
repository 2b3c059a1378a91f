/// Strict UTF-8 decoding of one scalar, for the JSON parser.
enum UTF8Decoding {
  /// The scalar starting at `index` and its length in bytes, or `nil` when the bytes there are not valid UTF-8
  /// (overlong forms, surrogates and values past U+10FFFF included).
  static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let first = bytes[index]
    if first < 0x80 { return (Unicode.Scalar(first), 1) }
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch first {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(first & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(first & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(first & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

}
