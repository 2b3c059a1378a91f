/// A subcommand, with what it accepts and its help.
public enum Command: String, CaseIterable, Sendable {
  case show, set, slide, reset, names, save, palette, load, remove, help

  /// Whether this command accepts `option`; `--help` and `--version` go everywhere.
  public func accepts(_ option: Option) -> Bool {
    switch option {
    case .help, .version: true
    case .format, .color: self != .help && self != .remove
    case .store: self != .help && self != .names
    case .strict: self == .set || self == .slide
    case .replace: self == .save
    case .catalog: self == .names
    case .palette: self == .reset
    }
  }

  /// Options this command accepts besides `--help` and `--version`, in help order.
  var options: [Option] {
    [.format, .color, .store, .strict, .replace, .catalog, .palette].filter(accepts)
  }

  /// The formats `--format` accepts here.
  public var formats: [OutputFormat] {
    self == .names || self == .palette ? [.swatch, .json] : OutputFormat.allCases
  }

  var usage: String {
    switch self {
    case .show: "colormix show [--format FORMAT]"
    case .set: "colormix set R G B | COLOR [--strict] [--format FORMAT]"
    case .slide: "colormix slide CHANNEL VALUE [--strict] [--format FORMAT]"
    case .reset: "colormix reset [--palette] [--format FORMAT]"
    case .names: "colormix names [--catalog css|crayola] [--format swatch|json]"
    case .save: "colormix save NAME [--replace] [--format FORMAT]"
    case .palette: "colormix palette [--format swatch|json]"
    case .load: "colormix load NAME [--format FORMAT]"
    case .remove: "colormix remove NAME"
    case .help: "colormix help [COMMAND]"
    }
  }

  var summary: String {
    switch self {
    case .show: "Print the current color."
    case .set: "Set the color from three channels (0–100), a hex code, rgb(…) or a name."
    case .slide: "Set one channel, or move it by a signed step."
    case .reset: "Set the color back to black (or, with --palette, empty the palette)."
    case .names: "List the named colors of the CSS and Crayola catalogs."
    case .save: "Save the current color in the palette under NAME."
    case .palette: "List the saved colors."
    case .load: "Make a saved color the current color."
    case .remove: "Delete a saved color."
    case .help: "Show help for colormix or one command."
    }
  }

  var details: String {
    switch self {
    case .show: "With no command, colormix runs show. The swatch and JSON name the nearest catalog color."
    case .set:
      """
      R G B are decimals such as 50, 50.5 or 007, kept to tenths; a value outside 0–100 is clamped with a warning.
      COLOR is #rrggbb, #rgb, rgb(R, G, B) with 0–255 integers, rgb(R%, G%, B%), or a CSS or Crayola name
      ('Antique Brass', antique-brass); css:NAME or crayola:NAME picks a catalog.
      """
    case .slide:
      """
      CHANNEL is red, green or blue (or r, g, b). VALUE 70 sets the channel; a signed VALUE such as +5 or -0.5
      moves it from its current value and clamps with a warning when it overshoots. Negative values need no --.
      """
    case .reset: "A corrupt store or palette file is moved aside to <file>.corrupt first."
    case .save:
      """
      NAME is 1–64 characters without control characters. A color already saved under another name is not saved
      twice; a NAME that holds a different color is refused unless --replace is given.
      """
    case .names, .palette, .load, .remove, .help: ""
    }
  }
}
