import ColorCore
import ColorTerminal

/// One option's declaration: its name, its value, its help, and the values it allows.
struct OptionSpec: Equatable, Sendable {
  /// What the option's value is, for validation and completions.
  enum Value: Equatable, Sendable {
    /// A flag: no value.
    case none
    /// One of `choices`.
    case choice([String])
    /// One of `choices`, or a number the command checks (`--require aa`, `--require 4.5`).
    case choiceOrNumber([String])
    /// A file path.
    case path
    /// A number, checked by the command.
    case number
    /// Any text, checked by the command.
    case text
  }

  /// `format` for `--format`.
  let name: String
  /// A one-letter alias such as `h` for `-h`.
  let short: Character?
  /// `FORMAT` in usage lines; empty for a flag.
  let placeholder: String
  let value: Value
  /// One sentence; help adds the allowed values of a choice.
  let help: String
  /// Whether the form that takes it needs it (`palette export --to FORMAT`): usage shows it without brackets.
  let required: Bool
  /// A shell line that uses it, which the man page shows under the option and a test runs from an empty store.
  let example: String?

  init(
    _ name: String, short: Character? = nil, placeholder: String = "", value: Value = .none, help: String,
    required: Bool = false, example: String? = nil
  ) {
    self.name = name
    self.short = short
    self.placeholder = placeholder
    self.value = value
    self.help = help
    self.required = required
    self.example = example
  }

  /// `--format`
  var flag: String { "--" + name }

  /// Every spelling of the option as a word of its own: `--format` and `-f`.
  var flags: [String] { [flag] + (short.map { ["-\($0)"] } ?? []) }

  var takesValue: Bool { value != .none }

  /// `--format FORMAT` or `--strict`.
  var synopsis: String { takesValue ? flag + " " + placeholder : flag }

  /// `--format` for looking its value up (every command's has this name).
  static let anyFormat = format([])

  /// `--format` with the names of the formats a command prints (`OutputFormat.names` for all of them).
  static func format(_ names: [String]) -> OptionSpec {
    OptionSpec(
      "format", short: "f", placeholder: "FORMAT", value: .choice(names),
      help: names.contains("value")
        ? "Output format (default swatch on a terminal, value when piped or redirected)."
        : "Output format (default swatch).")
  }

  static let color = OptionSpec(
    "color", placeholder: "WHEN", value: .choice(["auto", "always", "never"]),
    help: "When to color the output (default auto).")
  static let store = OptionSpec(
    "store", placeholder: "PATH", value: .path, help: "The store file (beats COLORMIX_STORE and the default).")
  static let strict = OptionSpec(
    "strict", help: "Treat an out-of-range value or a color outside sRGB as an error (exit 65) instead of clamping it.")
  /// `save --strict`: the palette keeps a color outside sRGB as it is, so only a clamped value is refused.
  static let saveStrict = OptionSpec(
    "strict", help: "Treat an out-of-range value as an error (exit 65) instead of clamping it.")
  static let replace = OptionSpec("replace", help: "Overwrite a saved color of the same name.")
  static let catalog = OptionSpec(
    "catalog", placeholder: "NAME", value: .choice(["css", "crayola"]), help: "One catalog only.")
  /// `--catalog` on commands that print a color.
  static let nearestCatalog = OptionSpec(
    "catalog", placeholder: "NAME", value: .choice(["css", "crayola"]),
    help: "Take the nearest name from one catalog only.")
  static let amount = OptionSpec(
    "amount", placeholder: "P", value: .number, help: "How far to move toward COLOR, 0–100 percent (default 50).")
  static let steps = OptionSpec(
    "steps", placeholder: "N", value: .number,
    help: "How many colors, ends included: 2–256 (default 5, or the number of stops when more).")
  static let space = OptionSpec(
    "space", placeholder: "SPACE", value: .choice(["oklab", "srgb", "linear"]),
    help: "Where to interpolate (default oklab).")
  static let require = OptionSpec(
    "require", placeholder: "LEVEL", value: .choiceOrNumber(ContrastRequirement.levelNames),
    help:
      "Exit 1 when any pair fails this WCAG level (aa 4.5:1, aa-large 3:1, aaa 7:1, aaa-large 4.5:1) or a ratio "
      + "of 1–21 (4.5, 10:1).",
    example: "colormix contrast '#767676' white --require 4.5:1")
  /// `terminal`'s `--require`: the theme's text colors on its background.
  static let themeRequire = OptionSpec(
    "require", placeholder: "LEVEL", value: .choiceOrNumber(ContrastRequirement.levelNames),
    help:
      "Exit 1 when the foreground or any of colors 1–7 and 9–15 fails this WCAG level or ratio on the "
      + "background.")
  /// `palette check`'s `--require`: the theme's text colors on its background, or the pairs named.
  static let checkRequire = OptionSpec(
    "require", placeholder: "LEVEL", value: .choiceOrNumber(ContrastRequirement.levelNames),
    help:
      "The WCAG level (default aa) or ratio of 1–21 each pair must reach; exit 1 when any pair fails it.",
    example: "colormix theme '#7aa2f7' --require aaa --save >/dev/null && colormix palette check --require aaa")
  /// `palette check --pairs`: the pairs to check instead of the theme.
  static let pairs = OptionSpec(
    "pairs", placeholder: "FG:BG,…", value: .text,
    help: "Check these pairs of saved names (text color:background) instead of the theme.",
    example: "colormix save ink '#1f2937' && colormix save page '#f9fafb' && colormix palette check --pairs ink:page")
  static let save = OptionSpec(
    "save", help: "Save the colors in the palette as foreground, background, cursor, color0…color15.")
  static let backdrop = OptionSpec(
    "backdrop", placeholder: "COLOR", value: .text,
    help: "The opaque color a translucent background is laid over before the ratio (default white).")
  static let palette = OptionSpec("palette", help: "Empty the palette instead of resetting the color.")
  /// `--shape` for looking its value up.
  static let anyShape = shape([])
  /// `show`'s `--shape`: the block or the mixer's polygon.
  static let showShape = OptionSpec(
    "shape", placeholder: "SHAPE", value: .choice(["block", "polygon"]),
    help: "Print a framed block of the color with its values and nearest names, or the mixer's polygon view.")
  /// `--shape` on the other commands that print a color: the block only.
  static let blockShape = OptionSpec(
    "shape", placeholder: "SHAPE", value: .choice(["block"]),
    help: "Print a framed block of the color with its values and nearest names instead of one line.")

  static func shape(_ names: [String]) -> OptionSpec {
    OptionSpec("shape", placeholder: "SHAPE", value: .choice(names), help: "")
  }
  static let sides = OptionSpec(
    "sides", placeholder: "N", value: .choice((3...12).map { String($0) }),
    help: "The polygon's sides (default: the stored sides); implies --shape polygon.")
  static let exportFormat = OptionSpec(
    "to", placeholder: "FORMAT",
    value: .choice(PaletteFormat.allCases.map(\.rawValue) + PictureFormat.allCases.map(\.name)),
    help: "The format to write the palette in, or svg or html for a picture of it (a palette card).",
    required: true, example: "colormix save sky '#38bdf8' && colormix palette export --to html > palette.html")
  /// `contrast --grid`: every color on every color.
  static let grid = OptionSpec(
    "grid", help: "Measure every COLOR as text on every COLOR (none: the palette's colors), a table or a picture.",
    example: "colormix contrast --grid white black '#2563eb' '#fde68a' --to html > grid.html")
  /// `--to svg|html`: the colors a command prints, as a picture.
  static let picture = OptionSpec(
    "to", placeholder: "PICTURE", value: .choice(PictureFormat.allCases.map(\.name)),
    help: "Write the colors as one picture on standard output: an SVG image or an HTML page.",
    example: "colormix distinct 8 --on white --to svg > chart.svg")
  static let paletteName = OptionSpec(
    "name", placeholder: "NAME", value: .text,
    help: "The palette's name where the format has one (default colormix).")
  static let importFormat = OptionSpec(
    "from", placeholder: "FORMAT", value: .choice(PaletteFormat.allCases.map(\.rawValue)),
    help: "The format to read (default: worked out from the content).")
  static let skipBad = OptionSpec(
    "skip-bad", help: "Skip the entries that cannot be imported and import the others (the default; for scripts).")
  /// `palette export --fallback`: sRGB fallbacks in CSS for the colors outside sRGB.
  static let fallback = OptionSpec(
    "fallback",
    help: "In CSS, declare each color outside sRGB as its sRGB mapping, and as it is in an @supports block.")
  /// `palette import --scheme`: the color scheme a style sheet's colors are taken for.
  static let scheme = OptionSpec(
    "scheme", placeholder: "SCHEME", value: .choice(ColorScheme.allCases.map(\.rawValue)),
    help: "The color scheme whose colors a CSS file gives (default light).")
  /// `palette import --strict`: any entry skipped or clamped is an error.
  static let importStrict = OptionSpec(
    "strict",
    help: "Treat an entry that cannot be imported, or one whose values were clamped, as an error: nothing is imported "
      + "(exit 65).")
  /// `paint`'s options.
  static let on = OptionSpec(
    "on", placeholder: "BG", value: .text, help: "The background color (any COLOR).")
  static let bold = OptionSpec("bold", help: "Bold text.")
  static let italic = OptionSpec("italic", help: "Italic text.")
  static let underline = OptionSpec("underline", help: "Underlined text.")
  static let noNewline = OptionSpec("no-newline", short: "n", help: "Do not end the text with a newline.")
  static let prompt = OptionSpec(
    // PromptShell's names, written out: a key path would cost every paint its metadata at run time.
    "prompt", placeholder: "SHELL", value: .choice(["bash", "zsh"]),
    help: "Write for the prompt of SHELL: each escape marked as taking no columns, the text escaped as it needs.")
  static let help = OptionSpec("help", short: "h", help: "Show help and exit.")
  static let version = OptionSpec("version", short: "V", help: "Show the version and exit.")
  static let quiet = OptionSpec("quiet", short: "q", help: "Print no warnings or notes (errors still print).")

  /// Options every command accepts, besides its own.
  static let global: [OptionSpec] = [.help, .version, .quiet]

}
