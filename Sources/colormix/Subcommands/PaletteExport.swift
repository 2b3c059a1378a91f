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
    let written = loaded.entries.prefix(loaded.entries.count - leftOut)
    if leftOut > 0 {
      context.output.warn(
        "a kitty theme holds \(PaletteFormat.kittyLimit) colors (color0 to color255); the last \(leftOut) "
          + (leftOut == 1 ? "entry was" : "entries were") + " left out")
    }
    if !format.holdsAlpha, let warning = PaletteExport.alphaDropped(written, format: format) {
      context.output.warn(warning)
    }
    context.output.write(bytes: format.document(loaded.entries, name: name))
  }

  /// The most names the warning about dropped alphas lists.
  static let listedNames = 10

  /// `gpl has no alpha; 2 colors written opaque: overlay, shadow` for the translucent entries among `entries`
  /// (names escaped, the first `listedNames` of them); nil when there is none.
  static func alphaDropped(_ entries: ArraySlice<PaletteEntry>, format: PaletteFormat) -> String? {
    let names = entries.filter { $0.alpha != nil }.map { Visible.escape($0.name) }
    guard !names.isEmpty else { return nil }
    var listed = names.prefix(listedNames).joined(separator: ", ")
    if names.count > listedNames { listed += " and \(names.count - listedNames) more" }
    let colors = names.count == 1 ? "1 color" : "\(names.count) colors"
    return "\(format.rawValue) has no alpha; \(colors) written opaque: \(listed)"
  }
}
