import ColorCore

/// Turns argv into a `ParsedCommandLine` using the command table: options before or after the command,
/// `--opt value` or `--opt=value`, the last repeat wins, `--` ends options, and negative numbers are arguments.
///
/// Three steps: `words` (argv as text), `scan` (the command, its arguments and the options, each option looked up
/// in the table and given its value), and `validate` (against the command's declaration).
enum CommandLineParser {
  /// Parses argv as bytes; an argument that is not valid UTF-8 is a usage error.
  static func parse(_ argv: [[UInt8]]) throws(UsageError) -> ParsedCommandLine {
    try parse(words(argv))
  }

  static func parse(_ words: [String]) throws(UsageError) -> ParsedCommandLine {
    var parsed = try scan(words)
    if parsed.help || parsed.version { return parsed }
    try validate(&parsed)
    return parsed
  }

  /// argv as text.
  static func words(_ argv: [[UInt8]]) throws(UsageError) -> [String] {
    var words: [String] = []
    words.reserveCapacity(argv.count)
    for (index, bytes) in argv.enumerated() {
      guard let word = String(validating: bytes, as: UTF8.self) else {
        throw .invalidArgumentEncoding(position: index + 1, bytes: bytes)
      }
      words.append(word)
    }
    return words
  }

  /// The command, its arguments and the options, in the order given; not yet checked against the command.
  static func scan(_ words: [String]) throws(UsageError) -> ParsedCommandLine {
    var parsed = ParsedCommandLine()
    var rest = words[...]
    var optionsEnded = false
    while let word = rest.popFirst() {
      if optionsEnded || !isOption(word) {
        try addPositional(word, to: &parsed)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        try scanLong(word, rest: &rest, into: &parsed)
      } else {
        try scanShort(word, into: &parsed)
      }
    }
    return parsed
  }

  /// Checks the options and arguments against the command's declaration, and picks the form they match.
  static func validate(_ parsed: inout ParsedCommandLine) throws(UsageError) {
    let spec = parsed.spec
    for (name, value) in zip(parsed.optionNames, parsed.optionValues) {
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw .optionNotForCommand("--" + name, command: spec.name)
      }
      // The command's own declaration says which values it allows (`names` takes fewer formats).
      if case .choice(let allowed) = option.value, !allowed.contains(value) {
        throw .invalidOptionValue(option: option.flag, value: value, allowed: allowed)
      }
    }
    if let store = parsed.value(.store), store.isEmpty { throw .missingOptionValue(OptionSpec.store.flag) }
    let count = parsed.arguments.count
    guard let form = spec.forms.firstIndex(where: { ArgumentSpec.matches($0, count: count) }) else {
      throw .wrongArgumentCount(command: spec.name, usage: spec.shortUsage)
    }
    parsed.form = form
    for (argument, value) in zip(spec.forms[form], parsed.arguments) {
      if case .choice(let allowed) = argument.kind, !allowed.contains(value) {
        throw .invalidArgument(name: argument.name, value: value, allowed: allowed)
      }
    }
  }

  /// The command's name first, then its arguments.
  private static func addPositional(_ word: String, to parsed: inout ParsedCommandLine) throws(UsageError) {
    if parsed.commandGiven {
      parsed.arguments.append(word)
      return
    }
    guard let command = CommandTable.command(named: word) else {
      throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, in: CommandTable.visibleNames).first)
    }
    parsed.commandName = command.name
    parsed.commandGiven = true
  }

  /// `--name`, `--name value` or `--name=value`. Options may come before the command: any command's option is
  /// taken here, and `validate` checks that it is the command's.
  private static func scanLong(
    _ word: String, rest: inout ArraySlice<String>, into parsed: inout ParsedCommandLine
  ) throws(UsageError) {
    var flag = word
    var inline: String?
    if let equals = word.firstIndex(of: "=") {
      flag = String(word[..<equals])
      inline = String(word[word.index(after: equals)...])
    }
    let command = parsed.commandGiven ? parsed.spec : nil
    guard let option = CommandTable.option(named: String(flag.dropFirst(2)), preferring: command) else {
      throw .unknownOption(flag, suggestion: Suggestion.closest(to: flag, in: CommandTable.flags).first)
    }
    var value = ""
    if option.takesValue {
      if let inline {
        value = inline
      } else {
        guard let next = rest.popFirst() else { throw .missingOptionValue(flag) }
        value = next
      }
    } else if inline != nil {
      throw .optionTakesNoValue(flag)
    }
    parsed.set(option, value)
  }

  /// `-h` and `-V`: the global options' short forms.
  private static func scanShort(_ word: String, into parsed: inout ParsedCommandLine) throws(UsageError) {
    guard let option = OptionSpec.global.first(where: { $0.short.map { "-\($0)" } == word }) else {
      // Only flags that start with the same letter: `-x` is no typo of `--by`.
      let flags = CommandTable.flags.filter { $0.dropFirst(2).first == word.dropFirst().first }
      throw .unknownOption(word, suggestion: Suggestion.closest(to: "-" + word, in: flags).first)
    }
    parsed.set(option, "")
  }

  /// Whether `word` is an option: it begins with `-`, is not `-` alone, and is not a negative number.
  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1 && !looksNumeric(word)
  }

  /// `-5`, `-0.5`, `-.5`, `-1e2`: a word that is meant as a number, so it is an argument (and is checked there).
  static func looksNumeric(_ word: String) -> Bool {
    guard let second = word.unicodeScalars.dropFirst().first else { return false }
    return ("0"..."9").contains(second) || second == "."
  }
}
