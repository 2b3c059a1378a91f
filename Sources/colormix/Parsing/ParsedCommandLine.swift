import ColorCore
import ColorTerminal

/// A command line split into its command, arguments and options, checked against the command's declaration.
struct ParsedCommandLine: Equatable, Sendable {
  /// The command's name: `show` when no command was named.
  var commandName = ShowCommand.name
  /// The command's declaration (`show`'s when the name is none in the table, which `scan` never lets happen).
  var spec: CommandSpec { CommandTable.command(named: commandName)?.spec ?? ShowCommand.spec }
  /// Whether a command was named (bare `colormix` and `colormix --help` name none).
  var commandGiven = false
  var arguments: [String] = []
  /// The arguments that are not UTF-8, with their bytes (`arguments` holds `FilePath`'s description of them):
  /// only a FILE may be so.
  var notText: [NotText] = []

  /// An argument that is not UTF-8: where it is in `arguments` and on the command line, and its bytes.
  struct NotText: Equatable, Sendable {
    var index: Int
    var position: Int
    var bytes: [UInt8]
  }
  /// The options given, in order, and their values (the empty string for a flag; a path's as `FilePath` describes
  /// it), and the values' bytes as typed (a path need not be UTF-8). Arrays rather than a dictionary: a
  /// `[String: String]` costs a metadata instantiation on every start.
  var optionNames: [String] = []
  var optionValues: [String] = []
  var optionBytes: [[UInt8]] = []
  /// Which of the declaration's forms the arguments match.
  var form = 0

  var help: Bool { has(.help) }
  var version: Bool { has(.version) }

  /// Records an option; a repeat replaces the earlier value.
  mutating func set(_ option: OptionSpec, _ value: String) {
    set(option, value, bytes: Array(value.utf8))
  }

  /// Records a path option's value, its bytes as typed.
  mutating func set(_ option: OptionSpec, path: FilePath) {
    set(option, path.description, bytes: path.bytes)
  }

  private mutating func set(_ option: OptionSpec, _ value: String, bytes: [UInt8]) {
    let name = option.name
    if let index = optionNames.lastIndex(of: name) {
      optionNames.remove(at: index)
      optionValues.remove(at: index)
      optionBytes.remove(at: index)
    }
    optionNames.append(name)
    optionValues.append(value)
    optionBytes.append(bytes)
  }

  /// Whether the flag was given.
  func has(_ option: OptionSpec) -> Bool {
    value(option) != nil
  }

  /// The option's value, when given.
  func value(_ option: OptionSpec) -> String? {
    optionNames.lastIndex(of: option.name).map { optionValues[$0] }
  }

  /// Argument `index` as a path: its bytes as typed.
  func path(argument index: Int) -> FilePath {
    notText.first { $0.index == index }.map { FilePath(bytes: $0.bytes) } ?? FilePath(arguments[index])
  }

  /// A path option's value, its bytes as typed, when given.
  func path(_ option: OptionSpec) -> FilePath? {
    optionNames.lastIndex(of: option.name).map { FilePath(bytes: optionBytes[$0]) }
  }

  /// Whether standard output is a terminal, which decides the default `--format` of a command that prints colors.
  var stdoutIsTerminal = true

  /// `--format`, already checked against the command's formats, for a command that prints colors: when none is
  /// given, the swatch on a terminal and the color's own text (`value`) elsewhere; with `--shape`, which draws
  /// the swatch large, the swatch.
  var format: OutputFormat {
    if let given = value(.anyFormat).flatMap(OutputFormat.init(rawValue:)) { return given }
    return has(.anyShape) ? .swatch : OutputFormat.defaultForColors(stdoutIsTerminal: stdoutIsTerminal)
  }

  /// `--format` for a command that prints a report or a list rather than colors (`contrast`, `compare`,
  /// `palette`, `names`, `terminal`): the swatch, whatever standard output is, unless given.
  var reportFormat: OutputFormat {
    value(.anyFormat).flatMap(OutputFormat.init(rawValue:)) ?? .swatch
  }

  /// `--color`, already checked.
  var colorChoice: ColorChoice {
    value(.color).flatMap(ColorChoice.init(rawValue:)) ?? .auto
  }
}
