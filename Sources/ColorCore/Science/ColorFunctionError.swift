extension InputError {
  /// Why a CSS color function could not be read: which part, and what was expected.
  public enum ColorFunctionError: Error, Equatable, Sendable {
    /// The name before `(` is not one of hsl, hwb, lab, lch, oklab, oklch, hsv, cmyk, color.
    case unknownFunction(String)
    /// The color has an alpha part (`/ 0.5`), which colormix does not keep.
    case alphaNotSupported
    /// There is no `(`: not a function at all.
    case notAFunction
    /// Something other than a function name comes before `(` (a space, or nothing).
    case noNameBeforeParenthesis
    /// The text does not end with `)`.
    case missingClosingParenthesis(function: String)
    /// A parenthesis inside the function's parentheses.
    case parenthesisInside(function: String)
    /// Commas in a function other than `hsl()`.
    case commasOutsideHSL
    /// Two commas with nothing between them.
    case emptyComponent(function: String)
    /// Commas and spaces both separate components.
    case mixedSeparators(function: String)
    /// Not three components.
    case componentCount(function: String, found: Int)
    /// `none` in the legacy comma syntax.
    case noneWithCommas
    /// A hue written as a percentage.
    case percentageHue
    /// A component of the wrong kind: `component` (`saturation`, `a`, …) must be a percentage when
    /// `percentageOnly`, else a number or a percentage.
    case wrongKind(component: String, percentageOnly: Bool)
    /// A component that is not a number (`1e3`, `abc`).
    case notANumber(String)
    /// A space in `color()` other than `srgb`.
    case unknownColorSpace(String)
  }
}

/// `InputError.ColorFunctionError`, by its short name inside the package.
package typealias ColorFunctionError = InputError.ColorFunctionError
