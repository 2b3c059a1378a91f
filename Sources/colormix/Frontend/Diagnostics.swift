import ColorCore
import ColorTerminal

/// Turns every error into one full sentence naming the bad input, and its exit status (sysexits).
enum Diagnostics {
  /// 64: the command line or environment cannot be used.
  static let usage: Int32 = 64
  /// 65: the data is wrong (out of range under `--strict`, a corrupt file, a taken name).
  static let data: Int32 = 65
  /// 74: a file could not be read or written.
  static let io: Int32 = 74

  /// `printsOnly` is for `show`, which writes no file: its `--strict` errors do not say "nothing was written".
  static func describe(_ error: any Error, printsOnly: Bool = false) -> (message: String, status: Int32) {
    switch error {
    case let error as UsageError: (describe(error), usage)
    case let error as InputError: describe(error, printsOnly: printsOnly)
    case let error as StoreError: describe(error)
    case let failure as MixerWriteFailure:
      ("\(describe(failure.error).message) The mixer's last change was not stored.", io)
    case InputLineError.badLines(let count, let total):
      (
        "\(count) input \(count == 1 ? "line was" : "lines were") bad; "
          + (count == total ? "no color was printed." : "the others were printed."), data
      )
    case let failure as ContrastRequirement.Failure:
      (
        "\(failure.failed) of \(failure.pairs) \(failure.pairs == 1 ? "pair fails" : "pairs fail") --require "
          + "\(failure.requirement.name) (\(failure.requirement.level.minimumRatioText):1).", 1
      )
    case InputLineError.earlierStage(let message):
      ("An earlier stage reported an error: \(Visible.escape(message))", data)
    case let refused as PaletteImport.Refused:
      (
        "\(refused.refused) of \(refused.entries) \(refused.entries == 1 ? "entry was" : "entries were") refused; "
          + "nothing was imported (--skip-bad imports the others).", data
      )
    case let malformed as PaletteImport.Malformed:
      (
        "Cannot import \(Visible.escape(malformed.path)): \(malformed.error); nothing was imported.", data
      )
    case InputLineError.notHex(let text):
      ("The line's \"hex\" '\(Visible.excerpt(text))' is not a hex color (#rrggbb or #rgb).", data)
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
      "Unknown command '\(Visible.excerpt(name))'." + didYouMean(suggestion.map { [$0] } ?? [])
        + " See 'colormix --help'."
    case .unknownOption(let name, let suggestion):
      "Unknown option '\(Visible.excerpt(name))'." + didYouMean(suggestion.map { [$0] } ?? [])
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
    case .opaqueAlpha(let text):
      "'\(Visible.excerpt(text))' is not a valid alpha: colors are opaque (alpha 1)."
    case .mixTakesNoColors(let colors):
      "'mix' takes no colors; to mix two colors, use 'colormix blend \(blendArguments(colors))'"
    }
  }

  static func describe(_ error: InputError, printsOnly: Bool = false) -> (String, Int32) {
    let consequence = printsOnly ? "the color was not printed" : "nothing was written"
    return switch error {
    case .invalidNumber(let text):
      ("'\(Visible.excerpt(text))' is not a number; write a decimal such as 50, 50.5, +5 or -3.", usage)
    case .invalidColor, .invalidColorFunction, .unknownColorName, .hiddenCharacter:
      (describeColorText(error, quote: { Visible.excerpt($0) }, forms: knownForms) ?? "", usage)
    case .outOfGamut(let warning):
      ("\(Visible.escape(warning.input)) is outside sRGB (--strict); \(consequence).", data)
    case .invalidPaletteName(let name, let problem):
      ("Palette name '\(Visible.excerpt(name, limit: 80))' is not allowed: \(problem).", usage)
    case .unknownPaletteName(let name, let suggestions):
      ("No saved color is named '\(Visible.excerpt(name))'." + didYouMean(suggestions), usage)
    case .paletteNameTaken(let name):
      (
        "The palette already has a different color named '\(Visible.excerpt(name))'; use --replace to overwrite it.",
        data
      )
    case .outOfRange(let warnings):
      ("\(describe(outOfRange: warnings)) (--strict); \(consequence).", data)
    }
  }

  /// `red 150 and green -3 are out of range 0–100`, or each with its range when the ranges differ.
  static func describe(outOfRange warnings: [RangeWarning]) -> String {
    let values = warnings.map { "\($0.channel.rawValue) \(WarningText.number($0))" }
    let ranges = warnings.map { WarningText.range($0.range) }
    if Set(ranges).count > 1 {
      return zip(values, ranges).map { "\($0) is out of range \($1)" }.joined(separator: ", ")
    }
    let listed =
      values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " and " + values[values.count - 1]
    return "\(listed) \(values.count == 1 ? "is" : "are") out of range \(ranges.first ?? "")"
  }

  /// Why the text of a color cannot be read, the text quoted by `quote`: the one sentence `show` gives and
  /// `palette import` gives for a CSS value; with `forms`, a sentence that has no more precise reason names the
  /// forms to use. Nil for an error about something else.
  static func describeColorText(_ error: InputError, quote: (String) -> String, forms: String?) -> String? {
    let use = forms.map { "; use \($0)" } ?? ""
    return switch error {
    case .invalidColor(let text): "'\(quote(text))' is not a color\(use)."
    case .hiddenCharacter(let text, let scalar):
      "'\(Visible.excerpt(text))' is not a color: it holds \(Visible.kind(of: scalar)) U+\(Visible.codePoint(scalar))."
    case .invalidColorFunction(let text, .alphaNotSupported):
      "'\(quote(text))' has an alpha part; alpha is not supported (colors are opaque)."
    case .invalidColorFunction(let text, let reason):
      "'\(quote(text))' is not a color: \(Visible.escape(reason.description))\(use)."
    case .unknownColorName(let name, let suggestions):
      "Unknown color name '\(quote(name))'."
        + (suggestions.isEmpty ? forms.map { " Colors are \($0)." } ?? "" : didYouMean(suggestions))
    default: nil
    }
  }

  /// Every way to write a COLOR, for messages about one that could not be read.
  static let knownForms =
    "a color name, #rrggbb, #rgb, rrggbb, rgb(R, G, B), rgb(R%, G%, B%), hsl(), hwb(), lab(), lch(), oklab(), "
    + "oklch() or palette:NAME"

  static func describe(_ error: StoreError) -> (String, Int32) {
    switch error {
    case .file(let error) where error.operation == .openFolder && error.code == ELOOP:
      (
        "Cannot open the folder \(named(error)): it became a symbolic link after the path was resolved, and no "
          + "link is followed there; nothing was read or written.", io
      )
    case .file(let error) where error.operation == .watch:
      ("Cannot watch \(named(error)) for changes: \(describeWatch(errno: error.code)).", io)
    case .file(let error) where error.code == 0:
      // A write refused for its size was read first, and says itself that nothing was written.
      if case .wouldBeTooLarge = error.operation {
        ("\(describeWithoutErrno(error)).", io)
      } else {
        ("\(describeWithoutErrno(error)); nothing was read or written.", io)
      }
    case .file(let error):
      ("Cannot \(describe(error.operation)) \(named(error)): \(ErrorText.describe(errno: error.code)).", io)
    case .busy(let path, let timeout):
      (
        "The store \(Visible.escape(path)) is busy: another colormix held its lock for \(seconds(timeout)) s "
          + "(COLORMIX_LOCK_TIMEOUT); nothing was written.", io
      )
    case .corrupt(let path, let kind, let reason):
      ("The file \(Visible.escape(path)) is corrupt (\(reason)); \(recovery(kind)).", data)
    case .noLocation(let stateHome, let home):
      (
        "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH"
          + ignored("XDG_STATE_HOME", stateHome) + ignored("HOME", home) + ".", io
      )
    case .invalidPath(let path, .endsInSlash):
      ("The store path '\(Visible.escape(path))' ends in '/'; name the store file, not a folder.", usage)
    case .invalidPath(let path, .collidesWithPalette):
      (
        "The store path '\(Visible.escape(path))' collides with the palette file palette.json (or its lock, "
          + "temporary or corrupt copies); choose another file name.", usage
      )
    }
  }

  /// A failure that is not an `errno`: a file that is not a regular file.
  private static func describeWithoutErrno(_ error: FileError) -> String {
    switch error.operation {
    case .notRegularFile(.unnamed):
      "Cannot use \(named(error)): it leads to a file that no path names (a deleted file, or one in memory)"
    case .notRegularFile(let kind):
      "Cannot use \(named(error)): it is \(kind), not a regular file"
    case .tooLarge(_, let limit):
      "Cannot read \(named(error)): it holds more than \(limit) bytes"
    case .wouldBeTooLarge(let size, let limit):
      "Will not write \(named(error)): it would be \(size) bytes, more than the limit of \(limit) bytes it can be "
        + "read back with; nothing was written"
    case .untrustedLink(let owner, let folderOwner):
      "Will not follow the link \(named(error)): it is owned by \(ErrorText.user(owner)) and sits in a sticky, "
        + "world-writable folder owned by \(ErrorText.user(folderOwner)), so another user may have planted it "
        + "(the rule of the kernel's fs.protected_symlinks)"
    default: "Cannot \(describe(error.operation)) \(named(error))"
    }
  }

  /// `` (HOME 'x' is relative, so it was ignored)`` for a variable that was set but relative.
  private static func ignored(_ variable: String, _ value: String?) -> String {
    guard let value else { return "" }
    return " (\(variable) '\(Visible.escape(value))' is relative, so it was ignored)"
  }

  /// Why the kernel refused a watch, in its own terms where `errno` would mislead ("No space left on device").
  private static func describeWatch(errno code: Int32) -> String {
    switch code {
    case ENOSPC: "the per-user limit of inotify watches is reached (fs.inotify.max_user_watches)"
    case EMFILE: "the per-user limit of inotify instances is reached (fs.inotify.max_user_instances)"
    default: ErrorText.describe(errno: code)
    }
  }

  /// The failing path, after the path as given when links led there from it: `/dev/stdin (→ /dev/null)`.
  private static func named(_ error: FileError) -> String {
    guard let given = error.given, given != error.path else { return Visible.escape(error.path) }
    return "\(Visible.escape(given)) (→ \(Visible.escape(error.path)))"
  }

  private static func describe(_ operation: FileError.Operation) -> String {
    switch operation {
    case .read: "read"
    case .createFolder: "create the folder"
    case .watch: "watch"
    case .openFolder: "open the folder"
    case .write: "write"
    case .replace: "replace"
    case .lock: "lock"
    case .notRegularFile, .untrustedLink: "use"
    case .tooLarge: "read"
    case .wouldBeTooLarge: "write"
    }
  }

  private static func recovery(_ kind: StoreKind) -> String {
    switch kind {
    case .color: "fix it by hand, or run 'colormix reset' to move it aside and start again from black"
    case .palette:
      "fix it by hand, or run 'colormix reset --palette' to move it aside and start an empty palette"
    }
  }

  /// Seconds in plain decimal, to at most 7 decimals (`0.0000001`, `2.5`, `1000000000`), never an exponent.
  private static func seconds(_ value: Double) -> String {
    guard value < 1e11 else { return String(Int(min(value, 1e15))) }
    let tenMillionths = Int((value * 1e7).rounded())
    var fraction = String(tenMillionths % 10_000_000)
    fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return String(tenMillionths / 10_000_000) + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// Why one entry of an imported document is refused, after `line N: `: a sentence.
  static func describe(_ problem: PaletteImportProblem) -> String {
    switch problem {
    case .notHexColor(let text): "'\(Visible.excerpt(text))' is not a hex color (#rrggbb, #rgb or rrggbb)."
    case .notGPLRow(let text):
      "'\(Visible.excerpt(text))' is not a GIMP palette row (red, green and blue 0–255, then an optional name)."
    case .gplValueOutOfRange(let text): "\(Visible.excerpt(text)) is out of range 0–255."
    case .notAColor(let value, let reason):
      describeColorText(reason, quote: { Visible.excerpt($0) }, forms: nil)
        ?? "'\(Visible.excerpt(value))' is not a color."
    case .outsideSRGB(let value):
      "'\(Visible.excerpt(value))' is outside sRGB or out of range; only colors colormix keeps as they are are imported."
    case .notAnEntry(let reason): "Not a palette entry: \(reason)."
    case .nameNotText: "Its 'name' is not a string."
    case .outOfRange(let warning):
      "\(describe(outOfRange: [warning]))."
    case .token(.alias(let text)):
      "The token is an alias (\(Visible.excerpt(text))); only tokens with a color value are imported."
    case .token(.unsupportedSpace(let space)):
      "The token's color space '\(Visible.excerpt(space))' is not srgb and it has no hex."
    case .token(.notAColorValue): "The token's $value is not a color (colorSpace and components, or a hex)."
    case .token(.component(let text)): "The token's component \(Visible.excerpt(text)) is not a number from 0 to 1."
    case .token(.alpha(let text)): "The token's alpha is \(Visible.excerpt(text)), not 1; colormix colors are opaque."
    case .badName(let error): describe(error).0
    case .nameTaken(let name): describe(InputError.paletteNameTaken(name)).0
    case .alreadySaved(let hex, let name): "\(hex) is already saved as \(Visible.excerpt(name, limit: 80))."
    case .repeatedName(let name, let line): "The name '\(Visible.excerpt(name, limit: 80))' is also on line \(line)."
    case .generatedNameTaken(let name):
      "The entry has no name, and '\(name)', the name made from its hex, is saved with another color."
    case .repeatedGeneratedName(let name, let line):
      "The entry has no name, and '\(name)', the name made from its hex, is also on line \(line)."
    case .repeatedColor(let hex, let name, let line):
      "\(hex) is also on line \(line) (as '\(Visible.excerpt(name, limit: 80))')."
    }
  }

  /// The colors of `mix red blue` as `blend` takes them: the first two, each quoted for the shell when it needs it
  /// (`'#336699'`) and made visible; `COLOR COLOR2` where one or none was given.
  private static func blendArguments(_ colors: [String]) -> String {
    guard colors.count >= 2 else { return "COLOR COLOR2" }
    return colors.prefix(2).map { color in
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

  private static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return " Did you mean " + suggestions.map { "'\(Visible.escape($0))'" }.joined(separator: ", ") + "?"
  }
}
