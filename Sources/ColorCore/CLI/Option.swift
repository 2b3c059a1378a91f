/// A long option of the command line.
public enum Option: String, CaseIterable, Sendable {
  case format, color, store, strict, help, version

  /// `--format`
  public var flag: String { "--" + rawValue }

  public var takesValue: Bool {
    switch self {
    case .format, .color, .store: true
    case .strict, .help, .version: false
    }
  }

  /// The value placeholder and the help line.
  var help: (value: String, text: String) {
    switch self {
    case .format: ("FORMAT", "Output format (default swatch).")
    case .color: ("WHEN", "Color the swatch: auto, always or never (default auto).")
    case .store: ("PATH", "The store file (beats COLORMIX_STORE and the default).")
    case .strict: ("", "Treat an out-of-range value as an error (exit 65) instead of clamping it.")
    case .help: ("", "Show help and exit.")
    case .version: ("", "Show the version and exit.")
    }
  }
}
