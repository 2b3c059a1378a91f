/// A command: its declaration, how it reads a parsed command line, and what it does.
///
/// The shape of swift-argument-parser's `ParsableCommand`: a small value built from the command line, then `run`.
protocol Subcommand {
  /// The command's name, also `spec.name`: finding a command by name builds no declaration.
  static var name: String { get }

  /// The declaration that parsing, help, completions and the man page derive from.
  static var spec: CommandSpec { get }

  /// Reads the typed values of a command line that already matches `spec`.
  init(_ parsed: ParsedCommandLine) throws

  /// Does the work, writing to `context.output` as it goes. Throws `UsageError`, `InputError` or `StoreError`.
  func run(_ context: Context) throws
}
