import ColorCore
import ColorTerminal

/// `colormix save NAME`: keeps the current color in the palette.
struct SaveCommand: Subcommand {
  static let name = "save"
  static let spec = CommandSpec(
    name, summary: "Save the current color in the palette under NAME.",
    discussion: """
      NAME is 1–64 characters without control characters. A color already saved under another name is not saved
      twice; a NAME that holds a different color is refused unless --replace is given.
      """,
    forms: [[ArgumentSpec("NAME", .text)]],
    options: [.replace, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape])

  var name: String
  var replace: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    name = try PaletteEntry.validName(parsed.arguments[0])
    replace = parsed.has(.replace)
    format = parsed.format
  }

  /// One entry per color; a taken name needs `--replace`.
  func run(_ context: Context) throws {
    let loaded = try context.colorStore().load()
    let (color, colorWarnings) = (loaded.color, loaded.warnings)
    ColorPrinter.warn(colorWarnings, context)
    let (existing, warnings) = try context.paletteStore().update { entries -> ([PaletteEntry]?, String?) in
      if !replace, let same = entries.first(where: { $0.color == color }) {
        return (nil, same.name)
      }
      if !replace, entries.contains(where: { $0.name == name && $0.color != color }) {
        throw InputError.paletteNameTaken(name)
      }
      var updated = entries.filter { $0.color != color || $0.name == name }
      if let index = updated.firstIndex(where: { $0.name == name }) {
        updated[index].color = color
      } else {
        updated.append(PaletteEntry(name: name, color: color))
      }
      return (updated, nil)
    }
    ColorPrinter.warn(warnings, context)
    if let existing { context.output.note("already saved as \(Visible.escape(existing))") }
    try ColorPrinter.print(
      color, warnings: [], format: format, saved: existing ?? name, alreadyWarned: colorWarnings + warnings, context)
  }
}
