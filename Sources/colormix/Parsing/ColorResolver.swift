import ColorCore
import ColorTerminal

/// Reads a COLOR argument the same way for every command: `ColorReading(parsing:)`, plus `palette:NAME`, which needs
/// the palette beside the store.
enum ColorResolver {
  static func read(_ text: String, _ context: Context) throws -> ColorReading {
    if text == "-" { throw UsageError.standardInputNotAccepted }
    if let name = paletteName(text) {
      let (entries, warnings) = try context.paletteForReading()
      return ColorReading(try PaletteEntry.find(name, in: entries), warnings: warnings)
    }
    do {
      return try ColorReading(parsing: text)
    } catch {
      // A saved color's name typed without its prefix: say how to write it (the palette is read on this error
      // only, and a palette that cannot be read changes nothing here).
      guard case .unknownColorName(let name, let suggestions) = error,
        let saved = try? PaletteEntry.find(
          name, in: (try? context.paletteForReading().entries) ?? [], suggesting: false)
      else { throw error }
      throw InputError.unknownColorName(name, suggestions: ["palette:" + saved.name] + suggestions.prefix(2))
    }
  }

  /// The NAME of `palette:NAME` (the prefix in any case), or nil for any other text. The prefix is matched scalar
  /// by scalar: a name that begins with a combining mark joins the colon into one character, and is found all the
  /// same.
  static func paletteName(_ text: String) -> String? {
    let prefix = "palette:".unicodeScalars
    let scalars = text.unicodeScalars
    guard scalars.count > prefix.count,
      zip(scalars, prefix).allSatisfy({ $0.properties.lowercaseMapping == String($1) })
    else { return nil }
    return String(String.UnicodeScalarView(scalars.dropFirst(prefix.count)))
  }

  /// `R G B` on the 0–100 scale, exactly, each clamped with a warning.
  static func channels(_ arguments: [String]) throws(InputError) -> ColorReading {
    try ColorLine.channels(arguments)
  }

  /// One line of standard input, as `ColorLine` reads it, with `palette:NAME` for one color. A swatch printed in
  /// color (`--color always`, FORCE_COLOR) reads back as the plain one: its SGR sequences are skipped; any other
  /// escape or control character makes the line bad, quoted whole. `hint` is the byte hint for `R G B`.
  static func line(_ line: String, _ context: Context) throws -> (reading: ColorReading, hint: String?) {
    let plain = Terminal.hasEscapes(line) ? Terminal.withoutEscapes(line) : line
    if let scalar = ControlCharacter.firstHidden(in: plain) { throw InputError.hiddenCharacter(line, scalar) }
    let reading = try ColorLine.read(plain) { text in try read(text, context) }
    guard !reading.warnings.isEmpty, !plain.hasPrefix("{") else { return (reading, nil) }
    let words = plain.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    return (reading, words.count == 3 ? WarningText.byteHint(words) : nil)
  }

  /// Under `--strict`, the warnings as an error (every channel out of range, else the gamut).
  static func check(_ reading: ColorReading, strict: Bool) throws(InputError) {
    guard strict else { return }
    if !reading.warnings.isEmpty { throw .outOfRange(reading.warnings) }
    if let gamut = reading.gamut { throw .outOfGamut(gamut) }
  }
}
