import ColorCore

/// `colormix show`: prints the current color.
struct ShowCommand: Subcommand {
  static let spec = CommandSpec(
    "show", summary: "Print the current color.",
    discussion: "With no command, colormix runs show. The swatch and JSON name the nearest catalog color.",
    options: [.format(OutputFormat.names), .color, .store])

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let (color, warnings) = try context.colorStore().load()
    try ColorPrinter.print(color, warnings: warnings, format: format, context)
  }
}
