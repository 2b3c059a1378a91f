/// Everything a completion script offers, derived from the command table so that new commands appear by
/// themselves: the commands, each command's options and their values, and what each argument position takes.
struct CompletionModel: Sendable {
  /// One command as completions see it.
  struct Command: Sendable {
    let name: String
    let summary: String
    /// The command's options and the global ones.
    let options: [OptionSpec]
    /// What argument 1, 2, … may be: the union over the command's forms.
    let positions: [Candidates]
  }

  /// The visible commands, in help order.
  let commands: [Command]
  /// What is offered before a command is named: the global options and those of `show` (bare colormix runs it).
  let topLevel: Command
  /// Every option that takes a value, by flag, over all commands: to skip values when finding the command.
  let valueFlags: [String]

  init(specs: [CommandSpec] = CommandTable.visible) {
    commands = specs.map(CompletionModel.command)
    let show = specs.first { $0.name == ShowCommand.spec.name } ?? ShowCommand.spec
    topLevel = Command(
      name: "", summary: "", options: show.options + OptionSpec.global,
      positions: [Candidates(.command)])
    var flags: [String] = []
    for command in commands {
      for option in command.options where option.takesValue {
        flags += option.flags.filter { !flags.contains($0) }
      }
    }
    valueFlags = flags
  }

  private static func command(_ spec: CommandSpec) -> Command {
    let longest = spec.forms.map(\.count).max() ?? 0
    let positions = (0..<longest).map { index in
      spec.forms.filter { $0.count > index }.reduce(Candidates()) { $0.union(Candidates($1[index].kind)) }
    }
    let options = merged(spec.declaredOptions) + OptionSpec.global
    return Command(name: spec.name, summary: spec.summary, options: options, positions: positions)
  }

  /// `options`, each name once: an option an action declares again (`palette --to svg|html` and `palette export
  /// --to FORMAT`) offers the values of both.
  private static func merged(_ options: [OptionSpec]) -> [OptionSpec] {
    var merged: [OptionSpec] = []
    for option in options {
      guard let index = merged.firstIndex(where: { $0.name == option.name }) else {
        merged.append(option)
        continue
      }
      guard case .choice(let first) = merged[index].value, case .choice(let second) = option.value else { continue }
      let kept = merged[index]
      merged[index] = OptionSpec(
        kept.name, short: kept.short, placeholder: kept.placeholder,
        value: .choice(first + second.filter { !first.contains($0) }), help: kept.help)
    }
    return merged
  }

  /// The commands, then the top level (named with the empty string).
  var all: [Command] { commands + [topLevel] }

  /// One `case` branch a line, written by a shell's `branch(pattern, candidates)`: the values of each option
  /// that takes one, by each of its spellings (`set:--format`, `set:-f`).
  func optionValueCases(_ branch: (String, Candidates) -> String) -> String {
    all.flatMap { command in
      command.options.filter(\.takesValue).flatMap { option in
        option.flags.map { branch(command.name + ":" + $0, Candidates(option)) }
      }
    }.joined(separator: "\n")
  }

  /// Each command's options (`set`).
  func optionCases(_ branch: (String, Candidates) -> String) -> String {
    all.map { command in
      branch(command.name, Candidates(.choice(command.options.map(\.flag))))
    }.joined(separator: "\n")
  }

  /// Each command's positional arguments by index (`slide:0`).
  func positionCases(_ branch: (String, Candidates) -> String) -> String {
    all.flatMap { command in
      command.positions.enumerated().filter { !$0.element.isEmpty }.map { index, candidates in
        branch(command.name + ":" + String(index), candidates)
      }
    }.joined(separator: "\n")
  }

  /// What the bash and zsh functions end with, the same text in both shells: the candidates for an option's
  /// value, for an option, or for the argument at `$position` of `$command`, each a `case` of `branch`es.
  func dispatch(_ branch: (String, Candidates) -> String) -> String {
    """
      if [[ -n $pending ]]; then
        case "$command:$pending" in
    \(optionValueCases(branch))
        esac
        return 0
      fi
      if [[ -z $ended && $cur == -* ]]; then
        case "$command" in
    \(optionCases(branch))
        esac
        return 0
      fi
      case "$command:$position" in
    \(positionCases(branch))
      esac
      return 0
    """
  }
}
