/// A command read from its command line, ready to run.
protocol Runnable {
  /// Does the work, writing to `context.output` as it goes. Throws `UsageError`, `InputError` or `StoreError`.
  func run(_ context: Context) throws

  /// Whether this command line only prints (its errors then say "not printed", not "nothing was written").
  var printsOnly: Bool { get }
}

extension Runnable {
  var printsOnly: Bool { false }
}

/// A command: its declaration, how it reads a parsed command line, and what it does.
///
/// The shape of swift-argument-parser's `ParsableCommand`: a small value built from the command line, then `run`.
protocol Subcommand: Runnable {
  /// The command's name, also `spec.name`: finding a command by name builds no declaration.
  static var name: String { get }

  /// The declaration that parsing, help, completions and the man page derive from.
  static var spec: CommandSpec { get }

  /// Reads the typed values of a command line that already matches `spec`.
  init(_ parsed: ParsedCommandLine) throws
}

extension Subcommand {
  /// The command's entry in the command table.
  static var command: Command {
    Command(name: name, spec: { spec }, make: { parsed in try Self(parsed) })
  }
}

/// One entry of the command table: a name, the declaration (built only when asked for), and how to read a command
/// line into something to run. A `Subcommand` type gives one; the operation table gives one per operation.
struct Command {
  let name: String
  let makeSpec: () -> CommandSpec
  let make: (ParsedCommandLine) throws -> any Runnable

  init(name: String, spec: @escaping () -> CommandSpec, make: @escaping (ParsedCommandLine) throws -> any Runnable) {
    self.name = name
    self.makeSpec = spec
    self.make = make
  }

  var spec: CommandSpec { makeSpec() }
}
