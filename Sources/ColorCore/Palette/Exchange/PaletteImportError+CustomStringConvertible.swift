extension PaletteImportError: CustomStringConvertible {
  /// `line N: ` and the problem, or the problem alone for the whole document: the part of a sentence after
  /// "Cannot import FILE: ".
  public var description: String {
    (line > 0 ? "line \(line): " : "") + problem.description
  }
}

extension PaletteImportError.Problem: CustomStringConvertible {
  /// Why the document cannot be imported, after `line N: `.
  public var description: String {
    switch self {
    case .notUTF8: "it is not valid UTF-8"
    case .notJSON(let problem): "not valid JSON: \(problem)"
    case .noGIMPHeader: "a GIMP palette begins with 'GIMP Palette' (give --from for another format)"
    case .badColumns(let text): "'Columns: \(Visible.escape(text))' is not a whole number"
    case .unterminatedComment: "a comment that never ends"
    case .notPaletteJSON: "not a colormix palette (an object with a 'colors' array, or an array of colors)"
    case .unsupportedVersion(let version?):
      "its 'version' is \(Visible.escape(version)); this colormix reads version 1 only"
    case .unsupportedVersion(nil): "its 'version' is not a number; this colormix reads version 1 only"
    case .notTokenGroup: "design tokens are a JSON object (a group of tokens)"
    case .noColors(let format):
      "it holds no \(format == .tokens ? "color tokens" : format == .css ? "color custom properties" : "colors") when read as \(format.rawValue) "
        + "(--from names its format: \(PaletteFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
    case .onlyBlank: "it holds nothing but blank space, no color"
    case .notValid(let language, let detail): "not valid \(language): \(detail)"
    case .notATheme(let shape): shape
    }
  }
}
