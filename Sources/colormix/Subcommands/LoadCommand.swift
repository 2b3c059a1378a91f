import ColorCore
import ColorTerminal

/// `colormix load NAME`: makes a saved color current.
struct LoadCommand: Subcommand {
  static let name = "load"
  static let spec = CommandSpec(
    name, summary: "Make a saved color the current color.",
    discussion: """
      Stores the color saved as NAME and prints it as show does. An unknown NAME is a usage error (64) that
      suggests close names. A palette edited by hand that holds NAME twice gives the first.
      """,
    forms: [[ArgumentSpec("NAME", .paletteName)]],
    options: [.format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 >/dev/null; colormix save grape --format hex
      #8033cc
      """,
      """
      colormix reset --format hex
      #000000
      """,
      """
      colormix load grape
      #8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)  saved as grape
      """,
      """
      colormix load grap
      colormix: error: No saved color is named 'grap'. Did you mean 'grape'?
      """,
    ])

  var name: String
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    name = parsed.arguments[0]
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let found = try context.paletteStore().entry(named: name)
    let (entry, warnings) = (found.entry, found.warnings)
    let updated = try context.colorStore().update { _ in ColorStore.Change(color: entry.color) }
    try ColorPrinter.print(updated.color, warnings: warnings + updated.warnings, format: format, context)
  }
}
