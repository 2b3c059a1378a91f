import ColorCore

/// Makes outside text safe for a terminal: control and bidirectional characters become visible escapes.
enum Visible {
  /// Replaces C0, DEL, C1 and bidirectional controls with `\u{1B}`-style escapes.
  static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: ControlCharacter.isUnsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if ControlCharacter.isUnsafe(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Like `escape(_:)`, and each byte that is not part of valid UTF-8 becomes `\x{FF}`.
  static func escape(bytes: [UInt8]) -> String {
    var result = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result += escape(String(Character(Unicode.UTF8.decode(encoded))))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { result += "\\x{" + hex(UInt32(byte)) + "}" }
        offset += length
      case .emptyInput:
        return result
      }
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count < 2 ? "0" + text : text
  }
}
