/// A command line split into its command, arguments and options, checked against the command's declaration.
struct ParsedCommandLine: Equatable, Sendable {
  /// The command's name: `show` when no command was named.
  var commandName = ShowCommand.name
  /// The command's declaration, built when first asked for.
  var spec: CommandSpec { CommandTable.command(named: commandName)!.spec }
  /// Whether a command was named (bare `colormix` and `colormix --help` name none).
  var commandGiven = false
  var arguments: [String] = []
  /// The options given, in order, and their values (the empty string for a flag). Two arrays rather than a
  /// dictionary: a `[String: String]` costs a metadata instantiation on every start.
  var optionNames: [String] = []
  var optionValues: [String] = []
  /// Which of the declaration's forms the arguments match.
  var form = 0

  var help: Bool { value(named: "help") != nil }
  var version: Bool { value(named: "version") != nil }

  /// Records an option; a repeat replaces the earlier value.
  mutating func set(_ name: String, _ value: String) {
    if let index = optionNames.lastIndex(of: name) {
      optionNames.remove(at: index)
      optionValues.remove(at: index)
    }
    optionNames.append(name)
    optionValues.append(value)
  }

  /// The value of the option named `name` (without dashes), when given.
  func value(named name: String) -> String? {
    optionNames.lastIndex(of: name).map { optionValues[$0] }
  }

  /// Whether the flag was given.
  func has(_ option: OptionSpec) -> Bool {
    value(named: option.name) != nil
  }

  /// The option's value, when given.
  func value(_ option: OptionSpec) -> String? {
    value(named: option.name)
  }

  /// `--format`, already checked against the command's formats.
  var format: OutputFormat {
    value(named: "format").flatMap(OutputFormat.init(rawValue:)) ?? .swatch
  }

  /// `--color`, already checked.
  var colorChoice: ColorChoice {
    value(named: "color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
  }
}
