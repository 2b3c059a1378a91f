extension PaletteImportError: CustomStringConvertible {
  /// `line N: ` and the problem, or the problem alone for the whole document: the part of a sentence after
  /// "Cannot import FILE: ".
  public var description: String { description(formatOption: nil, reader: "ColorCore") }

  /// `description`, with what a program adds: `formatOption`, how its user names a document's format (`--from`),
  /// and `reader`, what reads version 1 only (`this colormix`).
  public func description(formatOption: String?, reader: String) -> String {
    (line > 0 ? "line \(line): " : "") + problem.description(formatOption: formatOption, reader: reader)
  }
}

extension PaletteImportError.Problem: CustomStringConvertible {
  /// Why the document cannot be imported, after `line N: `.
  public var description: String { description(formatOption: nil, reader: "ColorCore") }

  /// `description`, with `formatOption` (`--from`) and `reader` (`this colormix`) as `PaletteImportError` takes them.
  public func description(formatOption: String?, reader: String) -> String {
    switch self {
    case .notUTF8: "it is not valid UTF-8"
    case .notJSON(let problem): "not valid JSON: \(problem)"
    case .noGIMPHeader:
      "a GIMP palette begins with 'GIMP Palette'" + (formatOption.map { " (give \($0) for another format)" } ?? "")
    case .badColumns(let text): "'Columns: \(Visible.escape(text))' is not a whole number"
    case .unterminatedComment: "a comment that never ends"
    case .notPaletteJSON: "not a colormix palette (an object with a 'colors' array, or an array of colors)"
    case .unsupportedVersion(let version):
      StoreError.CorruptReason.unsupportedVersion(version).description(reader: reader)
    case .notTokenGroup: "design tokens are a JSON object (a group of tokens)"
    case .noColors(let format):
      "it holds no \(format == .tokens ? "color tokens" : format == .css ? "color custom properties" : "colors") "
        + "when read as \(format.name)"
        + (formatOption.map { " (\($0) names its format: \(PaletteFormat.all.map(\.name).joined(separator: ", ")))" }
          ?? "")
    case .onlyBlank: "it holds nothing but blank space, no color"
    case .notValid(let language, let detail): "not valid \(language): \(detail)"
    case .notATheme(let shape): shape
    }
  }
}
