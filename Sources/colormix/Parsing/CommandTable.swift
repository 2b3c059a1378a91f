/// Every command, once: adding a command is one new file in `Subcommands/` and one entry here; adding an
/// operation (lighten, rotate, …) is one entry in `Operation.all`.
enum CommandTable {
  /// Computed rather than stored: a stored array of closures is not `Sendable`, and this is a handful of words.
  static var commands: [Command] {
    [
      ShowCommand.command, SetCommand.command, SlideCommand.command, ResetCommand.command, NamesCommand.command,
      SaveCommand.command, PaletteCommand.command, LoadCommand.command, RemoveCommand.command, BlendCommand.command,
    ] + Operation.all.map(OperationCommand.command(for:)) + [
      ContrastCommand.command, TextColorCommand.command, PaintCommand.command, GradientCommand.command,
      ScaleCommand.command,
      CompareCommand.command,
      SortCommand.command, TerminalCommand.command, ThemeCommand.command,
      RandomCommand.command, DistinctCommand.command, SimulateCommand.command, MixCommand.command, WatchCommand.command,
      CompletionsCommand.command, HelpCommand.command, CompleteCommand.command, GenerateManCommand.command,
      GenerateFormatTableCommand.command,
    ]
  }

  /// The command called `name`. The commands of a one-shot call are found without building the table (which
  /// costs more than the rest of `show`); a test checks that this agrees with `commands`.
  static func command(named name: String) -> Command? {
    switch name {
    case ShowCommand.name: ShowCommand.command
    case SetCommand.name: SetCommand.command
    case SlideCommand.name: SlideCommand.command
    case NamesCommand.name: NamesCommand.command
    default: commands.first { $0.name == name }
    }
  }

  /// The declarations of the commands people type: help, the man page and completions list these.
  static var visible: [CommandSpec] { commands.map { $0.spec }.filter { !$0.hidden } }

  /// The names of the visible commands, for suggestions.
  static var visibleNames: [String] { visible.map(\.name) }

  /// The global option or any command's option named `name` (the command's own first, when it is known); nil
  /// when there is no such option. For parsing before the command is known.
  static func option(named name: String, preferring spec: CommandSpec? = nil) -> OptionSpec? {
    if let global = OptionSpec.global.first(where: { $0.name == name }) { return global }
    // The command's own options first: the others' declarations are built only when needed.
    if let own = spec?.options.first(where: { $0.name == name }) { return own }
    for command in commands {
      if let option = command.spec.options.first(where: { $0.name == name }) { return option }
    }
    return nil
  }

  /// Every long option's flag, for suggestions.
  static var flags: [String] {
    var flags = OptionSpec.global.map(\.flag)
    for command in commands {
      for option in command.spec.options where !flags.contains(option.flag) { flags.append(option.flag) }
    }
    return flags
  }
}
