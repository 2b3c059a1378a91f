import ColorCore
import ColorTerminal

/// `colormix theme COLOR [--scheme dark|light] [--require LEVEL] [--save]`: a terminal theme made from one color
/// (`ThemeGenerator`), a line a role.
struct ThemeCommand: Subcommand {
  static let name = "theme"
  static let spec = CommandSpec(
    name, summary: "Print a terminal theme made from a color, every text color readable on its background.",
    discussion: """
      A line a role, in the order terminal lists them: NAME and the color in --format (piped: its hex; on a
      terminal: the swatch). The background and foreground are tinted with COLOR's OKLCH hue (dark for --scheme
      dark, the default; light for light; neutral for a gray COLOR), the cursor is COLOR (lighter or darker where
      it would not reach 3:1 on the background), color0, color7, color8 and color15 are grays of that hue, and color1–color6 and color9–color14 sit in their OKLCH hue bands: red 340–50°, yellow 75–115°, green
      120–160°, cyan 180–220°, blue 235–275°, magenta 300–345°, the bright colors lighter than their normals in a
      dark scheme and darker in a light one. Every color1–7 and 9–15 reaches --require LEVEL or RATIO on the
      background (default aa, 4.5:1), the foreground at least 7:1 and color8 at least 3:1: palette check passes on
      it by construction. A requirement the background cannot give is an error (65). --save writes the roles into
      the palette, replacing those roles and nothing else, so palette export --to kitty (or any theme format),
      palette check and terminal apply follow.
      """,
    forms: [[ArgumentSpec("COLOR", .color)]],
    options: [
      .themeScheme, .themeGenerateRequire, .themeSave, .picture, .format(OutputFormat.names), .nearestCatalog, .color,
      .store,
    ],
    examples: [
      """
      colormix theme '#7aa2f7' --format hex | head -3
      foreground  #e3e8f2
      background  #0f141d
      cursor      #7aa2f7
      """,
      """
      colormix theme '#7aa2f7' --save >/dev/null && colormix palette check --require aa >/dev/null; echo $?
      colormix: saved 19 of 19 colors in the palette
      0
      """,
    ])

  var key: String
  var scheme: ThemeGenerator.Scheme
  var requirement: ContrastRequirement
  var save: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    key = parsed.arguments[0]
    scheme = parsed.value(.themeScheme).flatMap(ThemeGenerator.Scheme.init(rawValue:)) ?? .dark
    requirement = try parsed.requirement(.themeGenerateRequire) ?? ContrastRequirement(.aaNormal)
    save = parsed.has(.themeSave)
    format = parsed.format
  }

  var printsOnly: Bool { !save }

  /// The requirement cannot be met on the theme's background: exit 65.
  struct Unreachable: Error, CustomStringConvertible {
    var requirement: ContrastRequirement
    var description: String {
      "The theme's background cannot give \(requirement) to every text color; ask for less."
    }
  }

  func run(_ context: Context) throws {
    let reading = try ColorResolver.read(key, context).asOperand
    ColorPrinter.warn(reading.warnings, context)
    let theme = ThemeGenerator(key: reading.exact, scheme: scheme, requirement: requirement).theme
    guard ContrastAudit(theme: theme, requirement: requirement).failing.isEmpty else {
      throw Unreachable(requirement: requirement)
    }
    if save { try TerminalCommand.store(theme, replacing: true, context) }
    if let picture = context.picture {
      let audit = ContrastAudit(theme: theme, requirement: requirement)
      picture.write(ColorPicture.theme(title: picture.title, theme: theme, audit: audit), context.output)
      return
    }
    let width = theme.colors.map(\.role.name.count).max() ?? 0
    let depth = context.depth(drawing: format == .swatch)
    for (role, color) in theme.colors {
      let report = ColorPrinter.report(color, warnings: [], gamut: [], format: format, context)
      let padding = String(repeating: " ", count: width - role.name.count + 2)
      context.output.write(role.name + padding + report.render(format, depth: depth) + "\n")
    }
  }
}
