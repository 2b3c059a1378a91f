import ColorCore

/// `colormix palette import FILE|- [--from FORMAT] [--replace] [--strict]`: adds the colors of another tool's document
/// to the palette, by the palette's rules, in one locked write. An entry that cannot be imported is skipped with a
/// warning; with `--strict` it (or a color clamped) makes the import an error that writes nothing.
/// `--skip-bad`, the default, is accepted for scripts written before it was.
struct PaletteImport: Runnable {
  /// The file, or `-` for standard input.
  var path: FilePath
  /// nil: worked out from the content.
  var format: PaletteFormat?
  var replace: Bool
  /// Any entry refused, or a color that had to be clamped, makes the import an error.
  var strict: Bool
  /// The color scheme whose declarations a CSS document gives.
  var scheme: ColorScheme

  init(_ parsed: ParsedCommandLine) {
    path = parsed.path(argument: 1)
    format = parsed.value(.importFormat).flatMap(PaletteFormat.init(rawValue:))
    replace = parsed.has(.replace)
    strict = parsed.has(.importStrict)
    scheme = parsed.value(.scheme).flatMap(ColorScheme.init(rawValue:)) ?? .light
  }

  /// A document with refused entries, imported with none of them (with `--strict`, or when every entry is refused).
  struct Refused: Error, Equatable {
    /// The first refusals (see `Palette.ImportResult.maximumKeptRefusals`).
    var refusals: [Palette.ImportResult.Refusal]
    /// How many entries were refused, of how many.
    var refused: Int
    var entries: Int
    /// Whether `--strict` refused the others.
    var strict: Bool
  }

  /// A document that cannot be read as a palette: its path (as given, `standard input` for `-`) and why.
  struct Malformed: Error, Equatable {
    var path: String
    var error: PaletteImportError
  }

  func run(_ context: Context) throws {
    // A document's large buffers (its bytes, a reader's tokens or tree) are given back as each is freed.
    Platform.returnLargeAllocationsWhenFreed()
    let bytes = try ImportFile.read(path)
    let format = self.format ?? PaletteFormat.detect(bytes, fileName: path.description == "-" ? nil : path.description)
    let store = try context.paletteStore()
    // Read into the palette as it is, outside the lock, so that other writers wait for the write only; read again
    // under the lock only when the palette changed meanwhile.
    let loaded = try store.load().entries
    let outcome: PaletteReading
    let warnings: [RangeWarning]
    do {
      let first = try importing(bytes, as: format, into: loaded)
      (outcome, warnings) = try store.update(wrap: { $0 as any Error }) {
        entries throws(any Error) -> ([PaletteEntry]?, PaletteReading) in
        let outcome = entries == loaded ? first : try importing(bytes, as: format, into: entries)
        return (outcome.palette.entries != entries ? outcome.palette.entries : nil, outcome)
      }
    } catch let refused as Refused {
      report(refused.refusals, of: refused.refused, as: "error", context)
      throw refused
    }
    ColorPrinter.warn(warnings, context)
    for entry in outcome.adjusted {
      ColorPrinter.warn(entry.warnings, gamut: entry.gamut.map { [$0] } ?? [], line: entry.line, context)
    }
    if outcome.adjustedUnlisted > 0 {
      context.output.warn(
        "\(outcome.adjustedUnlisted) more entries clamped or gamut mapped, not shown (the first \(outcome.adjusted.count) are)"
      )
    }
    report(outcome.result.refused, of: outcome.result.refusedCount, as: "warning", context)
    if outcome.skipped > 0 { context.output.note(PaletteImport.skippedNote(outcome.skipped, format: format)) }
    if outcome.otherScheme > 0 {
      let count = outcome.otherScheme
      context.output.note(
        "left \(count) \(count == 1 ? "declaration" : "declarations") of the \(scheme.other.rawValue) scheme "
          + "(--scheme \(scheme.other.rawValue) reads \(count == 1 ? "it" : "them"))")
    }
    context.output.note(PaletteImport.summary(outcome.result))
  }

  /// The document read into a palette of `entries`, entry by entry: nothing of it is kept but what the palette
  /// keeps. Throws `Malformed` for a document that cannot be read, and `Refused` for one with a refused entry
  /// (without `--skip-bad`; with it, when every entry is refused).
  private func importing(
    _ bytes: [UInt8], as format: PaletteFormat, into entries: [PaletteEntry]
  ) throws -> PaletteReading {
    let reading: PaletteReading
    do {
      reading = try PaletteReading(
        bytes, as: format, into: Palette(entries: entries), replacing: replace, strict: strict, scheme: scheme)
    } catch {
      throw Malformed(path: path.description == "-" ? "standard input" : path.description, error: error)
    }
    let result = reading.result
    if result.refusedCount > 0 && (strict || result.refusedCount == reading.entries) {
      throw Refused(refusals: result.refused, refused: result.refusedCount, entries: reading.entries, strict: strict)
    }
    return reading
  }

  /// `skipped 3 declarations that are not colors` (`tokens` for design tokens).
  static func skippedNote(_ count: Int, format: PaletteFormat) -> String {
    if format.isTerminalTheme {
      return "skipped \(count) \(count == 1 ? "setting" : "settings") colormix does not keep "
        + "(it keeps foreground, background, cursor, colorN\(format == .base16 ? " and base00 to base0F" : ""))"
    }
    let kind = format == .tokens ? (count == 1 ? "token" : "tokens") : (count == 1 ? "declaration" : "declarations")
    return "skipped \(count) \(kind) that \(count == 1 ? "is" : "are") not \(count == 1 ? "a color" : "colors")"
  }

  /// One line on stderr a refused entry, for the first ones kept of `count`, then one for the others; a line that
  /// holds several entries (one-line JSON, CSS) names the entry.
  /// `kind` is `error` when the import fails, `warning` when the entries are skipped and the others imported.
  private func report(
    _ refusals: [Palette.ImportResult.Refusal], of count: Int, as kind: StaticString, _ context: Context
  ) {
    if kind.description == "warning" && context.output.quiet { return }
    for refusal in refusals {
      let place = refusal.sharesItsLine ? "line \(refusal.line), entry \(refusal.entry)" : "line \(refusal.line)"
      let problem = refusal.problem.description(overwriting: Diagnostics.overwriting)
      context.output.writeError("colormix: \(kind): \(place): \(problem)\n")
    }
    if count > refusals.count {
      context.output.writeError(
        "colormix: \(kind): \(count - refusals.count) more refused, not shown (the first \(refusals.count) are)\n")
    }
  }

  /// `imported 3 colors (2 added, 1 replaced); 2 aliases (names of a color saved under another); 1 entry left
  /// without a name removed; 1 already saved; 2 refused entries skipped`.
  static func summary(_ result: Palette.ImportResult) -> String {
    let imported = result.added + result.updated
    var text = "imported \(imported) \(imported == 1 ? "color" : "colors")"
    if result.updated > 0 { text += " (\(result.added) added, \(result.updated) replaced)" }
    if result.aliased > 0 {
      text += "; \(result.aliased) \(result.aliased == 1 ? "alias" : "aliases") (names of a color saved under another)"
    }
    if result.removed > 0 {
      text += "; \(result.removed) \(result.removed == 1 ? "entry" : "entries") left without a name removed"
    }
    if result.unchanged > 0 { text += "; \(result.unchanged) already saved" }
    if result.refusedCount > 0 {
      text += "; \(result.refusedCount) refused \(result.refusedCount == 1 ? "entry" : "entries") skipped"
    }
    return text
  }
}
