import ColorCore

/// `colormix remove NAME`: deletes a saved color.
struct RemoveCommand: Subcommand {
  static let name = "remove"
  static let spec = CommandSpec(
    name, summary: "Delete a saved color.",
    discussion: """
      Deletes the name NAME and prints nothing: an entry with other names keeps them, and one without is deleted
      (every one, in a palette edited by hand that holds NAME twice). An unknown NAME is a usage error (64) that
      suggests close names.
      """,
    forms: [[ArgumentSpec("NAME", .paletteName)]], options: [.store],
    examples: [
      """
      colormix set 50 20 80 >/dev/null; colormix save grape --format hex
      #8033cc
      """,
      """
      colormix remove grape
      """,
      """
      colormix palette --format json
      []
      """,
    ])

  var name: String

  init(_ parsed: ParsedCommandLine) {
    name = parsed.arguments[0]
  }

  func run(_ context: Context) throws {
    let warnings = try context.paletteStore().remove(named: name).warnings
    ColorPrinter.warn(warnings, context)
  }
}
