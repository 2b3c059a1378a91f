/// Why a palette name is not allowed.
public enum PaletteNameProblem: Equatable, Sendable {
  case empty
  /// More than `PaletteEntry.maximumNameLength` characters.
  case tooLong
  /// Control (C0, DEL, C1) or bidirectional control characters.
  case unsafeCharacters
}
