import ColorCore
import ColorTerminal

/// `colormix palette`: lists the saved colors.
struct PaletteCommand: Subcommand {
  static let name = "palette"
  static let spec = CommandSpec(
    name, summary: "List the saved colors.", options: [.format(["swatch", "json"]), .color, .store])

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    let (entries, warnings) = (loaded.entries, loaded.warnings)
    ColorPrinter.warn(warnings, context)
    context.output.write(ColorTable.palette(entries, format: format, depth: context.depth(drawing: format != .json)))
  }
}
