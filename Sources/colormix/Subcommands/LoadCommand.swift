import ColorCore
import ColorTerminal

/// `colormix load NAME`: makes a saved color current.
struct LoadCommand: Subcommand {
  static let name = "load"
  static let spec = CommandSpec(
    name, summary: "Make a saved color the current color.", forms: [[ArgumentSpec("NAME", .paletteName)]],
    options: [.format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape])

  var name: String
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    name = parsed.arguments[0]
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let (entry, warnings) = try context.paletteStore().entry(named: name)
    let updated = try context.colorStore().update { _ in ColorStore.Change(color: entry.color) }
    try ColorPrinter.print(updated.color, warnings: warnings + updated.warnings, format: format, context)
  }
}
