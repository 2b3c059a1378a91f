/// Characters that must never reach a terminal raw: C0, DEL, C1 and the bidirectional controls.
public enum ControlCharacter {
  /// True for a scalar that is printed only as an escape.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
