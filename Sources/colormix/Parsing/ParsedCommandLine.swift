/// A command line split into its command, arguments and options, checked against the command's declaration.
struct ParsedCommandLine: Equatable, Sendable {
  /// The command's declaration; `nil` when no command was named (bare `colormix`, `colormix --help`).
  var spec: CommandSpec?
  var arguments: [String] = []
  /// Option values by name; a flag maps to the empty string; the last repeat wins.
  var options: [String: String] = [:]
  /// Which of the declaration's forms the arguments match.
  var form = 0

  var help: Bool { options["help"] != nil }
  var version: Bool { options["version"] != nil }

  /// Whether the flag was given.
  func has(_ option: OptionSpec) -> Bool {
    options[option.name] != nil
  }

  /// The option's value, when given.
  func value(_ option: OptionSpec) -> String? {
    options[option.name]
  }

  /// `--format`, already checked against the command's formats.
  var format: OutputFormat {
    options["format"].flatMap(OutputFormat.init(rawValue:)) ?? .swatch
  }

  /// `--color`, already checked.
  var colorChoice: ColorChoice {
    options["color"].flatMap(ColorChoice.init(rawValue:)) ?? .auto
  }
}
