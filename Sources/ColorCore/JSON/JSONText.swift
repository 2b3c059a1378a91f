/// Writing JSON text.
public enum JSONText {
  /// A byte that stands for itself inside a JSON string literal: printable ASCII but for `"` and `\`.
  static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// A JSON string literal; control, DEL, C1 and bidirectional characters are `\u` escapes.
  public static func quote(_ text: String) -> String {
    if text.utf8.allSatisfy(isPlain) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if ControlCharacter.isUnsafe(scalar) {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
