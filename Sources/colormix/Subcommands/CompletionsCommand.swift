/// `colormix completions SHELL`: prints a completion script generated from the command table.
struct CompletionsCommand: Subcommand {
  static let name = "completions"
  static let spec = CommandSpec(
    name, summary: "Print the completion script for bash, zsh or fish.",
    discussion: """
      bash: source <(colormix completions bash), or save it as colormix in a bash-completion completions folder.
      zsh: save it as _colormix in a folder on $fpath (before compinit). fish: save it as colormix.fish in
      ~/.config/fish/completions. Saved palette names are asked of colormix as you type.
      """,
    forms: [[ArgumentSpec("SHELL", .choice(CompletionShell.names))]])

  var shell: CompletionShell

  init(_ parsed: ParsedCommandLine) {
    // The parser has checked the name against the declaration.
    shell = CompletionShell(rawValue: parsed.arguments[0]) ?? .bash
  }

  func run(_ context: Context) throws {
    context.output.write(shell.script())
  }
}
