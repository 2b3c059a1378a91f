/// The formats `colormix palette export` writes and `palette import` reads: GIMP's `.gpl`, CSS custom properties,
/// plain hex lines, colormix's own JSON, W3C Design Tokens (format 2025.10, the color type) and a kitty theme
/// fragment (written only).
package enum PaletteFormat: String, CaseIterable, Sendable {
  case gpl, css, hex, json, tokens, kitty

  /// Every format's name, for `--to`.
  package static let exportNames = allCases.map(\.rawValue)
  /// The formats that can be read, for `--from`.
  package static let importNames = allCases.filter { $0 != .kitty }.map(\.rawValue)

  /// The palette name a document gets when none is given.
  package static let defaultName = "colormix"
  /// The most entries a kitty theme holds (`color0`…`color255`).
  package static let kittyLimit = 256

  /// Whether the format holds a color's alpha. An export to one that does not writes each translucent entry
  /// opaque, and the command says which.
  package var holdsAlpha: Bool {
    switch self {
    case .css, .hex, .json, .tokens: true
    case .gpl, .kitty: false
    }
  }

  /// The palette as a document in this format; `name` is the palette's name where the format has one. A kitty
  /// theme holds the first `kittyLimit` entries only.
  package func document(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    switch self {
    case .gpl: GPLFormat.write(entries, name: name)
    case .css: CSSFormat.write(entries, name: name)
    case .hex: HexLinesFormat.write(entries)
    case .json: PaletteDocument.encode(entries)
    case .tokens: TokensFormat.write(entries, name: name)
    case .kitty: KittyFormat.write(entries, name: name)
    }
  }

  /// The format of a document to import, from its content: a first line beginning `GIMP Palette` is `gpl`; a
  /// document beginning with `[`, or with `{` and holding a top-level `"colors"` or `"version"` that is not an
  /// object, is `json`; any other `{` is `tokens` (whose members are tokens and groups, objects, so a token or
  /// group named `colors` reads as tokens); a line beginning with `--`, `:root` or `/*`, or holding `{`, makes it
  /// `css`; anything else is read as hex lines. A UTF-8 byte order mark is skipped, and blank space before a JSON
  /// document.
  package static func detect(_ bytes: [UInt8]) -> PaletteFormat {
    let text = ImportText(bytes)
    guard let first = text.firstNonBlankByte else { return .hex }
    if first == UInt8(ascii: "[") { return .json }
    if first == UInt8(ascii: "{") {
      guard case .object(let members)? = try? JSONParser.parse(text.bytes) else { return .json }
      let isPaletteFile = members.contains {
        if case .object = $0.value { false } else { $0.key == "colors" || $0.key == "version" }
      }
      return isPaletteFile ? .json : .tokens
    }
    let lines = text.lines
    // GIMP's own loader wants the header on the first line.
    if lines.first?.text.hasPrefix("GIMP Palette") == true { return .gpl }
    for line in lines {
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.hasPrefix("--") || trimmed.hasPrefix(":root") || trimmed.hasPrefix("/*") || trimmed.contains("{") {
        return .css
      }
    }
    return .hex
  }

  /// The entries of a document, each with its line, or why it is refused; `self` must not be `kitty`. Throws for
  /// a document that cannot be read at all (not UTF-8, not JSON, no GIMP header…), naming the line, and for a
  /// CSS or tokens document without an entry that holds something those readers skip (so another format:
  /// `PaletteImportError.Problem.noColors`, line 0): for CSS, anything but comments, selectors and empty blocks;
  /// for tokens, any member not beginning with `$` (a token or a group). An empty palette's export is no error.
  package func read(_ bytes: [UInt8]) throws(PaletteImportError) -> [ImportedLine] {
    let text = ImportText(bytes)
    if let line = text.firstLineNotUTF8 { throw PaletteImportError(line: line, problem: .notUTF8) }
    let result: [ImportedLine]
    switch self {
    case .gpl: return try GPLFormat.read(text)
    case .hex, .kitty: return HexLinesFormat.read(text)
    case .json: return try JSONPaletteFormat.read(text)
    case .css: result = try CSSFormat.read(text)
    case .tokens: result = try TokensFormat.read(text)
    }
    if result.isEmpty && (self == .css ? CSSFormat.holdsRules(text) : TokensFormat.holdsTokensOrGroups(text)) {
      throw PaletteImportError(line: 0, problem: .noColors(self))
    }
    return result
  }
}
