/// Characters that must never reach a terminal raw: C0, DEL, C1 and the bidirectional controls.
public enum ControlCharacter {
  /// True for a scalar that is printed only as an escape.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// True for a scalar that moves the terminal or cannot be seen: the control characters (Cc), the format
  /// characters (Cf: the bidirectional controls, U+200B–U+200D, U+2060, U+FEFF, U+00AD, the tags
  /// U+E0000–U+E007F), the default-ignorable code points (fillers such as U+3164, the combining grapheme joiner,
  /// variation selectors) and the line and paragraph separators (Zl, Zp). No palette name may hold one, and messages
  /// show one only as an escape, so that two names that look alike never differ and a message stays one line.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return isUnsafe(scalar) }
    // Invisible by definition: fillers (U+3164), the combining grapheme joiner, variation selectors.
    if scalar.properties.isDefaultIgnorableCodePoint { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return isUnsafe(scalar)
    }
  }

  /// The first character of `text` that `isHidden`, other than a tab (a separator between words), or nil.
  public static func firstHidden(in text: String) -> Unicode.Scalar? {
    // Printable ASCII and tabs, the common text, without a look at each scalar's properties.
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F }) else { return nil }
    return text.unicodeScalars.first { $0 != "\t" && isHidden($0) }
  }
}
