/// Makes outside text safe for a terminal: control, bidirectional and invisible characters become visible
/// escapes. The one escaping rule of the package: error descriptions, the terminal layer and the executable use it.
public enum Visible {
  /// Replaces C0, DEL, C1, the bidirectional controls, the other format characters (zero-width space, BOM, soft
  /// hyphen, tags) and the line and paragraph separators with `\u{1B}`-style escapes, so that a message stays one
  /// line and shows everything it holds.
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: ControlCharacter.isHidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if ControlCharacter.isHidden(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with the characters that could move a terminal or reorder what it shows escaped as `escape(_:)` writes
  /// them (`\u{1B}`): C0 (tab and line feed among them), DEL, C1, the bidirectional controls and the line and
  /// paragraph separators, so that no escape sequence, cursor movement or reordering in it reaches a terminal;
  /// every other character, printable Unicode of any script and the joiners of emoji included, is kept as it is.
  /// For text a person asked to be written, such as `paint`'s.
  public static func escapeControls(_ text: String) -> String {
    let isControl = { (scalar: Unicode.Scalar) in
      ControlCharacter.isUnsafe(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Like `escape(_:)`, and each byte that is not part of valid UTF-8 becomes `\x{FF}` (as in `FilePath`'s
  /// description, which spells them so).
  /// `escape(text)` cut to its first `limit` Unicode scalars and `…` when longer: a value quoted from a file, which
  /// may be any length (scalars, not characters, so that combining marks cannot hide length).
  public static func excerpt(_ text: String, limit: Int = 60) -> String {
    guard text.unicodeScalars.count > limit else { return escape(text) }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: text.unicodeScalars.prefix(limit))
    return escape(String(cut)) + "…"
  }

  /// Bytes (a path, a reply) as `escape` shows text, a byte that is not UTF-8 as `\xNN`.
  package static func escape(bytes: [UInt8]) -> String {
    escape(FilePath(bytes: bytes).description)
  }

  private static func hex(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return text.count < 2 ? "0" + text : text
  }

  /// What kind of character a name may not hold, with its article: `the control character`.
  static func kind(of scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .lineSeparator: "the line separator"
    case .paragraphSeparator: "the paragraph separator"
    case .control: "the control character"
    default: ControlCharacter.isUnsafe(scalar) ? "the bidirectional control" : "an invisible or format character"
    }
  }

  /// `200B`, `001B`, `E0041`: a scalar's code point in upper-case hex, at least four digits.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
