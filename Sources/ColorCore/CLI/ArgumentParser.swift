/// Turns argv into an `Invocation`: options before or after the command, `--opt value` or `--opt=value`,
/// the last repeat wins, `--` ends options, and negative numbers are arguments.
public enum ArgumentParser {
  public static func parse(_ argv: [[UInt8]]) throws(ColorError) -> Invocation {
    var words: [String] = []
    for (index, bytes) in argv.enumerated() {
      guard let word = UTF8Decoding.string(bytes) else {
        throw .invalidArgumentEncoding(position: index + 1, bytes: bytes)
      }
      words.append(word)
    }
    return try parse(words)
  }

  public static func parse(_ words: [String]) throws(ColorError) -> Invocation {
    var invocation = Invocation()
    var commandGiven = false
    var given: [(option: Option, value: String?)] = []
    var index = 0
    var optionsEnded = false

    func positional(_ word: String) throws(ColorError) {
      if commandGiven {
        invocation.arguments.append(word)
      } else {
        guard let command = Command(rawValue: word) else {
          throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, in: Command.allCases.map(\.rawValue)).first)
        }
        invocation.command = command
        commandGiven = true
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
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let option = Option.allCases.first(where: { $0.flag == name }) else {
          let suggestion = Suggestion.closest(to: name, in: Option.allCases.map(\.flag)).first
          throw .unknownOption(name, suggestion: suggestion)
        }
        var value: String?
        if option.takesValue {
          if parts.count == 2 {
            value = String(parts[1])
          } else {
            guard index < words.count else { throw .missingOptionValue(name) }
            value = words[index]
            index += 1
          }
        } else if parts.count == 2 {
          throw .optionTakesNoValue(name)
        }
        given.append((option, value))
      } else if word == "-h" {
        given.append((.help, nil))
      } else if word.hasPrefix("-"), word.count > 1, !looksNumeric(word) {
        throw .unknownOption(word, suggestion: Suggestion.closest(to: "-" + word, in: Option.allCases.map(\.flag)).first)
      } else {
        try positional(word)
      }
    }

    for (option, _) in given {
      switch option {
      case .help: invocation.help = true
      case .version: invocation.version = true
      default: break
      }
    }
    if invocation.help || invocation.version { return invocation }

    for (option, value) in given where option != .help && option != .version {
      guard invocation.command.options.contains(option) else {
        throw .optionNotForCommand(option.flag, command: invocation.command.rawValue)
      }
      let text = value ?? ""
      switch option {
      case .format:
        let formats = invocation.command.formats
        guard let format = OutputFormat(rawValue: text), formats.contains(format) else {
          throw .invalidOptionValue(option: option.flag, value: text, allowed: formats.map(\.rawValue))
        }
        invocation.format = format
      case .color:
        guard let choice = ColorChoice(rawValue: text) else {
          throw .invalidOptionValue(option: option.flag, value: text, allowed: ColorChoice.allCases.map(\.rawValue))
        }
        invocation.color = choice
      case .store: invocation.store = text
      case .strict: invocation.strict = true
      case .help, .version: break
      }
    }
    return invocation
  }

  /// `-5`, `-0.5`, `-.5`, `-1e2`: a word that is meant as a number, so it is an argument (and is checked there).
  static func looksNumeric(_ word: String) -> Bool {
    guard let second = word.unicodeScalars.dropFirst().first else { return false }
    return ("0"..."9").contains(second) || second == "."
  }
}
