import ColorCore

/// Turns argv into a `ParsedCommandLine` using the command table: options before or after the command,
/// `--opt value` or `--opt=value`, the last repeat wins, `--` ends options, and negative numbers are arguments.
///
/// Two steps: `scan` (the command, its arguments and the options, each option looked up in the table and given its
/// value) and `validate` (against the command's declaration).
enum CommandLineParser {
  /// One argument as the C library hands it over: its bytes, and its text when they are valid UTF-8.
  struct Word {
    let bytes: [UInt8]
    let text: String?
    /// 1 for the first argument after the program's name.
    let position: Int

    init(_ bytes: [UInt8], position: Int) {
      self.bytes = bytes
      self.text = String(validating: bytes, as: UTF8.self)
      self.position = position
    }
  }

  /// Parses argv as bytes: a path option's value is kept as its bytes; any other argument that is not valid UTF-8
  /// is a usage error.
  static func parse(_ argv: [[UInt8]]) throws(UsageError) -> ParsedCommandLine {
    var words: [Word] = []
    words.reserveCapacity(argv.count)
    for (index, bytes) in argv.enumerated() { words.append(Word(bytes, position: index + 1)) }
    var parsed = try scan(words)
    if parsed.help || parsed.version { return parsed }
    try validate(&parsed)
    return parsed
  }

  /// The command, its arguments and the options, in the order given; not yet checked against the command.
  static func scan(_ words: [Word]) throws(UsageError) -> ParsedCommandLine {
    var parsed = ParsedCommandLine()
    var rest = words[...]
    var optionsEnded = false
    while let word = rest.popFirst() {
      // Not UTF-8: only a path may be so, an option's value (`--store=PATH`) or an argument the form declares a
      // FILE (checked by `validate`, which knows the form); anything else is refused.
      guard let text = word.text else {
        if !optionsEnded, word.bytes.starts(with: "--".utf8) {
          try scanLong(word, rest: &rest, into: &parsed)
        } else {
          guard parsed.commandGiven else { throw usageError(word) }
          parsed.arguments.append(FilePath(bytes: word.bytes).description)
          parsed.notText.append(.init(index: parsed.arguments.count - 1, position: word.position, bytes: word.bytes))
        }
        continue
      }
      if optionsEnded || !isOption(text) {
        if !parsed.commandGiven, CommandTable.command(named: text) == nil,
          let equivalent = PastelVerb.equivalent(of: text, arguments: rest.compactMap(\.text))
        {
          throw .pastelVerb(text, equivalent: equivalent)
        }
        try addPositional(text, to: &parsed)
      } else if text == "--" {
        optionsEnded = true
      } else if text.hasPrefix("--") {
        try scanLong(word, rest: &rest, into: &parsed)
      } else {
        try scanShort(word, rest: &rest, into: &parsed)
      }
    }
    return parsed
  }

  /// The refusal of an argument that is not valid UTF-8.
  private static func usageError(_ word: Word) -> UsageError {
    .invalidArgumentEncoding(position: word.position, bytes: word.bytes)
  }

  /// Checks the options and arguments against the command's declaration, and picks the form they match.
  static func validate(_ parsed: inout ParsedCommandLine) throws(UsageError) {
    let spec = parsed.spec
    let global = OptionSpec.global.map(\.name)
    for name in parsed.optionNames where !global.contains(name) && !spec.options.contains(where: { $0.name == name }) {
      throw .optionNotForCommand("--" + name, command: spec.name)
    }
    let form = try self.form(of: spec, for: parsed.arguments)
    for (index, name) in parsed.optionNames.enumerated() where !global.contains(name) {
      // The form's own declaration of the option (`palette --to svg|html`, `palette export --to FORMAT`); an option
      // the form does not take is refused below, by name.
      guard let option = spec.option(named: name, inForm: form) else { continue }
      // The command's own declaration says which values it allows (`names` takes fewer formats), in any case
      // (`--format OKLCH`); a number among them (`--sides`) may be written in any spelling of `WholeNumber`'s
      // grammar (`05`).
      let value = parsed.optionValues[index]
      switch option.value {
      case .choice(let allowed):
        guard let chosen = choice(value, in: allowed) else {
          throw .invalidOptionValue(option: option.flag, value: value, allowed: allowed)
        }
        parsed.optionValues[index] = chosen
      case .choiceOrNumber(let allowed):
        // A number is the command's to check; a word must be one of the choices.
        if let chosen = choice(value, in: allowed) {
          parsed.optionValues[index] = chosen
        } else if !(value.first?.isNumber ?? false) {
          throw .invalidOptionValue(option: option.flag, value: value, allowed: allowed + ["a number"])
        }
      default: break
      }
    }
    if let store = parsed.value(.store), store.isEmpty { throw .missingOptionValue(OptionSpec.store.flag) }
    parsed.form = form
    // An action takes its own options only: `palette import` has no --to.
    for name in parsed.optionNames where !spec.takes(name, inForm: form) && !global.contains(name) {
      throw .optionNotForCommand("--" + name, command: command(of: spec, form: form))
    }
    if let action = spec.action(ofForm: form) {
      for option in action.options where option.required && !parsed.has(option) {
        throw .missingOption(option.synopsis, command: command(of: spec, form: form))
      }
    }
    let declared = spec.forms[form]
    for argument in parsed.notText where declared[min(argument.index, declared.count - 1)].kind != .file {
      throw .invalidArgumentEncoding(position: argument.position, bytes: argument.bytes)
    }
    for (index, argument) in zip(parsed.arguments.indices, spec.forms[form]) {
      if case .choice(let allowed) = argument.kind {
        let value = parsed.arguments[index]
        guard let chosen = choice(value, in: allowed) else {
          throw .invalidArgument(name: argument.name, value: value, allowed: allowed)
        }
        parsed.arguments[index] = chosen
      }
    }
  }

  /// The one of `allowed` that `value` names, in any case (`OKLCH` is `oklch`), a number in any spelling of
  /// `WholeNumber`'s grammar (`05` is `5`); nil when it names none.
  static func choice(_ value: String, in allowed: [String]) -> String? {
    if allowed.contains(value) { return value }
    let lowered = value.lowercased()
    if let found = allowed.first(where: { $0 == lowered }) { return found }
    return WholeNumber.parse(value).map { String($0) }.flatMap { allowed.contains($0) ? $0 : nil }
  }

  /// `palette export` for an action's form, else the command's name.
  private static func command(of spec: CommandSpec, form: Int) -> String {
    spec.action(ofForm: form).map { spec.name + " " + $0.name } ?? spec.name
  }

  /// The form `arguments` match: an action's when the first argument names one, else the command's own. Index
  /// loops, not slices: every call parses, and a slice of a new element type costs its metadata.
  private static func form(of spec: CommandSpec, for arguments: [String]) throws(UsageError) -> Int {
    let count = arguments.count
    let own = spec.forms.count - spec.actions.count
    if !spec.actions.isEmpty, let first = arguments.first {
      if let action = spec.actions.firstIndex(where: { $0.name == first }) {
        guard ArgumentSpec.matches(spec.forms[own + action], count: count) else {
          throw .wrongArgumentCount(command: spec.name, usage: spec.shortUsage)
        }
        return own + action
      }
    }
    var form = 0
    while form < own {
      if ArgumentSpec.matches(spec.forms[form], count: count) { return form }
      form += 1
    }
    if !spec.actions.isEmpty, let first = arguments.first {
      throw .invalidArgument(name: "action", value: first, allowed: spec.actions.map(\.name))
    }
    // `mix red blue`, what a pastel user types first: `mix` is the live mixer, `blend` mixes two colors.
    if spec.name == MixCommand.name { throw .mixTakesNoColors(arguments) }
    throw .wrongArgumentCount(command: spec.name, usage: spec.shortUsage)
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
  /// taken here, and `validate` checks that it is the command's. A path's value is kept as its bytes; any other
  /// word must be valid UTF-8.
  private static func scanLong(
    _ word: Word, rest: inout ArraySlice<Word>, into parsed: inout ParsedCommandLine
  ) throws(UsageError) {
    let equals = word.bytes.firstIndex(of: UInt8(ascii: "="))
    guard let flag = String(validating: word.bytes[..<(equals ?? word.bytes.endIndex)], as: UTF8.self) else {
      throw usageError(word)
    }
    let command = parsed.commandGiven ? parsed.spec : nil
    guard let option = CommandTable.option(named: String(flag.dropFirst(2)), preferring: command) else {
      throw .unknownOption(flag, suggestion: closestFlag(to: flag))
    }
    if !option.takesValue {
      if equals != nil { throw .optionTakesNoValue(flag) }
      parsed.set(option, "")
      return
    }
    // The value: after `=` in this word (the whole word names it in an error), else the next word.
    var value: (bytes: [UInt8], word: Word)
    if let equals {
      value = (Array(word.bytes[(equals + 1)...]), word)
    } else {
      guard let next = rest.popFirst() else { throw .missingOptionValue(flag) }
      value = (next.bytes, next)
    }
    if option.value == .path {
      parsed.set(option, path: FilePath(bytes: value.bytes))
    } else {
      guard let text = String(validating: value.bytes, as: UTF8.self) else { throw usageError(value.word) }
      parsed.set(option, text)
    }
  }

  /// `-h`, `-V` and `-q`, the global options' short forms, and a command's own (`paint -n`, `-f FORMAT` or
  /// `-fFORMAT`; before the command, any command's, which `validate` checks).
  private static func scanShort(
    _ word: Word, rest: inout ArraySlice<Word>, into parsed: inout ParsedCommandLine
  ) throws(UsageError) {
    let text = word.text ?? ""
    let letter = text.dropFirst().first
    let isLetter = { (option: OptionSpec) in option.short != nil && option.short == letter }
    let options = parsed.commandGiven ? parsed.spec.options : CommandTable.commands.flatMap(\.spec.options)
    // Another command's short option (`mix -f`) does not apply here, as its long form would not.
    if parsed.commandGiven, OptionSpec.global.first(where: isLetter) == nil, options.first(where: isLetter) == nil,
      let other = CommandTable.commands.flatMap(\.spec.options).first(where: isLetter)
    {
      throw .optionNotForCommand("-" + String(other.short!), command: parsed.spec.name)
    }
    guard let option = OptionSpec.global.first(where: isLetter) ?? options.first(where: isLetter),
      option.takesValue || text.count == 2
    else {
      // Only flags that start with the same letter: `-x` is no typo of `--by`.
      let flags = CommandTable.flags.filter { $0.dropFirst(2).first == letter }
      throw .unknownOption(text, suggestion: Suggestion.closest(to: "-" + text, in: flags).first)
    }
    guard option.takesValue else {
      parsed.set(option, "")
      return
    }
    // The value: the rest of this word (`-fhex`), else the next word.
    if text.count > 2 {
      parsed.set(option, String(text.dropFirst(2)))
      return
    }
    guard let next = rest.popFirst() else { throw .missingOptionValue(text) }
    guard let value = next.text else { throw usageError(next) }
    parsed.set(option, value)
  }

  /// The flag to suggest for an unknown one: the closest by the words after the dashes, when that is not a change
  /// of every letter (`-x` is not a typo of `--to`).
  private static func closestFlag(to typed: String) -> String? {
    let word = String(typed.drop { $0 == "-" })
    let flags = CommandTable.flags
    let words = flags.map { String($0.drop { $0 == "-" }) }
    guard let found = Suggestion.closest(to: word, in: words).first, let index = words.firstIndex(of: found) else {
      return nil
    }
    let distance = Suggestion.editDistance(
      Array(word.lowercased().unicodeScalars), Array(found.lowercased().unicodeScalars), limit: found.count)
    return distance < found.count ? flags[index] : nil
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
