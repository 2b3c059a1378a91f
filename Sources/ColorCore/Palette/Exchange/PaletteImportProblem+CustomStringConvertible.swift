extension PaletteImportProblem: CustomStringConvertible {
  /// Why one entry of an imported document is refused, after `line N: `: a sentence.
  public var description: String { description(overwriting: nil) }

  /// `description`, with `overwriting`, how the user replaces a color saved under a taken name, as
  /// `InputError.description(refusal:overwriting:)` takes it.
  public func description(overwriting: String?) -> String {
    switch self {
    case .notHexLine(let text):
      "'\(Visible.excerpt(text))' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb)."
    case .notHexColor(let text): "'\(Visible.excerpt(text))' is not a hex color (#rrggbb, #rgb, #rrggbbaa or #rgba)."
    case .notGPLRow(let text):
      "'\(Visible.excerpt(text))' is not a GIMP palette row (red, green and blue 0–255, then an optional name)."
    case .gplValueOutOfRange(let text): "\(Visible.excerpt(text)) is out of range 0–255."
    case .notAColor(let value, let reason):
      reason.colorTextSentence(namingForms: false) ?? "'\(Visible.excerpt(value))' is not a color."
    case .unresolvedReference(let value, .undefined(let name)):
      "'\(Visible.excerpt(value))' refers to --\(Visible.excerpt(name, limit: 80)), which the file does not declare, "
        + "with no fallback."
    case .unresolvedReference(let value, .cycle(let names)):
      "'\(Visible.excerpt(value))' refers to a cycle of references: "
        + (names.count <= 10
          ? names.map { "--" + Visible.excerpt($0, limit: 40) }.joined(separator: " → ")
          : names.prefix(9).map { "--" + Visible.excerpt($0, limit: 40) }.joined(separator: " → ")
            + " → … (\(names.count - 1) properties) → --" + Visible.excerpt(names[0], limit: 40)) + "."
    case .unresolvedReference(let value, .tooLong(let limit)):
      "'\(Visible.excerpt(value))' makes more than \(limit) bytes through its var() references."
    case .unresolvedReference(let value, .tooDeep(let limit)):
      "'\(Visible.excerpt(value))' goes through more than \(limit) var() references."
    case .unresolvedReference(let value, .documentTooLong(let limit)):
      "'\(Visible.excerpt(value))' is not resolved: the file's var() references make more than \(limit) bytes in all."
    case .unresolvedReference(let value, .malformed):
      "'\(Visible.excerpt(value))' holds a var() that does not name a custom property (var(--NAME))."
    case .outsideSRGB(let value):
      "'\(Visible.excerpt(value))' is outside sRGB or out of range; only colors colormix keeps as they are are imported."
    case .notAnEntry(let reason): "Not a palette entry: \(reason)."
    case .entryTooLarge(let values, let limit):
      "Not a palette entry: it holds \(values) values, more than the \(limit) an entry may hold."
    case .nameNotText: "Its 'name' is not a string."
    case .outOfRange(let warning): InputError.outOfRange([warning]).description
    case .token(.alias(let text, let through, .undefined(let path))) where through == text:
      "The token's alias \(Visible.excerpt(text)) names \(Visible.excerpt(path, limit: 80)), which is not a token of "
        + "the file."
    case .token(.alias(let text, let through, .undefined)):
      "The token's alias \(Visible.excerpt(text)) comes through other aliases to \(Visible.excerpt(through, limit: 80)), "
        + "which is not a token of the file."
    case .token(.alias(let text, _, .cycle(let paths))):
      "The token's alias \(Visible.excerpt(text)) comes to a cycle: "
        + (paths.count <= 10
          ? paths.map { Visible.excerpt($0, limit: 40) }.joined(separator: " → ")
          : paths.prefix(9).map { Visible.excerpt($0, limit: 40) }.joined(separator: " → ")
            + " → … (\(paths.count - 1) tokens) → " + Visible.excerpt(paths[0], limit: 40)) + "."
    case .token(.alias(let text, _, .tooDeep(let limit))):
      "The token's alias \(Visible.excerpt(text)) goes through more than \(limit) aliases."
    case .token(.alias(let text, _, _)): "The token's alias \(Visible.excerpt(text)) is not resolved."
    case .token(.unsupportedSpace(let space)):
      "The token's color space '\(Visible.excerpt(space))' is not one of the design tokens' color spaces and it has "
        + "no hex."
    case .token(.notAColorValue): "The token's $value is not a color (colorSpace and components, or a hex)."
    case .token(.component(let text)):
      "The token's \(Visible.excerpt(text)) is not a number (components are numbers or \"none\", alpha a number)."
    case .notThemeColor(let key, let value, let expected):
      "\(Visible.excerpt(key, limit: 40)) '\(Visible.excerpt(value))' is not \(expected)."
    case .badName(let error): error.description(refusal: nil, overwriting: overwriting)
    case .nameTaken(let name): InputError.paletteNameTaken(name).description(refusal: nil, overwriting: overwriting)
    case .repeatedName(let name, let line): "The name '\(Visible.excerpt(name, limit: 80))' is also on line \(line)."
    case .generatedNameTaken(let name):
      "The entry has no name, and '\(name)', the name made from its hex, is saved with another color."
    case .repeatedGeneratedName(let name, let line):
      "The entry has no name, and '\(name)', the name made from its hex, is also on line \(line)."
    }
  }
}
