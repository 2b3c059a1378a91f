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
  /// The options given, in order, and their values (the empty string for a flag). Two arrays rather than a
  /// dictionary: a `[String: String]` costs a metadata instantiation on every start.
  var optionNames: [String] = []
  var optionValues: [String] = []
  /// Which of the declaration's forms the arguments match.
  var form = 0

  var help: Bool { has(.help) }
  var version: Bool { has(.version) }

  /// Records an option; a repeat replaces the earlier value.
  mutating func set(_ option: OptionSpec, _ value: String) {
    let name = option.name
    if let index = optionNames.lastIndex(of: name) {
      optionNames.remove(at: index)
      optionValues.remove(at: index)
    }
    optionNames.append(name)
    optionValues.append(value)
  }

  /// Whether the flag was given.
  func has(_ option: OptionSpec) -> Bool {
    value(option) != nil
  }

  /// The option's value, when given.
  func value(_ option: OptionSpec) -> String? {
    optionNames.lastIndex(of: option.name).map { optionValues[$0] }
  }

  /// `--format`, already checked against the command's formats.
  var format: OutputFormat {
    value(.anyFormat).flatMap(OutputFormat.init(rawValue:)) ?? .swatch
  }

  /// `--color`, already checked.
  var colorChoice: ColorChoice {
    value(.color).flatMap(ColorChoice.init(rawValue:)) ?? .auto
  }
}
