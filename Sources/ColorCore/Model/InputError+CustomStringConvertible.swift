extension InputError: CustomStringConvertible {
  /// The sentence a person reads, naming the input, e.g. `'purpel' is not a color name. Did you mean 'purple'?`
  public var description: String { description(refusal: nil, overwriting: nil) }

  /// The sentence, with `refusal` before its period when a stricter policy refused the value (outside sRGB, out of
  /// range): `oklch(0.7 0.4 30) is outside sRGB (--strict); nothing was written.` for `(--strict); nothing was
  /// written`; and `overwriting`, how the user replaces a color saved under a taken name
  /// (`use --replace to overwrite it`), after a semicolon.
  public func description(refusal: String?, overwriting: String? = nil) -> String {
    let refused = refusal.map { " \($0)" } ?? ""
    return switch self {
    case .invalidNumber(let text):
      "'\(Visible.excerpt(text))' is not a number; write a decimal such as 50, 50.5, +5 or -3."
    case .invalidColor, .invalidColorFunction, .unknownColorName, .hiddenCharacter:
      colorTextSentence(namingForms: true) ?? ""
    case .outOfGamut(let warning):
      "\(Visible.escape(warning.input)) is outside \(warning.gamut == .srgb ? "sRGB" : warning.gamut.name)\(refused)."
    case .invalidPaletteName(let name, let problem):
      "Palette name '\(Visible.excerpt(name, limit: 80))' is not allowed: \(problem)."
    case .unknownPaletteName(let name, let suggestions):
      "No saved color is named '\(Visible.excerpt(name))'." + Suggestion.didYouMean(suggestions)
    case .paletteNameTaken(let name):
      "The palette already has a different color named '\(Visible.excerpt(name))'"
        + (overwriting.map { "; \($0)" } ?? "") + "."
    case .outOfRange(let warnings): "\(RangeWarning.outOfRange(warnings))\(refused)."
    case .earlierStage(let message): "An earlier stage reported an error: \(Visible.escape(message))"
    case .notHex(let text): "The line's \"hex\" '\(Visible.excerpt(text))' is not a hex color (#rrggbb or #rgb)."
    case .notReadable(let format): "The \(format) format does not hold a color, so its text cannot be read back."
    }
  }

  /// Why the text of a color cannot be read: the one sentence `show` gives and `palette import` gives for a CSS
  /// value. With `namingForms`, a sentence that has no more precise reason names the forms to use
  /// (`Self.knownForms`). Nil for an error about something else.
  func colorTextSentence(namingForms: Bool) -> String? {
    let use = namingForms ? "; use \(Self.knownForms)" : ""
    return switch self {
    case .invalidColor(let text): "'\(Visible.excerpt(text))' is not a color\(use)."
    case .hiddenCharacter(let text, let scalar):
      "'\(Visible.excerpt(text))' is not a color: it holds \(Visible.kind(of: scalar)) U+\(Visible.codePoint(scalar))."
    case .invalidColorFunction(let text, .dependsOnContext(let keyword)):
      "'\(Visible.excerpt(text))' is not a color: \(ColorFunctionError.dependsOnContext(keyword))."
    case .invalidColorFunction(let text, let reason):
      "'\(Visible.excerpt(text))' is not a color: \(Visible.escape(reason.description))\(use)."
    case .unknownColorName(let name, let suggestions):
      "Unknown color name '\(Visible.excerpt(name))'."
        + (suggestions.isEmpty
          ? (namingForms ? " Colors are \(Self.knownForms)." : "") : Suggestion.didYouMean(suggestions))
    default: nil
    }
  }

  /// Every way to write a color, for messages about one that could not be read.
  static let knownForms =
    "a color name, #rrggbb, #rrggbbaa, #rgb, rrggbb, "
    + ColorFunction.allNames.filter { !ColorFunction.aliases.contains($0) }.map { $0 + "()" }.joined(separator: ", ")
    + ", transparent or palette:NAME"
}
