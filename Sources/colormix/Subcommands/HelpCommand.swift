import ColorCore

/// `colormix help [COMMAND]`: the overview, or one command's help.
struct HelpCommand: Subcommand {
  static let name = "help"
  static let spec = CommandSpec(
    name, summary: "Show help for colormix or one command.", forms: [[], [ArgumentSpec("COMMAND", .command)]],
    examples: [
      """
      colormix help slide | head -1
      Set one channel or component, or move it by a signed step.
      """,
      """
      colormix --version
      colormix 1.0.0
      """,
    ])

  var command: CommandSpec?

  init(_ parsed: ParsedCommandLine) throws {
    guard let name = parsed.arguments.first else { return }
    guard let command = CommandTable.command(named: name) else {
      throw UsageError.unknownCommand(
        name, suggestion: Suggestion.closest(to: name, in: CommandTable.visibleNames).first)
    }
    self.command = command.spec
  }

  func run(_ context: Context) throws {
    context.output.write(HelpText.help(for: command) + "\n")
  }
}
