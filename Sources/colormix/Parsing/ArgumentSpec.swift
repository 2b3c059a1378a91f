/// One positional argument's declaration.
struct ArgumentSpec: Equatable, Sendable {
  /// What the argument is, for help and completions.
  enum Kind: Equatable, Sendable {
    case number, color, channel, paletteName, command, text
    /// One of the listed words (checked by the parser).
    case choice([String])
  }

  /// `R`, `COLOR`, `CHANNEL` in usage lines.
  let name: String
  let kind: Kind

  init(_ name: String, _ kind: Kind) {
    self.name = name
    self.kind = kind
  }
}
