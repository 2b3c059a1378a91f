extension InputError {
  /// Why a palette name is not allowed.
  public enum PaletteNameProblem: Equatable, Sendable {
    /// No characters, or only spaces.
    case empty
    /// More than `PaletteEntry.maximumNameScalars` Unicode scalars or `maximumNameBytes` UTF-8 bytes.
    case tooLong
    /// A character that must not reach a terminal raw or that cannot be seen: a control character (Unicode category
    /// Cc: C0, DEL, C1), a format character (Cf: bidirectional controls, zero-width characters, the byte order
    /// mark, the soft hyphen, tag characters) or a line or paragraph separator (Zl, Zp). The first one found.
    case unsafeCharacter(Unicode.Scalar)
    /// Spaces, tabs or line breaks at either end (only in a hand-edited palette: typed names are trimmed).
    case untrimmed
    /// Begins with `-`, so that on a command line it reads as an option (only refused when saving: a palette that
    /// already holds such a name is read as it is).
    case leadingDash
  }
}

/// `InputError.PaletteNameProblem`, by its short name inside the package.
typealias PaletteNameProblem = InputError.PaletteNameProblem
