extension InputError.ColorFunctionError: CustomStringConvertible {
  /// Why the color function could not be read, e.g. `unknown color function "rgba" (…)`: a sentence fragment.
  public var description: String {
    switch self {
    case .unknownFunction(let name):
      "unknown color function \"\(name)\" (expected hsl, hwb, lab, lch, oklab, oklch, hsv, cmyk or color)"
    case .alphaNotSupported: "alpha is not supported"
    case .notAFunction: "expected a color function such as oklch(0.7 0.1 30)"
    case .noNameBeforeParenthesis: "expected a function name directly before \"(\""
    case .missingClosingParenthesis(let function): "missing \")\" at the end of \(function)()"
    case .parenthesisInside(let function): "unexpected parenthesis inside \(function)()"
    case .commasOutsideHSL: "commas are only allowed in hsl() and cmyk(); separate with spaces"
    case .emptyComponent(let function): "empty component in \(function)()"
    case .mixedSeparators(let function): "\(function)() mixes commas and spaces; use one or the other"
    case .componentCount(let function, let found):
      "\(function)() takes \(function == "cmyk" ? "4 components" : function == "color" ? "srgb and 3 components" : "3 components"), found \(found)"
    case .noneWithCommas: "\"none\" is not allowed with commas"
    case .percentageHue: "a hue must be a number or an angle, not a percentage"
    case .wrongKind(let component, let percentageOnly):
      "\(component) must be \(percentageOnly ? "a percentage" : "a number or percentage")"
    case .notANumber(let word): "\"\(word)\" is not a number"
    case .unknownColorSpace(let space): "unknown color space \"\(space)\" in color() (expected srgb)"
    }
  }
}
