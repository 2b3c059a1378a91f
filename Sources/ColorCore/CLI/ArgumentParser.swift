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
    // Options are checked against the command once it is known; values are checked after that.
    var given: [String] = []
    var format: String?
    var color: String?
    var catalog: String?
    var index = 0
    var optionsEnded = false

    func positional(_ word: String) throws(ColorError) {
      if commandGiven {
        invocation.arguments.append(word)
      } else {
        guard let command = Command(rawValue: word) else {
          throw .unknownCommand(
            word, suggestion: Suggestion.closest(to: word, in: Command.allCases.map(\.rawValue)).first)
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
        var name = word
        var inline: String?
        if let equals = word.firstIndex(of: "=") {
          name = String(word[..<equals])
          inline = String(word[word.index(after: equals)...])
        }
        guard let option = Option(rawValue: String(name.dropFirst(2))) else {
          throw .unknownOption(name, suggestion: Suggestion.closest(to: name, in: Option.allCases.map(\.flag)).first)
        }
        var value = ""
        if option.takesValue {
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
        given.append(option.rawValue)
        switch option {
        case .format: format = value
        case .color: color = value
        case .store: invocation.store = value
        case .strict: invocation.strict = true
        case .replace: invocation.replace = true
        case .catalog: catalog = value
        case .palette: invocation.palette = true
        case .help: invocation.help = true
        case .version: invocation.version = true
        }
      } else if word == "-h" {
        invocation.help = true
      } else if word.hasPrefix("-"), word.count > 1, !looksNumeric(word) {
        throw .unknownOption(
          word, suggestion: Suggestion.closest(to: "-" + word, in: Option.allCases.map(\.flag)).first)
      } else {
        try positional(word)
      }
    }
    if invocation.help || invocation.version { return invocation }

    let command = invocation.command
    if let stray = given.first(where: { !command.accepts(Option(rawValue: $0)!) }) {
      throw .optionNotForCommand("--" + stray, command: command.rawValue)
    }
    if let format {
      guard let value = OutputFormat(rawValue: format), command.formats.contains(value) else {
        throw .invalidOptionValue(option: "--format", value: format, allowed: command.formats.map(\.rawValue))
      }
      invocation.format = value
    }
    if let color {
      guard let value = ColorChoice(rawValue: color) else {
        throw .invalidOptionValue(option: "--color", value: color, allowed: ColorChoice.allCases.map(\.rawValue))
      }
      invocation.color = value
    }
    if let catalog {
      guard let value = Catalog(rawValue: catalog) else {
        throw .invalidOptionValue(option: "--catalog", value: catalog, allowed: Catalog.allCases.map(\.rawValue))
      }
      invocation.catalog = value
    }
    return invocation
  }

  /// `-5`, `-0.5`, `-.5`, `-1e2`: a word that is meant as a number, so it is an argument (and is checked there).
  static func looksNumeric(_ word: String) -> Bool {
    guard let second = word.unicodeScalars.dropFirst().first else { return false }
    return ("0"..."9").contains(second) || second == "."
  }
}
