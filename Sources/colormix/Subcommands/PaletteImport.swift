import ColorCore

/// `colormix palette import FILE|- [--from FORMAT] [--replace] [--skip-bad] [--strict]`: adds the colors of another tool's
/// document to the palette, by the palette's rules, in one locked write; all or nothing unless `--skip-bad`.
struct PaletteImport: Runnable {
  /// The file, or `-` for standard input.
  var path: FilePath
  /// nil: worked out from the content.
  var format: PaletteFormat?
  var replace: Bool
  var skipBad: Bool
  /// A color that had to be clamped or gamut mapped is refused instead of imported mapped.
  var strict: Bool

  init(_ parsed: ParsedCommandLine) {
    path = parsed.path(argument: 1)
    format = parsed.value(.importFormat).flatMap(PaletteFormat.init(rawValue:))
    replace = parsed.has(.replace)
    skipBad = parsed.has(.skipBad)
    strict = parsed.has(.strict)
  }

  /// A document with refused entries, imported with none of them (without `--skip-bad`, or with it when every entry
  /// is refused).
  struct Refused: Error, Equatable {
    /// The first refusals (see `Palette.ImportResult.maximumKeptRefusals`).
    var refusals: [Palette.ImportResult.Refusal]
    /// How many entries were refused, of how many.
    var refused: Int
    var entries: Int
  }

  /// A document that cannot be read as a palette: its path (as given, `standard input` for `-`) and why.
  struct Malformed: Error, Equatable {
    var path: String
    var error: PaletteImportError
  }

  func run(_ context: Context) throws {
    let bytes = try ImportFile.read(path)
    let name = path.description
    let format = self.format ?? PaletteFormat.detect(bytes, fileName: name == "-" ? nil : name)
    let read: ImportedLines
    do {
      read = try format.read(bytes)
    } catch {
      throw Malformed(path: name == "-" ? "standard input" : name, error: error)
    }
    let skipped = read.skipped
    let lines = strict ? read.strict : read
    let result: Palette.ImportResult
    let warnings: [RangeWarning]
    do {
      (result, warnings) = try context.paletteStore().update(wrap: { $0 as any Error }) {
        entries throws(any Error) -> ([PaletteEntry]?, Palette.ImportResult) in
        var palette = Palette(entries: entries)
        let result = palette.importing(lines, replacing: replace)
        // Thrown, so that the store creates nothing: it runs this before its first write makes folders and a lock.
        // With --skip-bad, a document whose every entry is refused has nothing to import: the same error.
        if result.refusedCount > 0 && (!skipBad || result.refusedCount == lines.count) {
          throw Refused(refusals: result.refused, refused: result.refusedCount, entries: lines.count)
        }
        return (palette.entries != entries ? palette.entries : nil, result)
      }
    } catch let refused as Refused {
      report(refused.refusals, of: refused.refused, lines: lines.entries, context)
      throw refused
    }
    ColorPrinter.warn(warnings, context)
    for case .mapped(let line, _, _, _, let rangeWarnings, let gamut, _) in lines.entries {
      ColorPrinter.warn(rangeWarnings, gamut: gamut.map { [$0] } ?? [], line: line, context)
    }
    report(result.refused, of: result.refusedCount, lines: lines.entries, context)
    if skipped > 0 { context.output.note(PaletteImport.skippedNote(skipped, format: format)) }
    context.output.note(PaletteImport.summary(result))
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
  private func report(
    _ refusals: [Palette.ImportResult.Refusal], of count: Int, lines: [ImportedLine], _ context: Context
  ) {
    guard let last = refusals.last?.line else { return }
    var entriesOnLine: [Int: Int] = [:]
    for imported in lines where imported.line <= last { entriesOnLine[imported.line, default: 0] += 1 }
    for refusal in refusals {
      let place =
        entriesOnLine[refusal.line, default: 0] > 1
        ? "line \(refusal.line), entry \(refusal.entry)" : "line \(refusal.line)"
      context.output.writeError("colormix: error: \(place): \(refusal.problem)\n")
    }
    if count > refusals.count {
      context.output.writeError(
        "colormix: error: \(count - refusals.count) more refused, not shown (the first \(refusals.count) are)\n")
    }
  }

  /// `imported 3 colors (2 added, 1 replaced); 1 entry of the same hex removed; 1 already saved; 2 refused entries
  /// skipped`.
  static func summary(_ result: Palette.ImportResult) -> String {
    let imported = result.added + result.updated
    var text = "imported \(imported) \(imported == 1 ? "color" : "colors")"
    if result.updated > 0 { text += " (\(result.added) added, \(result.updated) replaced)" }
    if result.removed > 0 {
      text += "; \(result.removed) \(result.removed == 1 ? "entry" : "entries") of the same hex removed"
    }
    if result.unchanged > 0 { text += "; \(result.unchanged) already saved" }
    if result.refusedCount > 0 {
      text += "; \(result.refusedCount) refused \(result.refusedCount == 1 ? "entry" : "entries") skipped"
    }
    return text
  }
}
