import ColorCore
import ColorTerminal

/// `colormix palette`: lists the saved colors; `palette export` and `palette import` exchange them with other
/// tools.
struct PaletteCommand: Subcommand {
  static let name = "palette"
  static let spec = CommandSpec(
    name, summary: "List the saved colors, or export or import them.",
    discussion: """
      export writes the palette to standard output as a GIMP palette (gpl), CSS custom properties (css), hex lines
      (hex), colormix JSON (json), W3C design tokens (tokens) or a kitty theme fragment (kitty, at most 256 colors).
      import reads FILE (- for standard input) in any of these but kitty, in the format its content shows unless
      --from is given; each entry follows save's rules (name rules, no color or name twice), and a file with any
      refused entry imports nothing (exit 65) unless --skip-bad. Entries without a name are named by their hex.
      """,
    options: [.format(["swatch", "json"]), .color, .store],
    actions: [
      ActionSpec(
        "export", summary: "Write the palette to standard output in another format.",
        options: [.exportFormat, .paletteName, .store]),
      ActionSpec(
        "import", summary: "Add the colors of FILE (- for standard input) to the palette.",
        arguments: [ArgumentSpec("FILE", .file)], options: [.importFormat, .replace, .skipBad, .store]),
    ])

  /// What the command line asks for.
  enum Action {
    case list(OutputFormat)
    case export(PaletteExport)
    case importing(PaletteImport)
  }

  var action: Action

  init(_ parsed: ParsedCommandLine) throws {
    switch parsed.arguments.first {
    case "export": action = .export(try PaletteExport(parsed))
    case "import": action = .importing(PaletteImport(parsed))
    default: action = .list(parsed.format)
    }
  }

  func run(_ context: Context) throws {
    switch action {
    case .list(let format):
      let loaded = try context.paletteStore().load()
      let (entries, warnings) = (loaded.entries, loaded.warnings)
      ColorPrinter.warn(warnings, context)
      context.output.write(ColorTable.palette(entries, format: format, depth: context.depth))
    case .export(let export): try export.run(context)
    case .importing(let importing): try importing.run(context)
    }
  }
}
