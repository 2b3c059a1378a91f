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
    let commands = specs.map { listed($0.name.padding(width), $0.summary) }
    return """
      colormix: mix and keep one color, red, green and blue on a 0–100 scale.

      USAGE: colormix [COMMAND] [ARGUMENTS] [OPTIONS]

      COMMANDS:
      \(commands.joined(separator: "\n"))

      OPTIONS:
      \(optionLines(OptionSpec.global))

      With no command, colormix runs show.
      \(wrapped(Environment.Variable.allCases.map(\.rawValue).joined(separator: ", "), after: "ENVIRONMENT: ", indent: 2))
      See 'colormix help COMMAND' for one command.
      """
  }

  /// Help for one command.
  static func command(_ spec: CommandSpec) -> String {
    var text = wrapped(spec.summary, indent: 0) + "\n\nUSAGE:\n"
    text += spec.usage.map { wrapped($0, after: "  ", indent: 6) + "\n" }.joined()
    if !spec.actions.isEmpty {
      let width = spec.actions.map(\.name.count).max() ?? 0
      text += "\nACTIONS:\n" + spec.actions.map { listed($0.name.padding(width), $0.summary) + "\n" }.joined()
    }
    if !spec.discussion.isEmpty {
      // Written as paragraphs with line breaks anywhere; laid out again for 80 columns.
      let paragraphs = spec.discussion.split(separator: "\n\n", omittingEmptySubsequences: true)
      text +=
        "\n"
        + paragraphs.map { wrapped($0.split(separator: "\n").joined(separator: " "), indent: 0) }
        .joined(separator: "\n\n") + "\n"
    }
    // An option an action declares again with another value (`palette export --to FORMAT`) has a line of its own.
    var options: [OptionSpec] = []
    for option in spec.declaredOptions where !options.contains(where: { $0.synopsis == option.synopsis }) {
      options.append(option)
    }
    text += "\nOPTIONS:\n" + optionLines(options + [.quiet, .help])
    if !spec.examples.isEmpty {
      let lines = spec.exampleList.flatMap { $0.transcript(width: lineWidth - 2) }
      text += "\n\nEXAMPLES:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
    return text
  }

  private static func optionLines(_ options: [OptionSpec]) -> String {
    let labels = options.map { option in (option.short.map { "-\($0), " } ?? "") + option.synopsis }
    let width = labels.map(\.count).max() ?? 0
    return zip(options, labels).map { option, label in
      var help = option.help
      switch option.value {
      case .choice(let values): help += " One of: " + values.joined(separator: ", ") + "."
      case .choiceOrNumber(let values): help += " One of: " + values.joined(separator: ", ") + ", or a number."
      default: break
      }
      return listed(label.padding(width), help)
    }.joined(separator: "\n")
  }

  /// The widest line help writes, for an 80-column terminal.
  static let lineWidth = 80

  /// One entry of a listing, `  LABEL  text`, its text wrapped to `lineWidth` under its first word.
  private static func listed(_ label: String, _ text: String) -> String {
    wrapped(text, after: "  " + label + "  ", indent: label.count + 4)
  }

  /// `prefix` and `text`, the text wrapped at spaces to `lineWidth` columns, each further line indented by
  /// `indent` spaces (a word longer than a line stands alone on its line). A bracketed group such as
  /// `[--format FORMAT]` is one word.
  static func wrapped(_ text: String, after prefix: String = "", indent: Int) -> String {
    var lines: [String] = []
    var line = prefix
    var empty = true
    for word in words(text) {
      if !empty && line.count + 1 + word.count > lineWidth {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The words of `text`, split at spaces outside brackets.
  private static func words(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      case " " where depth == 0:
        if start < index { words.append(text[start..<index]) }
        start = text.index(after: index)
      default: break
      }
    }
    if start < text.endIndex { words.append(text[start...]) }
    return words
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
