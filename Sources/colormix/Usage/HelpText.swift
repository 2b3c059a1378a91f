import ColorTerminal

/// The text of `--help`, `colormix help [COMMAND]` and `--version`, derived from the command table.
enum HelpText {
  static let version = "colormix 1.0.0"

  /// The overview for no command, else the command's help.
  static func help(for spec: CommandSpec?) -> String {
    spec.map(command) ?? overview()
  }

  /// Help for the whole tool: the list of commands.
  static func overview() -> String {
    let specs = CommandTable.visible
    let width = specs.map(\.name.count).max()!
    let commands = specs.map { "  " + $0.name.padding(width) + "  " + $0.summary }
    return """
      colormix: mix and keep one color, red, green and blue on a 0–100 scale.

      USAGE: colormix [COMMAND] [ARGUMENTS] [OPTIONS]

      COMMANDS:
      \(commands.joined(separator: "\n"))

      OPTIONS:
      \(optionLines(OptionSpec.global))

      With no command, colormix runs show.
      ENVIRONMENT: \(Environment.Variable.allCases.map(\.rawValue).joined(separator: ", "))
      See 'colormix help COMMAND' for one command.
      """
  }

  /// Help for one command.
  static func command(_ spec: CommandSpec) -> String {
    var text = "\(spec.summary)\n\nUSAGE:\n"
    text += spec.usage.map { "  " + $0 + "\n" }.joined()
    if !spec.discussion.isEmpty { text += "\n" + spec.discussion + "\n" }
    text += "\nOPTIONS:\n" + optionLines(spec.options + [.help])
    return text
  }

  private static func optionLines(_ options: [OptionSpec]) -> String {
    let labels = options.map { option in (option.short.map { "-\($0), " } ?? "") + option.synopsis }
    let width = labels.map(\.count).max() ?? 0
    return zip(options, labels).map { option, label in
      var help = option.help
      if case .choice(let values) = option.value { help += " One of: " + values.joined(separator: ", ") + "." }
      return "  " + label.padding(width) + "  " + help
    }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
