import ColorCore
import ColorTerminal

/// `colormix reset [--palette]`: back to black, or an empty palette.
struct ResetCommand: Subcommand {
  static let name = "reset"
  static let spec = CommandSpec(
    name, summary: "Set the color back to black (or, with --palette, empty the palette).",
    discussion: """
      Prints black as show would. With --palette it empties the palette instead, leaves the color alone and
      prints nothing. A corrupt store or palette file is moved aside to <file>.corrupt (or <file>.corrupt.N)
      first, with a warning.
      """,
    options: [.palette, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set tomato --format hex
      #ff6347
      """,
      """
      colormix reset
      #000000
      """,
      """
      colormix reset --palette
      """,
    ])

  var palette: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    palette = parsed.has(.palette)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    if palette {
      if let moved = try context.paletteStore().reset() {
        context.output.warn("moved the corrupt palette file to \(Visible.escape(moved)); starting empty")
      }
      return
    }
    if let moved = try context.colorStore().reset() {
      context.output.warn("moved the corrupt store file to \(Visible.escape(moved)); starting from black")
    }
    try ColorPrinter.print(.black, warnings: [], format: format, context)
  }
}
