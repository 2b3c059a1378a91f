import ColorCore
import ColorTerminal

/// `colormix terminal [--require LEVEL] [--save [--replace]]`: reads the running terminal's theme and audits it;
/// `terminal apply` sets the terminal's colors from the palette's role names, `terminal reset` gives it its own
/// back.
struct TerminalCommand: Subcommand {
  static let name = "terminal"
  static let spec = CommandSpec(
    name, summary: "Read the terminal's colors and check them on its background, or try the palette's on.",
    discussion: """
      Asks the controlling terminal (/dev/tty, so standard output may be a pipe) for its foreground, background,
      cursor and ANSI colors 0–15 (OSC 10, 11, 12 and 4), then for its Device Attributes, whose answer ends the
      wait; a terminal that answers nothing is waited for COLORMIX_TERMINAL_TIMEOUT seconds (default 1, whole
      milliseconds rounded up), then it is an error (exit 69); one that has begun to answer by then is read up to a second longer, to the end of
      its answer, so that none of it is left for the shell. Nothing is sent with TERM unset, empty or dumb, nor
      without a controlling terminal (69). Each color is printed with its hex, a sample on the terminal's
      background, its WCAG contrast ratio there with the AA verdict (4.5:1), and its nearest name; colors the terminal did not report are named on
      standard error. --format json prints one object; another format prints ROLE<TAB>VALUE a line. --require
      LEVEL exits 1 when the foreground or any of colors 1–7 and 9–15 fails LEVEL on the background. --save
      stores the colors in the palette under foreground, background, cursor, color0…color15 (role names may
      share a color; --replace for names holding other colors). apply sets the terminal's colors from those
      palette names (only the ones there), or from a palette without any from its base16 names (base00…base0F,
      mapped as every theme export maps them); a palette with neither is an error (65). The terminal's colors
      are opaque: a translucent one is sent opaque, with a warning naming it, and a warning names every palette
      entry not sent. reset gives the terminal its own colors back (OSC 104, 110, 111, 112).
      """,
    options: [.themeRequire, .save, .replace, .format(OutputFormat.names), .nearestCatalog, .color, .store],
    actions: [
      ActionSpec(
        "apply", summary: "Set the terminal's colors from the palette's foreground, background, cursor, color0…",
        options: [.store]),
      ActionSpec("reset", summary: "Give the terminal its own colors back."),
    ],
    examples: [
      """
      TERM=dumb colormix terminal; echo $?
      colormix: error: The terminal is TERM=dumb, which is sent no escape sequences; nothing was sent.
      69
      """,
      """
      colormix terminal apply; echo $?
      colormix: error: The palette has no terminal colors (foreground, background, cursor, color0…color15, base00…base0F); nothing was sent.
      65
      """,
      """
      colormix set '#1d1f21' >/dev/null; colormix save background >/dev/null; TERM=dumb colormix terminal apply; echo $?
      colormix: error: The terminal is TERM=dumb, which is sent no escape sequences; nothing was sent.
      69
      """,
    ])

  /// The palette holds no role names: `terminal apply` has nothing to set (exit 65).
  struct NoRoles: Error, CustomStringConvertible {
    var description: String {
      "The palette has no terminal colors (foreground, background, cursor, color0…color15, base00…base0F);"
        + " nothing was sent."
    }
  }

  enum Action {
    case read
    case apply
    case reset
  }

  var action: Action
  var format: OutputFormat
  var requirement: ContrastRequirement?
  var save: Bool
  var replace: Bool

  init(_ parsed: ParsedCommandLine) throws {
    switch parsed.arguments.first {
    case "apply": action = .apply
    case "reset": action = .reset
    default: action = .read
    }
    format = parsed.reportFormat
    requirement = try parsed.requirement(.themeRequire)
    save = parsed.has(.save)
    replace = parsed.has(.replace)
    if replace && !save { throw UsageError.optionNeedsOption("--replace", needs: "--save") }
  }

  func run(_ context: Context) throws {
    switch action {
    case .read: try read(context)
    case .apply:
      let loaded = try context.paletteStore().load()
      ColorPrinter.warn(loaded.warnings, context)
      let (theme, unused, translucent) = TerminalTheme.reading(palette: loaded.entries)
      guard !theme.isEmpty else { throw NoRoles() }
      try TerminalQuery.send(TerminalQuery.apply(theme), environment: context.environment)
      context.output.note("set \(ThemeReport.names(theme.colors.map(\.role)))")
      if let warning = PaletteExport.alphaDropped(names: translucent, holder: "the terminal", verb: "sent") {
        context.output.warn(warning)
      }
      if !unused.isEmpty {
        context.output.warn(
          PaletteExport.unwrittenNote(
            unused, holder: "the terminal takes only foreground, background, cursor and color0…color15",
            verb: "sent"))
      }
    case .reset:
      try TerminalQuery.send(TerminalQuery.reset, environment: context.environment)
    }
  }

  private func read(_ context: Context) throws {
    let timeout = try context.terminalTimeout()
    let term = TerminalQuery.termText(context.environment)
    let (replies, waited) = try TerminalQuery.ask(
      TerminalRole.all, timeout: timeout, environment: context.environment)
    let theme = replies.theme
    guard !theme.isEmpty else {
      throw replies.isComplete
        ? TerminalQueryError.noColors(term: term) : TerminalQueryError.noColorInTime(term: term, timeout: waited)
    }
    if requirement != nil && theme[.background] == nil { throw TerminalQueryError.noBackground(term: term) }
    if save { try TerminalCommand.store(theme, replacing: replace, context) }
    switch format {
    case .swatch:
      context.output.write(
        ThemeReport.table(theme, depth: context.depth(drawing: true), catalog: context.catalog))
    case .json:
      context.output.write(
        ThemeReport.json(theme, term: term, complete: replies.isComplete, catalog: context.catalog))
    default:
      context.output.write(
        ThemeReport.lines(theme, format: format, depth: context.depth(drawing: false), catalog: context.catalog))
    }
    let missing = theme.missing
    if !missing.isEmpty {
      let why = " (the time ran out before it answered them; COLORMIX_TERMINAL_TIMEOUT is how long)"
      context.output.note("the terminal did not report " + ThemeReport.names(missing) + (replies.isComplete ? "" : why))
    }
    if let requirement {
      let audit = ContrastAudit(theme: theme, requirement: requirement)
      let failing = TerminalRole.all.filter { role in audit.failing.contains { $0.foreground == role.name } }
      if !failing.isEmpty {
        let below = requirement.level ?? requirement.ratioText
        context.output.note("below \(below) on the background: " + ThemeReport.names(failing))
        throw RequirementFailure(
          requirement: requirement, failed: failing.count, pairs: audit.pairs.count, noun: "color")
      }
    }
  }

  /// Saves each color under its role's name, in one palette change, by save's rules for theme names: a role
  /// already holding the color is left as it is, a role holding another color needs `replace` (--replace); `theme
  /// --save` stores its theme so too.
  static func store(_ theme: TerminalTheme, replacing replace: Bool, _ context: Context) throws {
    let (notes, warnings) = try context.paletteStore().update(wrap: StoreRequestError.store) {
      entries throws(StoreRequestError) -> ([PaletteEntry]?, [String]) in
      var palette = Palette(entries: entries)
      var notes: [String] = []
      var saved: [String] = []
      for (role, color) in theme.colors {
        // Role names stand apart from the one-color rule: each role is saved, whatever color another holds.
        let outcome: Palette.SaveOutcome
        do throws(InputError) {
          outcome = try palette.save(PaletteEntry(name: role.name, color: color), replacing: replace)
        } catch {
          throw .input(error)
        }
        if case .alreadySaved(let existing) = outcome {
          notes.append("\(role.name) is already saved as \(Visible.escape(existing))")
        } else {
          saved.append(role.name)
        }
      }
      let changed = palette.entries != entries
      notes.append("saved \(saved.count) of \(theme.colors.count) colors in the palette")
      return (changed ? palette.entries : nil, notes)
    }
    ColorPrinter.warn(warnings, context)
    for note in notes { context.output.note(note) }
  }
}
