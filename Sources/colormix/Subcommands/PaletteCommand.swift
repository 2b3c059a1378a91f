import ColorCore
import ColorTerminal

/// `colormix palette [--sort KEY] [--simulate KIND [--severity S]]`: lists the saved colors; `palette export` and
/// `palette import` exchange them with other tools.
struct PaletteCommand: Subcommand {
  static let name = "palette"
  static let spec = CommandSpec(
    name, summary: "List the saved colors, export or import them, or check their contrast.",
    discussion: """
      Each line is an entry: its hex, its name, its channels (and alpha), the CSS text it keeps when that says more
      than the hex (oklch(63.7% 0.237 25.331)), and its other names (also named zinc-50). --sort KEY lists them in
      the order of colormix sort --by KEY (name: the saved names); the file keeps its order. --simulate KIND shows
      each as seen with that color-vision deficiency (as colormix simulate, at --severity S, default 100), rounded
      to tenths like a saved color; the sort is by the saved colors.
      export writes the palette to standard output as a GIMP palette (gpl), CSS custom properties (css), hex lines
      (hex), colormix JSON (json), W3C design tokens (tokens; Style Dictionary's classic files are read too), or a
      terminal theme: kitty, alacritty, wezterm, ghostty, windows-terminal, iterm2, xresources or base16, which
      hold the entries named foreground, background, cursor and color0 to color15 (base16: base00 to base0F) and
      list the others on stderr as not written. css writes each color in its own notation and an alias as
      var(--name) (--fallback adds sRGB fallbacks for colors outside sRGB), tokens each in its notation's space
      and an alias as {name}, json and iterm2 exactly; gpl, hex and the terminal themes write the sRGB mapping and
      say on stderr which colors lie outside sRGB.
      check measures, as terminal --require does and with no terminal, the contrast of the theme's foreground and
      color1–color7 and color9–color15 on its background (the entries of those names, or base16's), or of the pairs
      of saved names --pairs FG:BG,… gives (a name may hold a colon: each pair splits at its last), against
      --require LEVEL or RATIO (default aa): a line a pair, or JSON, and exit 1 when any pair fails it.
      import reads FILE (- for standard input) in any of these, in the format its content (or a decisive file name:
      .itermcolors, .Xresources, .toml) shows unless --from is given; each entry follows save's rules: every color
      is kept exactly as written (wide gamut and alpha too), a color already saved under another name gains the
      entry's name as an alias, and a name the palette or the file holds for another color is refused. An entry
      that cannot be imported is skipped with a warning naming its line and why, and the others are imported; a
      file none of whose entries can be imported is exit 65, and so is any skipped entry with --strict, which then
      imports nothing. A CSS file's colors for a color scheme (@media (prefers-color-scheme: dark), .dark,
      [data-theme="dark"], light-dark()) are taken for --scheme (default light), replacing the same names' colors
      of no scheme; the other scheme's are left and counted; a color in an @supports or color-gamut block replaces
      the sRGB one of its name. Entries without a name are named by their hex. A CSS declaration or token that is
      not a color (4px) is skipped and counted; an alias (var(--brand), {color.brand}) is resolved, and its name
      is another name of the color it comes to. A value out of range is clamped as CSS clamps it, with a warning
      (--strict refuses the file); a gpl or json value out of range is refused, and a json channel finer than
      tenths is kept to tenths, with a warning.
      """,
    options: [.sort, .simulate, .severity, .picture, .format(["swatch", "json"]), .color, .store],
    actions: [
      ActionSpec(
        "export", summary: "Write the palette to standard output in another format.",
        options: [.exportFormat, .paletteName, .fallback, .store]),
      ActionSpec(
        "import", summary: "Add the colors of FILE (- for standard input) to the palette.",
        arguments: [ArgumentSpec("FILE", .file)],
        options: [.importFormat, .scheme, .replace, .importStrict, .skipBad, .store]),
      ActionSpec(
        "check", summary: "Check the contrast of the theme's text colors on its background, or of pairs.",
        options: [.checkRequire, .pairs, .format(["swatch", "json"]), .store]),
    ],
    examples: [
      """
      printf 'GIMP Palette\\n128 51 204 grape\\n255 99 71 tomato\\n' | colormix palette import -
      colormix: imported 2 colors
      """,
      """
      colormix palette
      #8033cc  grape   red 50.2  green 20  blue 80
      #ff6347  tomato  red 100  green 38.8  blue 27.8
      """,
      """
      printf 'background #0c2238\\n' | colormix palette import - && colormix palette export --to windows-terminal
      colormix: imported 1 color
      colormix: warning: windows-terminal holds only foreground, background, cursor and color0–color15; 2 entries not written: 'grape', 'tomato'
      {
        "name": "colormix",
        "background": "#0c2238"
      }
      """,
      """
      printf 'foreground #c8d3df\\ncolor1 #cc241d\\n' | colormix palette import -q - && colormix palette check; echo $?
      foreground on background  #c8d3df on #0c2238: 10.63:1  pass
      color1 on background      #cc241d on #0c2238: 2.95:1  fail
      colormix: error: 1 of 2 pairs fail --require aa (4.5:1).
      1
      """,
    ])

  /// What the command line asks for.
  enum Action {
    case list
    case export(PaletteExport)
    case importing(PaletteImport)
    case check(PaletteCheck)
  }

  var action: Action
  var format: OutputFormat
  var order: ColorOrder?
  var deficiency: VisionDeficiency?
  var severity: Double

  init(_ parsed: ParsedCommandLine) throws {
    switch parsed.arguments.first {
    case "export": action = .export(try PaletteExport(parsed))
    case "import": action = .importing(PaletteImport(parsed))
    case "check": action = .check(try PaletteCheck(parsed))
    default: action = .list
    }
    format = parsed.reportFormat
    order = parsed.value(.sort).flatMap(ColorOrder.init(rawValue:))
    deficiency = parsed.value(.simulate).flatMap(VisionDeficiency.init(rawValue:))
    if deficiency == nil && parsed.has(.severity) {
      throw UsageError.optionNeedsOption("--severity", needs: "--simulate KIND")
    }
    severity = try SimulateCommand.severity(parsed)
  }

  func run(_ context: Context) throws {
    switch action {
    case .list: try list(context)
    case .export(let export): try export.run(context)
    case .importing(let importing): try importing.run(context)
    case .check(let check): try check.run(context)
    }
  }

  private func list(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    var entries = loaded.entries
    ColorPrinter.warn(loaded.warnings, context)
    if let order {
      let indices = order.sortedIndices(entries.map { Color($0.color) }, names: entries.map(\.name))
      entries = indices.map { entries[$0] }
    }
    if let deficiency {
      entries = entries.map { entry in
        let seen = Color(entry.color).simulating(deficiency, severity: severity)
        return PaletteEntry(name: entry.name, color: StoredColor(rounding: seen))
      }
    }
    if let picture = context.picture {
      picture.write(PaletteExport.card(entries, title: picture.title), context.output)
      return
    }
    // An empty palette draws nothing, so it has nothing approximated to note.
    let depth = context.depth(drawing: format != .json && !entries.isEmpty)
    context.output.write(ColorTable.palette(entries, format: format, depth: depth))
  }
}
