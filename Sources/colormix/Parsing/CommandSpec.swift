/// One command's declaration, from which parsing, usage lines, help and completions derive.
struct CommandSpec: Equatable, Sendable {
  let name: String
  /// One sentence for the command list.
  let summary: String
  /// More for `help COMMAND`; empty for none.
  let discussion: String
  /// The accepted argument lists: `set` takes `R G B` or `COLOR`; an action's form begins with its name.
  let forms: [[ArgumentSpec]]
  /// Options besides `--help` and `--version`, in help order: the command's own, then its actions' (each once).
  let options: [OptionSpec]
  /// How many of `options` are the command's own, which its own forms take (an action takes its own).
  let ownOptionCount: Int
  /// The actions named by the first argument (`palette export`), after the command's own forms.
  let actions: [ActionSpec]
  /// Whether help, the man page and completions leave the command out (it is for scripts colormix generates).
  let hidden: Bool
  /// Two to four examples for the end of `help COMMAND` and the man page's EXAMPLES, each one string: a command
  /// line as typed into `sh`, then, a line each, what it prints on standard output and standard error together
  /// without a terminal (see `CommandExample`). They run in order in a fresh folder, so a later one sees what an
  /// earlier one stored; a test runs every one and compares what it prints.
  let examples: [String]

  init(
    _ name: String, summary: String, discussion: String = "", forms: [[ArgumentSpec]] = [[]],
    options: [OptionSpec] = [], actions: [ActionSpec] = [], hidden: Bool = false, examples: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.examples = examples
    self.ownOptionCount = options.count
    self.actions = actions
    // Only a command with actions builds more: every call builds its command's declaration.
    guard !actions.isEmpty else {
      self.forms = forms
      self.options = options
      self.hidden = hidden
      return
    }
    self.forms = forms + actions.map(\.form)
    var all = options
    for action in actions {
      for option in action.options where !all.contains(where: { $0.name == option.name }) { all.append(option) }
    }
    self.options = all
    self.hidden = hidden
  }

  /// One line per form, with that form's options: `colormix set R G B [--strict] [--format FORMAT] …`; a
  /// required option has no brackets.
  var usage: [String] {
    forms.indices.map { index in
      let options = options(ofForm: index).map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
      return (["colormix", name] + forms[index].map(\.name) + options).joined(separator: " ")
    }
  }

  /// Every option as declared: the command's own, then each action's, an option an action declares again
  /// (`palette --to` and `palette export --to`) as often as it is declared.
  var declaredOptions: [OptionSpec] {
    Array(options.prefix(ownOptionCount)) + actions.flatMap(\.options)
  }

  /// The options form `form` takes: the command's own, or its action's.
  func options(ofForm form: Int) -> [OptionSpec] {
    action(ofForm: form)?.options ?? Array(options.prefix(ownOptionCount))
  }

  /// Whether form `form` takes the option called `name`.
  func takes(_ name: String, inForm form: Int) -> Bool {
    if let action = action(ofForm: form) { return action.options.contains { $0.name == name } }
    var index = 0
    while index < ownOptionCount {
      if options[index].name == name { return true }
      index += 1
    }
    return false
  }

  /// The declaration of the option `name` in `form`: its action's, or the command's own; nil when it takes none.
  func option(named name: String, inForm form: Int) -> OptionSpec? {
    if let action = action(ofForm: form) { return action.options.first { $0.name == name } }
    return options[..<ownOptionCount].first { $0.name == name }
  }

  /// The action a form belongs to, if any.
  func action(ofForm form: Int) -> ActionSpec? {
    if actions.isEmpty { return nil }
    let first = forms.count - actions.count
    return form >= first ? actions[form - first] : nil
  }

  /// The argument forms on one line, for error messages: `colormix set R G B | COLOR [OPTIONS]`.
  var shortUsage: String {
    let forms = self.forms.map { $0.map(\.name).joined(separator: " ") }.filter { !$0.isEmpty }
    var text = "colormix " + name
    if !forms.isEmpty {
      // A command that also runs with no arguments shows them as optional.
      let alternatives = forms.joined(separator: " | ")
      text += self.forms.contains(where: \.isEmpty) ? " [\(alternatives)]" : " " + alternatives
    }
    return options.isEmpty ? text : text + " [OPTIONS]"
  }
}
