/// Makes outside text safe for a terminal: control and bidirectional characters become visible escapes.
public enum Visible {
  /// Replaces C0, DEL, C1 and bidirectional controls with `\u{1B}`-style escapes.
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Like `escape(_:)`, and each byte that is not part of valid UTF-8 becomes `\x{FF}`.
  public static func escape(bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: index) {
        result += escape(String(Character(scalar)))
        index += length
      } else {
        result += "\\x{" + hex(UInt32(bytes[index])) + "}"
        index += 1
      }
    }
    return result
  }

  /// True for characters that must never reach a terminal raw.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count < 2 ? "0" + text : text
  }
}
