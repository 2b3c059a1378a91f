/// One positional argument's declaration.
struct ArgumentSpec: Equatable, Sendable {
  /// What the argument is, for help and completions.
  enum Kind: Equatable, Sendable {
    case number, color, channel, paletteName, command, text
    /// A file path, or `-` for standard input.
    case file
    /// One of the listed words (checked by the parser).
    case choice([String])
  }

  /// `R`, `COLOR`, `CHANNEL` in usage lines; `STOP...` for a repeated argument.
  let name: String
  let kind: Kind
  /// Whether the argument may be given more times (the last of a form only): `gradient STOP STOP...`.
  let repeats: Bool

  init(_ name: String, _ kind: Kind, repeats: Bool = false) {
    self.name = repeats ? name + "..." : name
    self.kind = kind
    self.repeats = repeats
  }

  /// Whether `form` takes `count` arguments.
  static func matches(_ form: [ArgumentSpec], count: Int) -> Bool {
    form.count == count || (form.last?.repeats == true && count > form.count)
  }
}
