import ColorCore

/// The options of the commands that generate, arrange, compare and simulate colors.
extension OptionSpec {
  /// `theme`'s options.
  static let themeScheme = OptionSpec(
    "scheme", placeholder: "SCHEME", value: .choice(ThemeGenerator.Scheme.allCases.map(\.rawValue)),
    help: "A theme for a dark background or a light one (default dark).",
    example: "colormix theme '#7aa2f7' --scheme light")
  static let themeGenerateRequire = OptionSpec(
    "require", placeholder: "LEVEL", value: .choiceOrNumber(ContrastRequirement.levelNames),
    help: "The WCAG level or ratio of 1–21 every color1–7 and 9–15 reaches on the background (default aa).",
    example: "colormix theme '#7aa2f7' --require aaa")
  static let themeSave = OptionSpec(
    "save", help: "Write the roles into the palette, replacing those roles and nothing else.",
    example: "colormix theme '#7aa2f7' --save && colormix palette export --to kitty")
  /// `textcolor`'s options.
  static let from = OptionSpec(
    "from", help: "Choose the text color among the colors after the background instead of black and white.",
    example: "colormix textcolor '#2563eb' --from '#f8fafc' '#fde68a' '#111827'")
  static let fromPalette = OptionSpec(
    "from-palette", help: "Choose the text color among the saved colors.",
    example: "colormix save ink '#111827' && colormix textcolor '#fde68a' --from-palette")
  static let textRequire = OptionSpec(
    "require", placeholder: "LEVEL", value: .choiceOrNumber(ContrastRequirement.levelNames),
    help: "With --from or --from-palette: the first candidate that meets this WCAG level or ratio of 1–21.",
    example: "colormix textcolor '#2563eb' --from '#93c5fd' '#f8fafc' --require aa")
  /// `distinct`'s options.
  static let minContrast = OptionSpec(
    "min-contrast", placeholder: "RATIO", value: .number,
    help: "The least WCAG 2 contrast ratio of every new color on --on BG (default 3).",
    example: "colormix distinct 6 --on white --min-contrast 4.5")
  static let deficiency = OptionSpec(
    "deficiency", placeholder: "KIND", value: .choice(["protan", "deutan", "tritan", "all"]),
    help: "Keep the colors apart as seen with this color-vision deficiency too (all: each of the three).",
    example: "colormix distinct 5 --deficiency deutan --verbose")
  /// `scale`'s options.
  static let scaleSteps = OptionSpec(
    "steps", placeholder: "N", value: .number, help: "How many steps, named 1 to N: 2–26 (default the 11 of --names).",
    example: "colormix scale teal --steps 5")
  static let scaleNames = OptionSpec(
    "names", placeholder: "LIST", value: .text,
    help: "The steps' names, separated by commas (default 50,100,200,…,900,950).",
    example: "colormix scale teal --names 1,2,3,4,5,6,7,8,9,10,11,12")
  static let gamut = OptionSpec(
    "gamut", placeholder: "GAMUT", value: .choice(ColorScale.gamuts.map(\.name)),
    help: "The gamut every step lies inside (default srgb).",
    example: "colormix scale 'oklch(0.7 0.25 150)' --gamut display-p3")
  static let scaleContrast = OptionSpec(
    "contrast", placeholder: "LIST", value: .text,
    help: "Make each step the WCAG 2 contrast ratio on --on BG of this list (1–21, separated by commas).",
    example: "colormix scale teal --contrast 1.25,3,4.5,7 --on '#0f172a'")
  static let scaleSave = OptionSpec(
    "save", placeholder: "PREFIX", value: .text, help: "Save the steps in the palette as PREFIX-NAME.",
    example: "colormix scale teal --save teal && colormix palette export --to css")
  static let count = OptionSpec(
    "count", placeholder: "N", value: .number, help: "How many colors: 1–10000 (default 1); the same as N.")
  static let seed = OptionSpec(
    "seed", placeholder: "S", value: .number,
    help: "Seed the generator with S (0–18446744073709551615) for output that is the same on every run.")
  static let kind = OptionSpec(
    "kind", placeholder: "KIND", value: .choice(RandomColorKind.allCases.map(\.rawValue)),
    help: "Which colors: any sRGB color, vivid or pastel (OKLCH regions) or gray (default any).")
  static let verbose = OptionSpec(
    "verbose", help: "Say more on standard error (the seed; for distinct, the distance reached).")
  /// `textcolor --verbose`.
  static let textVerbose = OptionSpec(
    "verbose", help: "Say the contrast ratios of black and of white on the color on standard error.")
  static let by = OptionSpec(
    "by", placeholder: "KEY", value: .choice(ColorOrder.allCases.map(\.rawValue)),
    help: "What to sort by (default hue).")
  static let reverse = OptionSpec("reverse", help: "Sort in the opposite order (equal colors keep their order).")
  static let sort = OptionSpec(
    "sort", placeholder: "KEY", value: .choice(ColorOrder.allCases.map(\.rawValue)),
    help: "List in this order (the file keeps its own).")
  static let simulate = OptionSpec(
    "simulate", placeholder: "KIND", value: .choice(VisionDeficiency.allCases.map(\.rawValue)),
    help: "Show the colors as seen with this color-vision deficiency.")
  static let severity = OptionSpec(
    "severity", placeholder: "S", value: .number,
    help: "How severe the deficiency is: 0–100 percent (default 100, the full deficiency).")
}
