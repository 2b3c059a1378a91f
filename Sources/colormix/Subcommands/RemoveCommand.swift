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
    let store = try context.paletteStore()
    // An unknown name is refused after a plain read, so that its suggestions are never worked out under the lock
    // (a name removed by another process in between is refused there without them).
    _ = try PaletteEntry.find(name, in: store.load().entries)
    let (_, warnings) = try store.update { entries in
      let entry = try PaletteEntry.find(name, in: entries, suggesting: false)
      return (entries.filter { $0.name != entry.name }, ())
    }
    ColorPrinter.warn(warnings, context)
  }
}
