/// Why a CSS color function could not be read.
public enum ColorFunctionError: Error, Equatable, Sendable {
  /// The name before `(` is not one of hsl, hwb, lab, lch, oklab, oklch.
  case unknownFunction(String)
  /// The color has an alpha part (`/ 0.5`), which colormix does not keep.
  case alphaNotSupported
  /// The text does not follow the function's syntax; the string says how.
  case malformed(String)
}
