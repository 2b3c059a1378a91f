import ColorCore
import ColorTerminal

/// `colormix save NAME [COLOR]`: keeps the current color, or a given one, in the palette.
struct SaveCommand: Subcommand {
  static let name = "save"
  static let spec = CommandSpec(
    name, summary: "Save the current color, or COLOR, in the palette under NAME.",
    discussion: """
      NAME is 1–64 characters without control characters. The palette keeps each color exactly as it was given:
      its alpha, a color outside sRGB as it is, and the notation it was written in (oklch(63.7% 0.237 25.331),
      color(display-p3 0 1 0), rgb(0 0 0 / 0.5), #777777); the current color is saved as it was set. A color
      already saved under another name is one entry with one more name, an alias (it says: saved as mauve-50,
      also named zinc-50); two colors that differ, however little, are two entries. A NAME that holds a
      different color is refused unless --replace is given, which moves NAME to this color. With COLOR, that
      color is saved and the current color is left as it is.
      """,
    forms: [[ArgumentSpec("NAME", .text)], [ArgumentSpec("NAME", .text), ArgumentSpec("COLOR", .color)]],
    options: [.replace, .saveStrict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 --format hex
      #8033cc
      """,
      """
      colormix save grape --format swatch
      #8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)  saved as grape
      """,
      """
      colormix set tomato >/dev/null; colormix save grape; echo $?
      colormix: error: The palette already has a different color named 'grape'; use --replace to overwrite it.
      65
      """,
      """
      colormix save overlay 'rgb(0 0 0 / 0.5)'
      rgb(0 0 0 / 0.5)
      """,
    ])

  var name: String
  /// The color to save instead of the current one.
  var colorText: String?
  var replace: Bool
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    name = try PaletteEntry.validName(parsed.arguments[0])
    colorText = parsed.arguments.count > 1 ? parsed.arguments[1] : nil
    replace = parsed.has(.replace)
    strict = parsed.has(.saveStrict)
    format = parsed.format
  }

  /// The palette's rules (`Palette.save`): one entry per hex; a taken name needs `--replace`.
  func run(_ context: Context) throws {
    if let colorText { return try save(colorText, context) }
    let loaded = try context.colorStore().load()
    let (color, colorWarnings) = (loaded.color, loaded.warnings)
    ColorPrinter.warn(colorWarnings, context)
    var entry = PaletteEntry(name: name, color: loaded.exact)
    if let exact = loaded.exactColor { entry = PaletteEntry(name: name, color: exact.color, text: exact.text) }
    let result = try context.paletteStore().save(entry, replacing: replace)
    let (outcome, warnings) = (result.outcome, result.warnings)
    ColorPrinter.warn(warnings, context)
    let saved = SaveCommand.note(outcome, name: name, context)
    try ColorPrinter.print(
      color, exact: loaded.exactColor, warnings: [], format: format, saved: saved,
      alreadyWarned: colorWarnings + warnings, context)
  }

  /// Saves a given color, its alpha kept and its channels in tenths (mapped into sRGB when outside, with the
  /// warning), and prints the saved color; the current color is not read or changed.
  private func save(_ text: String, _ context: Context) throws {
    var reading = try ColorResolver.read(text, context)
    // The palette keeps a color outside sRGB as it is: nothing is mapped.
    reading.gamut = nil
    try ColorResolver.check(reading, strict: strict)
    let gamut = reading.gamutWarnings
    ColorPrinter.warn(reading.warnings, gamut: gamut, context)
    let entry = PaletteEntry(name: name, reading: reading)
    let result = try context.paletteStore().save(entry, replacing: replace)
    ColorPrinter.warn(result.warnings, context)
    let saved = SaveCommand.note(result.outcome, name: name, context)
    var report = ColorPrinter.report(
      entry.shownColor, stored: true, warnings: reading.warnings + result.warnings, gamut: gamut, format: format,
      context)
    (report.saved, report.savedIsKnown) = (saved, true)
    // The formats that hold more than the tenths print the entry as it is kept, as `show palette:NAME` does.
    (report.exact, report.text) = (entry.exact, entry.text)
    ColorPrinter.write(report, format: format, context)
  }

  /// Says what saving did when it is not what was asked (the color is saved under another name, or one more), and
  /// returns the name the color is saved as.
  static func note(_ outcome: Palette.SaveOutcome, name: String, _ context: Context) -> String {
    switch outcome {
    case .alreadySaved(let existing):
      context.output.note("already saved as \(Visible.escape(existing))")
      return existing
    case .aliased(let first):
      context.output.note("saved as \(Visible.escape(first)), also named \(Visible.escape(name))")
      return name
    case .added, .updated:
      return name
    }
  }
}
