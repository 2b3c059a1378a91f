import ColorCore
import ColorTerminal

/// Turns every error into one full sentence naming the bad input, and its exit status (sysexits).
enum Diagnostics {
  /// 64: the command line or environment cannot be used.
  static let usage: Int32 = 64
  /// 65: the data is wrong (out of range under `--strict`, a corrupt file, a taken name).
  static let data: Int32 = 65
  /// 69: a service is unavailable (the terminal sends nothing back, or cannot be asked).
  static let unavailable: Int32 = 69
  /// 74: a file could not be read or written.
  static let io: Int32 = 74

  /// `printsOnly` is for `show`, which writes no file: its `--strict` errors do not say "nothing was written".
  static func describe(
    _ error: any Error, printsOnly: Bool = false, drawsPicture: Bool = false
  ) -> (message: String, status: Int32) {
    switch error {
    case let error as UsageError: (describe(error), usage)
    case let error as InputError: describe(error, printsOnly: printsOnly)
    case let error as StoreError: describe(error)
    case StoreRequestError.store(let error): describe(error)
    case StoreRequestError.input(let error): describe(error, printsOnly: printsOnly)
    case let failure as MixerWriteFailure:
      ("\(describe(failure.error).message) The mixer's last change was not stored.", io)
    case InputLineError.badLines(let count, let total):
      (
        "\(count) input \(count == 1 ? "line was" : "lines were") bad; "
          + (drawsPicture
            ? "no picture was written." : count == total ? "no color was printed." : "the others were printed."),
        data
      )
    case let error as TerminalQueryError: (error.description, unavailable)
    case let error as TerminalCommand.NoRoles: (error.description, data)
    case let error as PaletteCheck.NoPairs: (error.description, data)
    case let error as ScaleCommand.ScaleFailure: (error.description, data)
    case let error as ContrastCommand.GridSize: (error.description, data)
    case let error as DistinctCommand.TooFewColors: (error.description, data)
    case let error as TextColorCommand.NoCandidate: (error.description, data)
    case let error as ThemeCommand.Unreachable: (error.description, data)
    case let failure as RequirementFailure:
      (
        "\(failure.failed) of \(failure.pairs) \(failure.noun)\(failure.pairs == 1 ? " fails" : "s fail") --require "
          + "\(failure.requirement).", 1
      )
    case let refused as PaletteImport.Refused:
      (
        "\(refused.refused) of \(refused.entries) \(refused.entries == 1 ? "entry was" : "entries were") refused; "
          + "nothing was imported\(refused.refused < refused.entries ? " (--strict; without it the others are)" : "").",
        data
      )
    case let malformed as PaletteImport.Malformed:
      (
        "Cannot import \(Visible.escape(malformed.path)): "
          + "\(malformed.error.description(formatOption: "--from", reader: "this colormix")); nothing was imported.",
        data
      )
    case InputLineError.notAPair(let text):
      ("'\(Visible.excerpt(text))' is not a pair of colors; write FG on BG or FG<TAB>BG.", data)
    case InputLineError.notUTF8: ("The line is not valid UTF-8.", data)
    case InputLineError.tooLong: ("The line is longer than \(StandardInput.maximumLineBytes) bytes.", data)
    default: ("\(error)", 70)
    }
  }

  static func describe(_ error: UsageError) -> String {
    switch error {
    case .invalidArgumentEncoding(let position, let bytes):
      "Argument \(position) is not valid UTF-8: '\(Visible.escape(bytes: bytes))'."
    case .unknownCommand(let name, let suggestion):
      "Unknown command '\(Visible.excerpt(name))'." + Suggestion.didYouMean(suggestion.map { [$0] } ?? [])
        + " See 'colormix --help'."
    case .unknownOption(let name, let suggestion):
      "Unknown option '\(Visible.excerpt(name))'." + Suggestion.didYouMean(suggestion.map { [$0] } ?? [])
    case .optionNotForCommand(let name, let command):
      "Option '\(name)' does not apply to 'colormix \(command)'. See 'colormix help \(helpName(command))'."
    case .missingOption(let option, let command):
      "'colormix \(command)' needs \(option). See 'colormix help \(helpName(command))'."
    case .missingOptionValue(let name):
      "Option '\(name)' needs a value."
    case .optionTakesNoValue(let name):
      "Option '\(name)' takes no value."
    case .conflictingOptions(let first, let second, let reason):
      "'\(Visible.escape(first))' cannot be used with '\(Visible.escape(second))': \(reason)."
    case .invalidOptionValue(let option, let value, let allowed):
      "'\(Visible.excerpt(value))' is not a valid value for \(option); use one of: "
        + allowed.joined(separator: ", ") + "."
    case .wrongArgumentCount(let command, let usage):
      "Wrong number of arguments for '\(command)'; usage: \(usage). See 'colormix help \(helpName(command))'."
    case .unknownChannel(let text):
      "'\(Visible.excerpt(text))' is not a channel; use red, green or blue (or r, g, b), or a component such as "
        + "hsl.l or oklch.c."
    case .invalidArgument(let name, let value, let allowed):
      "'\(Visible.excerpt(value))' is not a valid \(name); use one of: " + allowed.joined(separator: ", ") + "."
    case .emptyStandardInput:
      "Standard input has no color (it is empty or blank); 'colormix set -' reads one from its first non-blank line."
    case .standardInputLineTooLong(let limit):
      "The first line of standard input is longer than \(limit) bytes; 'colormix set -' reads one color from it."
    case .standardInputNotUTF8(let bytes):
      "The first line of standard input is not valid UTF-8: '\(Visible.escape(bytes: bytes))'."
    case .invalidAmount(let text, let name, let range):
      "'\(Visible.excerpt(text))' is not a valid \(name); use a number in \(range)."
    case .tooManyColors(let command, let given, let limit):
      "'\(command)' makes at most \(limit) colors in all, and \(given) colors were given."
    case .invalidLockTimeout(let text):
      "COLORMIX_LOCK_TIMEOUT '\(Visible.excerpt(text))' is not a non-negative number of seconds."
    case .invalidTerminalTimeout(let text):
      "COLORMIX_TERMINAL_TIMEOUT '\(Visible.excerpt(text))' is not a non-negative decimal number of seconds "
        + "(such as 0.5; no exponent)."
    case .invalidEnvironmentEncoding(let variable):
      "The environment variable \(variable) is not valid UTF-8."
    case .standardInputNotHere(let argument, let usage):
      "\(argument) cannot be - (standard input); only the first color can; usage: \(usage)."
    case .standardInputNotAccepted:
      "- (standard input) is not a color here; see 'colormix help' for the commands and places that read it."
    case .standardInputAlone(let usage):
      "- (standard input) must be the only color when it is given; usage: \(usage)."
    case .optionNeedsOption(let option, let needs):
      "\(option) only works with \(needs)."
    case .needsTerminal:
      "colormix mix needs a terminal: run it with standard input and output on one."
    case .mixTakesNoColors(let colors):
      "'mix' takes no colors; to mix two colors, use 'colormix blend \(blendArguments(colors))'"
    case .pastelVerb(let verb, let equivalent):
      "Unknown command '\(Visible.excerpt(verb))'; to do that in colormix, use '\(equivalent)'. See 'colormix --help'."
    }
  }

  /// The library's sentence, with what the command line adds: the option that refused the value and what did not
  /// happen; the exit status.
  static func describe(_ error: InputError, printsOnly: Bool = false) -> (String, Int32) {
    let consequence = printsOnly ? "the color was not printed" : "nothing was written"
    let message = error.description(refusal: "(--strict); \(consequence)", overwriting: overwriting)
    return switch error {
    case .outOfGamut, .outOfRange, .paletteNameTaken, .earlierStage, .notHex: (message, data)
    default: (message, usage)
    }
  }

  /// The library's sentence, with the setting, the option and the command the command line has for it; the exit
  /// status.
  static func describe(_ error: StoreError) -> (String, Int32) {
    let message = error.description(with: remedies)
    return switch error {
    case .file, .busy, .noLocation: (message, io)
    case .corrupt: (message, data)
    case .invalidPath: (message, usage)
    }
  }

  /// How a user of the command line replaces a color saved under a name it gives again.
  static let overwriting = "use --replace to overwrite it"

  /// How a user of the command line sets what a store error is about.
  private static let remedies = StoreError.Remedies(
    lockTimeoutSetting: "COLORMIX_LOCK_TIMEOUT", pathOption: "pass --store PATH",
    recovery: { kind in
      switch kind {
      case .color: "fix it by hand, or run 'colormix reset' to move it aside and start again from black"
      case .palette:
        "fix it by hand, or run 'colormix reset --palette' to move it aside and start an empty palette"
      }
    }, reader: "this colormix")

  /// The colors of `mix red blue` as `blend` takes them, each in double quotes when the shell needs it
  /// (`"#336699"`) and made visible; `COLOR COLOR2` unless two colors were given that are safe to paste so (no
  /// `$`, backquote, backslash, quote or `!`).
  private static func blendArguments(_ colors: [String]) -> String {
    // Only two colors that are safe to paste into a shell as they are or in double quotes; else the usage.
    let unsafe = "$`\\\"!'".unicodeScalars
    guard colors.count == 2, !colors.contains(where: { $0.unicodeScalars.contains(where: unsafe.contains) })
    else { return "COLOR COLOR2" }
    return colors.map { color in
      let plain = color.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.:%,".unicodeScalars.contains($0)
      }
      return plain ? Visible.excerpt(color) : "\"" + Visible.excerpt(color) + "\""
    }.joined(separator: " ")
  }

  /// The command `help` takes for a command line's command: `palette` for `palette export`.
  private static func helpName(_ command: String) -> String {
    String(command.prefix { $0 != " " })
  }
}
