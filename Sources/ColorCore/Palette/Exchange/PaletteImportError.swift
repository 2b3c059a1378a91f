/// A document that cannot be imported at all: nothing was imported.
public struct PaletteImportError: Error, Equatable, Sendable {
  /// The line of the problem, 1-based; 0 for the whole document.
  public var line: Int
  /// What is wrong with the document.
  public var problem: Problem

  init(line: Int, problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// What is wrong with the document.
  public enum Problem: Equatable, Sendable {
    /// A line that is not UTF-8.
    case notUTF8
    /// Not valid JSON.
    case notJSON(StoreError.JSONProblem)
    /// A `.gpl` document whose first line is not `GIMP Palette`.
    case noGIMPHeader
    /// A `Columns:` line without a whole number.
    case badColumns(String)
    /// A CSS comment that never ends.
    case unterminatedComment
    /// Colormix JSON that is neither the palette file (`{"colors": [...]}`) nor a listing (`[...]`).
    case notPaletteJSON
    /// A palette file of another version.
    case unsupportedVersion(String?)
    /// Design tokens whose document is not a JSON object.
    case notTokenGroup
    /// A document with something in it but no entry when read in this format (CSS without a custom property,
    /// tokens without a color token): most likely another format.
    case noColors(PaletteFormat)
    /// A document of nothing but blank space (blank lines, a byte order mark): not empty, so not nothing to import.
    case onlyBlank
    /// A TOML, property list or YAML document that breaks the subset colormix reads: the language and what is
    /// wrong, naming the part.
    case notValid(language: String, detail: String)
    /// A theme document whose top level is not what the format holds: the format's own words for it.
    case notATheme(String)
  }
}
