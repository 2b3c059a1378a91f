extension InputError.ColorFunctionError: CustomStringConvertible {
  /// Why the color function could not be read, e.g. `unknown color function "rgba" (…)`: a sentence fragment.
  public var description: String {
    switch self {
    case .unknownFunction(let name):
      "unknown color function \"\(name)\" (expected \(ColorFunction.allNames.dropLast().joined(separator: ", ")) or "
        + "\(ColorFunction.allNames.last ?? ""))"
    case .unknownColorSpace(let name):
      "unknown color space \"\(name)\" in color() (expected srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, "
        + "rec2020, xyz, xyz-d50 or xyz-d65)"
    case .notAFunction: "expected a color function such as oklch(0.7 0.1 30)"
    case .noNameBeforeParenthesis: "expected a function name directly before \"(\""
    case .spaceBeforeParenthesis(let function):
      "space between \(function) and \"(\"; CSS reads \(function)() with the \"(\" right after the name"
    case .missingClosingParenthesis(let function): "missing \")\" at the end of \(function)()"
    case .parenthesisInside(let function): "unexpected parenthesis inside \(function)()"
    case .calc(let text):
      "'\(Visible.excerpt(text))' is not a calculation of numbers, percentages or angles (+ and - between values of "
        + "one kind, with spaces around them; * and / with a number)"
    case .commasOutsideHSL:
      "commas are only allowed in rgb(), rgba(), hsl(), hsla() and cmyk(); separate with spaces"
    case .emptyComponent(let function): "empty component in \(function)()"
    case .mixedSeparators(let function): "\(function)() mixes commas and spaces; use one or the other"
    case .spaceBeforePercent(let function, let number):
      "\(function)() has a space between \(Visible.excerpt(number)) and its %; write \(Visible.excerpt(number))%"
    case .componentCount(let function, let found):
      function == "color"
        ? "color() takes a space and 3 components, found \(found) components"
        : "\(function)() takes \(function == "cmyk" ? 4 : 3) components, found \(found)"
    case .legacyValueCount(let function, let found): "\(function)() takes 3 or 4 values, found \(found)"
    case .alphaCount(let function): "\(function)() takes one alpha after \"/\""
    case .mixedLegacyKinds(let function): "\(function)() with commas takes all numbers or all percentages"
    case .mixArguments(let found):
      "color-mix() takes \"in SPACE\" and two colors separated by commas, found \(found) parts"
    case .unknownMixSpace(let name):
      "unknown color-mix() space \"\(name)\" (expected srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, "
        + "rec2020, xyz, xyz-d50, xyz-d65, lab, oklab, lch, oklch, hsl or hwb)"
    case .hueMethod(let text):
      "\"\(text)\" is not a hue method (expected shorter, longer, increasing or decreasing hue after a polar space)"
    case .mixPercentage(let text): "color-mix() percentage \(text) is outside 0%–100%"
    case .mixPercentages: "color-mix() percentages add to 0%"
    case .mixNesting(let limit): "color-mix() holds more than \(limit) color-mix()s"
    case .dependsOnContext(let keyword) where keyword == "currentcolor":
      "currentcolor is the color of the text where CSS uses it, and a color given on its own has none; give the "
        + "color itself"
    case .dependsOnContext:
      "light-dark() chooses by the color scheme of the page where CSS uses it, and a color given on its own has "
        + "none; give the color itself"
    case .relativeNesting(let limit): "a relative color holds more than \(limit) relative colors and color-mix()s"
    case .noneWithCommas: "\"none\" is not allowed with commas"
    case .percentageHue: "a hue must be a number or an angle, not a percentage"
    case .wrongKind(let component, let percentageOnly):
      "\(component) must be \(percentageOnly ? "a percentage" : "a number or percentage")"
    case .notANumber(let word): "\"\(word)\" is not a number"
    case .unsupportedColorSpace(let space): "color() reads the srgb space only, not \"\(space)\""
    }
  }
}
