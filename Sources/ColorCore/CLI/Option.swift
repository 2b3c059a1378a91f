/// A long option of the command line.
public enum Option: String, CaseIterable, Sendable {
  case format, color, store, strict, replace, catalog, palette, help, version

  /// `--format`
  public var flag: String { "--" + rawValue }

  public var takesValue: Bool {
    switch self {
    case .format, .color, .store, .catalog: true
    case .strict, .replace, .palette, .help, .version: false
    }
  }

  /// The value placeholder and the help line.
  var help: (value: String, text: String) {
    switch self {
    case .format: ("FORMAT", "Output format (default swatch).")
    case .color: ("WHEN", "Color the swatch: auto, always or never (default auto).")
    case .store: ("PATH", "The store file (beats COLORMIX_STORE and the default).")
    case .strict: ("", "Treat an out-of-range value as an error (exit 65) instead of clamping it.")
    case .replace: ("", "Overwrite a saved color of the same name.")
    case .catalog: ("NAME", "List one catalog only: css or crayola.")
    case .palette: ("", "Empty the palette instead of resetting the color.")
    case .help: ("", "Show help and exit.")
    case .version: ("", "Show the version and exit.")
    }
  }
}
