/// Why one entry of an imported document is refused.
public enum PaletteImportProblem: Equatable, Sendable {
  /// A hex line that is not `#rrggbb`, `#rgb`, `#rrggbbaa`, `#rgba` or `rrggbb`.
  case notHexLine(String)
  /// A `"hex"` that is not `#rrggbb`, `#rgb`, `#rrggbbaa` or `#rgba`.
  case notHexColor(String)
  /// A GIMP palette row that is not `R G B [NAME]`.
  case notGPLRow(String)
  /// A GIMP palette row with a value outside 0–255.
  case gplValueOutOfRange(String)
  /// A CSS custom property whose value is not a color.
  case notAColor(value: String, reason: InputError)
  /// A CSS custom property whose `var()` references the document cannot resolve (its value as written).
  case unresolvedReference(value: String, problem: ReferenceProblem)
  /// A CSS value that had to be clamped or gamut mapped to be a color colormix keeps.
  case outsideSRGB(String)
  /// A colormix JSON entry that is not `{"name", "red", "green", "blue"}` (or `"hex"`).
  case notAnEntry(StoreError.CorruptReason)
  /// A colormix JSON entry of more values than an entry holds (`JSONPaletteFormat.maximumEntryValues`).
  case entryTooLarge(values: Int, limit: Int)
  /// A colormix JSON entry whose `"name"` is not a string.
  case nameNotText
  /// A channel outside 0–100.
  case outOfRange(RangeWarning)
  /// A design token that is not a color colormix can read.
  case token(TokenProblem)
  /// A terminal theme's color setting whose value is not a color colormix keeps: the setting, the value as
  /// written, and what it should be.
  case notThemeColor(key: String, value: String, expected: String)
  /// A name the palette's rules refuse.
  case badName(InputError)
  /// The palette has a different color under this name (and replacing was not asked for).
  case nameTaken(String)
  /// The document has this name on an earlier line.
  case repeatedName(String, firstLine: Int)
  /// The name made from this entry's hex (it has none) is on an earlier line.
  case repeatedGeneratedName(String, firstLine: Int)
  /// The name made from this entry's hex (it has none) is saved with another color.
  case generatedNameTaken(String)

  /// Why a CSS `var()` reference cannot be resolved in its document.
  public enum ReferenceProblem: Error, Equatable, Sendable {
    /// The document declares no such property (its name, without `--`), and the reference has no fallback.
    case undefined(String)
    /// The references go round: the properties of the cycle, in order, the first again at the end.
    case cycle([String])
    /// What they make is longer than the limit, in bytes.
    case tooLong(limit: Int)
    /// The chain of references is deeper than the limit.
    case tooDeep(limit: Int)
    /// The document's references together make more bytes than the limit.
    case documentTooLong(limit: Int)
    /// A `var()` that does not name a custom property (`--NAME`) or is not closed.
    case malformed
  }

  /// Why a design token cannot be imported.
  public enum TokenProblem: Error, Equatable, Sendable {
    /// `$value` is an alias of another token (`{colors.red}`) that does not come to a token's value: the alias,
    /// the alias of the chain it goes through where the chain breaks (itself when it breaks at once), and why.
    case alias(String, through: String, ReferenceProblem)
    /// A color space the Color Module does not define, and no `hex` to fall back on.
    case unsupportedSpace(String)
    /// `$value` is not a color object (`colorSpace`, `components`) or a hex string.
    case notAColorValue
    /// A component that is neither a number nor `none` (its JSON text), or an `alpha` that is not a number.
    case component(String)
  }
}
