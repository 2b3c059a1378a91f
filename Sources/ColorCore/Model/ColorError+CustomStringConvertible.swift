extension ColorError: CustomStringConvertible {
  /// One full sentence naming the bad input, safe to print on a terminal.
  public var description: String {
    switch self {
    case .invalidArgumentEncoding(let position, let bytes):
      return "Argument \(position) is not valid UTF-8: '\(Visible.escape(bytes: bytes))'."
    case .unknownCommand(let name, let suggestion):
      return "Unknown command '\(Visible.escape(name))'." + didYouMean(suggestion) + " See 'colormix --help'."
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(Visible.escape(name))'." + didYouMean(suggestion)
    case .optionNotForCommand(let name, let command):
      return "Option '\(name)' does not apply to 'colormix \(command)'. See 'colormix help \(command)'."
    case .missingOptionValue(let name):
      return "Option '\(name)' needs a value."
    case .optionTakesNoValue(let name):
      return "Option '\(name)' takes no value."
    case .invalidOptionValue(let option, let value, let allowed):
      return "'\(Visible.escape(value))' is not a valid value for \(option); use one of: "
        + allowed.joined(separator: ", ") + "."
    case .wrongArgumentCount(let command, let usage):
      return "Wrong number of arguments for '\(command)'; usage: \(usage)."
    case .invalidNumber(let text):
      return "'\(Visible.escape(text))' is not a number; write a decimal such as 50, 50.5, +5 or -3."
    case .unknownChannel(let text):
      return "'\(Visible.escape(text))' is not a channel; use red, green or blue (or r, g, b)."
    case .invalidLockTimeout(let text):
      return "COLORMIX_LOCK_TIMEOUT '\(Visible.escape(text))' is not a non-negative number of seconds."
    case .invalidEnvironmentEncoding(let variable):
      return "The environment variable \(variable) is not valid UTF-8."
    case .invalidColor(let text):
      return "'\(Visible.escape(text))' is not a color; use #rrggbb, #rgb, rgb(R, G, B) or a color name."
    case .unknownColorName(let name, let suggestions):
      return "Unknown color name '\(Visible.escape(name))'." + didYouMean(suggestions)
    case .invalidPaletteName(let name, let reason):
      return "Palette name '\(Visible.escape(name))' is not allowed: \(reason)."
    case .unknownPaletteName(let name, let suggestions):
      return "No saved color is named '\(Visible.escape(name))'." + didYouMean(suggestions)
    case .outOfRange(let warning):
      return
        "\(warning.channel.rawValue) \(Visible.escape(warning.entered)) is out of range \(warning.range) (--strict); "
        + "nothing was written."
    case .corruptFile(let path, let reason, let recovery):
      return "The file \(Visible.escape(path)) is corrupt (\(Visible.escape(reason))); \(recovery)."
    case .paletteNameTaken(let name):
      return "The palette already has a different color named '\(Visible.escape(name))'; "
        + "use --replace to overwrite it."
    case .io(let path, let action, let reason):
      return "Cannot \(action) \(Visible.escape(path)): \(reason)."
    case .busy(let path, let seconds):
      return "The store \(Visible.escape(path)) is busy: another colormix held its lock for \(seconds) s "
        + "(COLORMIX_LOCK_TIMEOUT); nothing was written."
    case .noStoreLocation:
      return "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH."
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\(Visible.escape($0))'?" } ?? ""
  }

  private func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return " Did you mean " + suggestions.map { "'\(Visible.escape($0))'" }.joined(separator: ", ") + "?"
  }
}
