extension ColorFunctionError: CustomStringConvertible {
  /// A sentence fragment for an error message, e.g. `unknown color function "rgba"`.
  public var description: String {
    switch self {
    case .unknownFunction(let name): "unknown color function \"\(name)\" (expected hsl, hwb, lab, lch, oklab or oklch)"
    case .alphaNotSupported: "alpha is not supported"
    case .malformed(let reason): reason
    }
  }
}
