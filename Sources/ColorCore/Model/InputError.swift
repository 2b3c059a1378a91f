/// Input that colormix cannot use: a number, a color or a palette name, with what was given.
public enum InputError: Error, Equatable, Sendable {
  /// Not a decimal such as `50`, `50.5`, `+5` or `-3`.
  case invalidNumber(String)
  /// Not any form of color.
  case invalidColor(String)
  /// Text holding a character that is never part of a color: a control, format or separator character
  /// (`ControlCharacter.isHidden`), a stray escape sequence's ESC among them.
  case hiddenCharacter(String, Unicode.Scalar)
  /// A color function (`oklch(…)`) that cannot be read, or has an alpha part.
  case invalidColorFunction(String, reason: ColorFunctionError)
  /// A color outside sRGB where mapping is not allowed (`--strict`).
  case outOfGamut(GamutWarning)
  /// Looks like a color name, but no catalog has it.
  case unknownColorName(String, suggestions: [String])
  /// A palette name that breaks the naming rules.
  case invalidPaletteName(String, problem: PaletteNameProblem)
  /// No saved color has this name.
  case unknownPaletteName(String, suggestions: [String])
  /// The name already holds a different color (and replacing was not asked for).
  case paletteNameTaken(String)
  /// Values out of range where clamping is not allowed (`--strict`): every one, in channel order.
  case outOfRange([RangeWarning])
  /// A JSON error line an earlier colormix in a pipeline printed (`{"line": 3, "error": "…"}`): its message.
  case earlierStage(String)
  /// A JSON line whose `"hex"` (read when it has no channels) is not `#rrggbb` or `#rgb`.
  case notHex(String)
  /// Text of a format that does not hold a color (`ColorFormat.readsBack`): the format's name.
  case notReadable(format: String)
}
