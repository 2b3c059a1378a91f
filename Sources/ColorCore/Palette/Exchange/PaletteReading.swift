/// A document read into a palette by the palette's rules, as `colormix palette import` reads one: the palette it
/// makes, what was done, and what was refused or had to change.
///
/// ```swift
/// let reading = try PaletteReading(Array("GIMP Palette\n128 51 204 grape\n".utf8), as: .gpl)
/// reading.palette.entries.map(\.name)   // ["grape"]
/// reading.result.refusedCount           // 0
/// ```
public struct PaletteReading: Sendable {
  /// The palette with the document's entries imported.
  public var palette: Palette
  /// What importing did: the entries added, updated, unchanged and removed, and those refused.
  public var result: Palette.ImportResult
  /// How many entries the document holds, refusals included.
  public var entries: Int
  /// How many of its declarations, tokens or settings are not colors (skipped, not refused).
  public var skipped: Int
  /// How many declarations of the other color scheme were left out (a CSS document giving colors for both).
  public var otherScheme: Int
  /// The first `Palette.ImportResult.maximumKeptRefusals` entries imported with a color that had to be clamped or
  /// gamut mapped, each with its line and warnings.
  public var adjusted: [Adjusted] = []
  /// How many more entries were imported adjusted than `adjusted` lists.
  public var adjustedUnlisted = 0

  /// An entry imported with a color that had to change: its line, the channels clamped, and the gamut mapping.
  public struct Adjusted: Equatable, Sendable {
    /// The line the entry starts on, 1-based.
    public var line: Int
    /// The channels clamped (or kept to tenths).
    public var warnings: [RangeWarning]
    /// The gamut mapping into sRGB, when there was one.
    public var gamut: GamutWarning?
  }

  /// Reads `document`, in `format`, into `palette`, entry by entry, keeping nothing of it but what the palette
  /// keeps. `replacing` lets an entry replace the color saved under its name; `strict` refuses an entry whose color
  /// had to be clamped or gamut mapped; `scheme` is the color scheme whose declarations a CSS document gives (see
  /// `ColorScheme`). Throws for a document that cannot be read at all; a refused entry is in `result.refused` and
  /// changes nothing.
  public init(
    _ document: [UInt8], as format: PaletteFormat, into palette: Palette = Palette(), replacing: Bool = false,
    strict: Bool = false, scheme: ColorScheme = .light
  ) throws(PaletteImportError) {
    var importer = Palette.Importer(palette, replacing: replacing)
    var adjusted: [Adjusted] = []
    var unlisted = 0
    var lines = ImportedLines(strict: strict, scheme: scheme) { line in
      guard importer.add(line), case .mapped(let number, _, _, _, let warnings, let gamut, _) = line else { return }
      if adjusted.count < Palette.ImportResult.maximumKeptRefusals {
        adjusted.append(Adjusted(line: number, warnings: warnings, gamut: gamut))
      } else {
        unlisted += 1
      }
    }
    try format.read(document, into: &lines)
    importer.countUnkept(lines.unkeptRefusals)
    (self.palette, result) = importer.finished()
    entries = lines.count
    skipped = lines.skipped
    otherScheme = lines.otherScheme
    self.adjusted = adjusted
    adjustedUnlisted = unlisted
  }
}

extension PaletteFormat {
  /// `text`, a document in this format, read into an empty palette (`PaletteReading`).
  public func read(_ text: String) throws(PaletteImportError) -> PaletteReading {
    try PaletteReading(Array(text.utf8), as: self)
  }

  /// `palette` as a document in this format, `name` the palette's name where the format has one, and the names of
  /// the entries it could not hold, in order: a terminal theme holds its roles (and base16 its sixteen colors)
  /// only. A format that holds no alpha (`holdsAlpha`) writes a translucent color opaque, and one that holds
  /// sRGB only (`holdsWideGamut`) a color outside it gamut mapped. With `fallbacks`, CSS declares each color
  /// outside sRGB as its sRGB mapping first, and exactly in an `@supports (color: color(display-p3 1 1 1))` block.
  public func write(_ palette: Palette, name: String = PaletteFormat.defaultName, fallbacks: Bool = false) -> (
    text: String, unwritten: [String]
  ) {
    let (document, unwritten) = exported(palette.entries, name: name, fallbacks: fallbacks)
    return (String(decoding: document, as: UTF8.self), unwritten)
  }

  /// The format of `text`, a document to import, by `detect(_:fileName:)`'s rules.
  public static func detect(_ text: String, fileName: String? = nil) -> PaletteFormat {
    detect(Array(text.utf8), fileName: fileName)
  }
}
