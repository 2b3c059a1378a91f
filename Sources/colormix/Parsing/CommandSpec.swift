/// One command's declaration, from which parsing, usage lines, help and completions derive.
struct CommandSpec: Equatable, Sendable {
  let name: String
  /// One sentence for the command list.
  let summary: String
  /// More for `help COMMAND`; empty for none.
  let discussion: String
  /// The accepted argument lists: `set` takes `R G B` or `COLOR`.
  let forms: [[ArgumentSpec]]
  /// Options besides `--help` and `--version`, in help order.
  let options: [OptionSpec]
  /// Whether help, the man page and completions leave the command out (it is for scripts colormix generates).
  let hidden: Bool

  init(
    _ name: String, summary: String, discussion: String = "", forms: [[ArgumentSpec]] = [[]],
    options: [OptionSpec] = [], hidden: Bool = false
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.forms = forms
    self.options = options
    self.hidden = hidden
  }

  /// One line per form: `colormix set R G B [--strict] [--format FORMAT] …`.
  var usage: [String] {
    let options = self.options.map { "[\($0.synopsis)]" }
    return forms.map { form in
      (["colormix", name] + form.map(\.name) + options).joined(separator: " ")
    }
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

  /// The allowed values of `--format` here.
  var formats: [String] {
    for option in options where option.name == "format" {
      if case .choice(let values) = option.value { return values }
    }
    return []
  }
}
