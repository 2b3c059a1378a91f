/// An action of a command, named by the command's first argument, with its own arguments and options:
/// `colormix palette export --to FORMAT`. Parsing, usage lines, help, completions and the man page derive from it
/// as from the command's own forms.
struct ActionSpec: Equatable, Sendable {
  /// The word that names it: `export`.
  let name: String
  /// One sentence for help.
  let summary: String
  /// The arguments after its name.
  let arguments: [ArgumentSpec]
  /// The options it takes (besides `--help` and `--version`), in help order.
  let options: [OptionSpec]

  init(_ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = []) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
  }

  /// Its form among the command's: its name as a word of its own, then its arguments.
  var form: [ArgumentSpec] { [ArgumentSpec(name, .choice([name]))] + arguments }
}
