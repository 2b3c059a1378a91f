import ColorCore
import ColorTerminal

/// `colormix save NAME`: keeps the current color in the palette.
struct SaveCommand: Subcommand {
  static let name = "save"
  static let spec = CommandSpec(
    name, summary: "Save the current color in the palette under NAME.",
    discussion: """
      NAME is 1–64 characters without control characters. A color whose hex is already saved is not saved twice
      (it says under which name); a NAME that holds a different color is refused unless --replace is given.
      """,
    forms: [[ArgumentSpec("NAME", .text)]],
    options: [.replace, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 --format hex
      #8033cc
      """,
      """
      colormix save grape
      #8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)  saved as grape
      """,
      """
      colormix save purple
      colormix: already saved as grape
      #8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)  saved as grape
      """,
      """
      colormix set tomato >/dev/null; colormix save grape; echo $?
      colormix: error: The palette already has a different color named 'grape'; use --replace to overwrite it.
      65
      """,
    ])

  var name: String
  var replace: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    name = try PaletteEntry.validName(parsed.arguments[0])
    replace = parsed.has(.replace)
    format = parsed.format
  }

  /// The palette's rules (`Palette.save`): one entry per hex; a taken name needs `--replace`.
  func run(_ context: Context) throws {
    let loaded = try context.colorStore().load()
    let (color, colorWarnings) = (loaded.color, loaded.warnings)
    ColorPrinter.warn(colorWarnings, context)
    let result = try context.paletteStore().save(color, as: name, replacing: replace)
    let (outcome, warnings) = (result.outcome, result.warnings)
    ColorPrinter.warn(warnings, context)
    var saved = name
    if case .alreadySaved(let existing) = outcome {
      context.output.note("already saved as \(Visible.escape(existing))")
      saved = existing
    }
    try ColorPrinter.print(
      color, warnings: [], format: format, saved: saved, alreadyWarned: colorWarnings + warnings, context)
  }
}
