/// A subcommand, with what it accepts and its help.
public enum Command: String, CaseIterable, Sendable {
  case show, set, slide, reset, help

  /// Whether this command accepts `option`; `--help` and `--version` go everywhere.
  public func accepts(_ option: Option) -> Bool {
    switch option {
    case .help, .version: true
    case .format, .color, .store: self != .help
    case .strict: self == .set || self == .slide
    }
  }

  /// Options this command accepts besides `--help` and `--version`.
  public var options: [Option] {
    switch self {
    case .show, .reset: [.format, .color, .store]
    case .set, .slide: [.format, .color, .store, .strict]
    case .help: []
    }
  }

  /// The formats `--format` accepts here.
  public var formats: [OutputFormat] { OutputFormat.allCases }

  var usage: String {
    switch self {
    case .show: "colormix show [--format FORMAT]"
    case .set: "colormix set R G B [--strict] [--format FORMAT]"
    case .slide: "colormix slide CHANNEL VALUE [--strict] [--format FORMAT]"
    case .reset: "colormix reset [--format FORMAT]"
    case .help: "colormix help [COMMAND]"
    }
  }

  var summary: String {
    switch self {
    case .show: "Print the current color."
    case .set: "Set all three channels (0–100)."
    case .slide: "Set one channel, or move it by a signed step."
    case .reset: "Set the color back to black."
    case .help: "Show help for colormix or one command."
    }
  }

  var details: String {
    switch self {
    case .show: "With no command, colormix runs show."
    case .set:
      "Values are decimals such as 50, 50.5 or 007, kept to tenths. A value outside 0–100 is clamped with a warning."
    case .slide:
      """
      CHANNEL is red, green or blue (or r, g, b). VALUE 70 sets the channel; a signed VALUE such as +5 or -0.5
      moves it from its current value and clamps with a warning when it overshoots. Negative values need no --.
      """
    case .reset: "A corrupt store file is moved aside to <file>.corrupt first."
    case .help: ""
    }
  }
}
