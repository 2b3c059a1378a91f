import ColorCore

/// Turns argv into a `ParsedCommandLine` using the command table: options before or after the command,
/// `--opt value` or `--opt=value`, the last repeat wins, `--` ends options, and negative numbers are arguments.
enum ArgumentParser {
  /// Parses argv as bytes; an argument that is not valid UTF-8 is a usage error.
  static func parse(_ argv: [[UInt8]]) throws(UsageError) -> ParsedCommandLine {
    var words: [String] = []
    words.reserveCapacity(argv.count)
    for (index, bytes) in argv.enumerated() {
      guard let word = String(validating: bytes, as: UTF8.self) else {
        throw .invalidArgumentEncoding(position: index + 1, bytes: bytes)
      }
      words.append(word)
    }
    return try parse(words)
  }

  static func parse(_ words: [String]) throws(UsageError) -> ParsedCommandLine {
    var parsed = ParsedCommandLine()
    var index = 0
    var optionsEnded = false

    func positional(_ word: String) throws(UsageError) {
      if parsed.commandGiven {
        parsed.arguments.append(word)
      } else {
        guard let command = CommandTable.command(named: word) else {
          throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, in: CommandTable.visibleNames).first)
        }
        parsed.commandName = command.name
        parsed.commandGiven = true
      }
    }

    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded {
        try positional(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        var name = word
        var inline: String?
        if let equals = word.firstIndex(of: "=") {
          name = String(word[..<equals])
          inline = String(word[word.index(after: equals)...])
        }
        // Options may come before the command: any command's option is taken here and checked below.
        let command = parsed.commandGiven ? CommandTable.command(named: parsed.commandName)?.spec : nil
        guard let takesValue = CommandTable.optionTakesValue(String(name.dropFirst(2)), preferring: command) else {
          throw .unknownOption(name, suggestion: Suggestion.closest(to: name, in: CommandTable.flags).first)
        }
        var value = ""
        if takesValue {
          if let inline {
            value = inline
          } else {
            guard index < words.count else { throw .missingOptionValue(name) }
            value = words[index]
            index += 1
          }
        } else if inline != nil {
          throw .optionTakesNoValue(name)
        }
        parsed.set(String(name.dropFirst(2)), value)
      } else if word.hasPrefix("-"), word.count > 1, !looksNumeric(word) {
        if word == "-h" {
          parsed.set("help", "")
        } else if word == "-V" {
          parsed.set("version", "")
        } else {
          throw .unknownOption(word, suggestion: Suggestion.closest(to: "-" + word, in: CommandTable.flags).first)
        }
      } else {
        try positional(word)
      }
    }
    if parsed.help || parsed.version { return parsed }

    let spec = parsed.spec
    for (name, value) in zip(parsed.optionNames, parsed.optionValues) {
      guard let option = spec.options.firstIndex(where: { $0.name == name }) else {
        throw .optionNotForCommand("--" + name, command: spec.name)
      }
      // The command's own declaration says which values it allows (`names` takes fewer formats).
      if case .choice(let allowed) = spec.options[option].value, !allowed.contains(value) {
        throw .invalidOptionValue(option: "--" + name, value: value, allowed: allowed)
      }
    }
    if let store = parsed.value(named: "store"), store.isEmpty { throw .missingOptionValue("--store") }
    guard let form = spec.forms.firstIndex(where: { $0.count == parsed.arguments.count }) else {
      throw .wrongArgumentCount(command: spec.name, usage: spec.shortUsage)
    }
    parsed.form = form
    for (argument, value) in zip(spec.forms[form], parsed.arguments) {
      if case .choice(let allowed) = argument.kind, !allowed.contains(value) {
        throw .invalidArgument(name: argument.name, value: value, allowed: allowed)
      }
    }
    return parsed
  }

  /// `-5`, `-0.5`, `-.5`, `-1e2`: a word that is meant as a number, so it is an argument (and is checked there).
  static func looksNumeric(_ word: String) -> Bool {
    guard let second = word.unicodeScalars.dropFirst().first else { return false }
    return ("0"..."9").contains(second) || second == "."
  }
}
