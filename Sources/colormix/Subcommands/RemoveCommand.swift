import ColorCore

/// `colormix remove NAME`: deletes a saved color.
struct RemoveCommand: Subcommand {
  static let name = "remove"
  static let spec = CommandSpec(
    name, summary: "Delete a saved color.", forms: [[ArgumentSpec("NAME", .paletteName)]], options: [.store])

  var name: String

  init(_ parsed: ParsedCommandLine) {
    name = parsed.arguments[0]
  }

  func run(_ context: Context) throws {
    let (_, warnings) = try context.paletteStore().remove(named: name)
    ColorPrinter.warn(warnings, context)
  }
}
