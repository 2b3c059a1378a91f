/// The text of `--help`, `colormix help [COMMAND]` and `--version`.
public enum HelpText {
  public static let version = "colormix 1.0.0"

  /// Help for the whole tool.
  public static func overview() -> String {
    let width = Command.allCases.map(\.rawValue.count).max()!
    let commands = Command.allCases.map { command in
      "  " + command.rawValue.padding(width) + "  " + command.summary
    }
    return """
      colormix: mix and keep one color, red, green and blue on a 0–100 scale.

      USAGE: colormix [COMMAND] [OPTIONS]

      COMMANDS:
      \(commands.joined(separator: "\n"))

      OPTIONS:
      \(optionLines(Option.allCases))

      FORMATS: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
      ENVIRONMENT: COLORMIX_STORE, XDG_STATE_HOME, HOME, COLORMIX_LOCK_TIMEOUT, NO_COLOR, FORCE_COLOR,
        CLICOLOR_FORCE, TERM, COLORTERM
      See 'colormix help COMMAND' for one command.
      """
  }

  /// Help for one command.
  public static func of(_ command: Command) -> String {
    var text = "\(command.summary)\n\nUSAGE: \(command.usage)\n"
    if !command.details.isEmpty { text += "\n" + command.details + "\n" }
    text += "\nOPTIONS:\n" + optionLines(command.options + [.help])
    if command.options.contains(.format) {
      text += "\n\nFORMATS: " + command.formats.map(\.rawValue).joined(separator: ", ")
    }
    return text
  }

  private static func optionLines(_ options: [Option]) -> String {
    let names = options.map { option in
      option.takesValue ? "\(option.flag) \(option.help.value)" : option.flag
    }
    let width = names.map(\.count).max() ?? 0
    return zip(options, names).map { option, name in
      "  " + name.padding(width) + "  " + option.help.text
    }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
