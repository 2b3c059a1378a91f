/// Why a palette name is not allowed.
public enum PaletteNameProblem: Equatable, Sendable {
  case empty
  /// More than `PaletteEntry.maximumNameScalars` Unicode scalars or `maximumNameBytes` UTF-8 bytes.
  case tooLong
  /// Control (C0, DEL, C1) or bidirectional control characters.
  case unsafeCharacters
  /// Spaces, tabs or line breaks at either end (only in a hand-edited palette: typed names are trimmed).
  case untrimmed
}
