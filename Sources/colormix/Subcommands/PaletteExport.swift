import ColorCore

/// `colormix palette export --to FORMAT [--name NAME]`: the palette as a document of another tool, on stdout.
struct PaletteExport: Runnable {
  var format: PaletteFormat
  /// The palette's name, where the format has one (default `colormix`); it follows the palette's name rules.
  var name: String

  init(_ parsed: ParsedCommandLine) throws {
    format = parsed.value(.exportFormat).flatMap(PaletteFormat.init(rawValue:)) ?? .json
    name = try parsed.value(.paletteName).map(PaletteEntry.validName) ?? PaletteFormat.defaultName
  }

  func run(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    ColorPrinter.warn(loaded.warnings, context)
    let leftOut = format == .kitty ? max(0, loaded.entries.count - PaletteFormat.kittyLimit) : 0
    if leftOut > 0 {
      context.output.warn(
        "a kitty theme holds \(PaletteFormat.kittyLimit) colors (color0 to color255); the last \(leftOut) "
          + (leftOut == 1 ? "entry was" : "entries were") + " left out")
    }
    context.output.write(bytes: format.document(loaded.entries, name: name))
  }
}
