import ColorCore

/// `colormix palette export --to FORMAT [--name NAME]`: the palette as a document of another tool, on stdout.
struct PaletteExport: Runnable {
  var format: PaletteFormat
  /// The palette's name, where the format has one (default `colormix`); it follows the palette's name rules.
  var name: String
  /// Whether CSS declares sRGB fallbacks for the colors outside sRGB.
  var fallbacks: Bool

  init(_ parsed: ParsedCommandLine) throws {
    // svg and html are pictures (`Frontend.picture`), not palette formats.
    format = parsed.value(.exportFormat).flatMap(PaletteFormat.init(rawValue:)) ?? .json
    name = try parsed.value(.paletteName).map(PaletteEntry.validName) ?? PaletteFormat.defaultName
    fallbacks = parsed.has(.fallback)
    if fallbacks && format != .css { throw UsageError.optionNeedsOption("--fallback", needs: "--to css") }
  }

  /// `kitty holds only foreground, background, cursor and color0–color255; 2 entries not written: 'grape', 'Sky
  /// Blue 1'`: the first 10 names, escaped and cut as a file's text is, then how many more.
  static func unwrittenNote(_ names: [String], format: PaletteFormat) -> String {
    unwrittenNote(
      names, holder: "\(format.rawValue) holds only \(format.themeNamesHeld ?? "its own names")", verb: "written")
  }

  /// `HOLDER; 2 entries not VERB: 'grape', 'Sky Blue 1'` (`verb` `written`, `sent`), as `unwrittenNote` lists them.
  static func unwrittenNote(_ names: [String], holder: String, verb: String) -> String {
    var text = "\(holder); \(names.count) " + (names.count == 1 ? "entry" : "entries") + " not \(verb): "
    text += names.prefix(10).map { "'\(Visible.excerpt($0, limit: 40))'" }.joined(separator: ", ")
    if names.count > 10 { text += " and \(names.count - 10) more" }
    return text
  }

  /// A palette card of `entries`: each with its names, its color exactly and its text as kept.
  static func card(_ entries: [PaletteEntry], title: String) -> ColorPicture {
    ColorPicture.card(
      title: title, swatches: entries.map { ColorPicture.Swatch(names: $0.names, color: $0.exact, text: $0.text) })
  }

  func run(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    ColorPrinter.warn(loaded.warnings, context)
    // `--to svg|html`: a picture of the palette, which holds every entry as it is.
    if let picture = context.picture {
      picture.write(PaletteExport.card(loaded.entries, title: picture.title), context.output)
      return
    }
    let (document, unwritten) = format.write(Palette(entries: loaded.entries), name: name, fallbacks: fallbacks)
    if !unwritten.isEmpty { context.output.warn(PaletteExport.unwrittenNote(unwritten, format: format)) }
    let left = Set(unwritten)
    let written = loaded.entries.filter { !left.contains($0.name) }
    if !format.holdsWideGamut {
      let wide = written.filter { !$0.exact.isInGamut(.srgb) }.map(\.name)
      if !wide.isEmpty {
        context.output.warn(
          "\(format.rawValue) holds sRGB only; \(PaletteExport.listed(wide, as: "written gamut mapped"))")
      }
    }
    if !format.holdsAlpha, let warning = PaletteExport.alphaDropped(written[...], format: format) {
      context.output.warn(warning)
    }
    context.output.write(document)
  }

  /// The most names the warning about dropped alphas lists.
  static let listedNames = 10

  /// `gpl has no alpha; 2 colors written opaque: overlay, shadow` for the translucent entries among `entries`
  /// (names escaped, the first `listedNames` of them); nil when there is none.
  static func alphaDropped(_ entries: ArraySlice<PaletteEntry>, format: PaletteFormat) -> String? {
    alphaDropped(names: entries.filter { $0.alpha != nil }.map(\.name), holder: format.rawValue, verb: "written")
  }

  /// `HOLDER has no alpha; 2 colors VERB opaque: overlay, shadow` for the translucent entries `names` (escaped, the
  /// first `listedNames` of them); nil when there is none.
  static func alphaDropped(names: [String], holder: String, verb: String) -> String? {
    guard !names.isEmpty else { return nil }
    return "\(holder) has no alpha; \(listed(names, as: "\(verb) opaque"))"
  }

  /// `2 colors HOW: overlay, shadow`, the names escaped, the first `listedNames` of them.
  static func listed(_ names: [String], as how: String) -> String {
    var listed = names.prefix(listedNames).map { Visible.escape($0) }.joined(separator: ", ")
    if names.count > listedNames { listed += " and \(names.count - listedNames) more" }
    return "\(names.count == 1 ? "1 color" : "\(names.count) colors") \(how): \(listed)"
  }
}
