extension InputError {
  /// Why a CSS color function could not be read: which part, and what was expected.
  public enum ColorFunctionError: Error, Equatable, Sendable {
    /// The name before `(` is not one of rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color.
    case unknownFunction(String)
    /// The space of `color(SPACE …)` is not one colormix knows.
    case unknownColorSpace(String)
    /// There is no `(`: not a function at all.
    case notAFunction
    /// Something other than a function name comes before `(` (a space, or nothing).
    case noNameBeforeParenthesis
    /// A function name and its `(` with space between (`rgb (1 2 3)`), which CSS does not read.
    case spaceBeforeParenthesis(function: String)
    /// The text does not end with `)`.
    case missingClosingParenthesis(function: String)
    /// A parenthesis inside the function's parentheses.
    case parenthesisInside(function: String)
    /// A `calc()` that is not a calculation of numbers, percentages or angles CSS computes (`CSSCalc`), as written.
    case calc(String)
    /// Commas in a function other than `rgb()`, `rgba()`, `hsl()` and `hsla()`.
    case commasOutsideHSL
    /// Two commas with nothing between them.
    case emptyComponent(function: String)
    /// Commas and spaces both separate components.
    case mixedSeparators(function: String)
    /// A number written with a space before its `%` (`50 %`), which CSS reads as a number and a stray `%`.
    case spaceBeforePercent(function: String, String)
    /// Not three components (before the `/` of the alpha).
    case componentCount(function: String, found: Int)
    /// Not 3 or 4 comma-separated values (the fourth is the alpha).
    case legacyValueCount(function: String, found: Int)
    /// Not exactly one alpha after the `/` (or more than one `/`).
    case alphaCount(function: String)
    /// Numbers and percentages mixed in the comma form of `rgb()`, which takes all of one kind.
    case mixedLegacyKinds(function: String)
    /// `color-mix()` without `in SPACE` and two colors, separated by commas (`found` parts).
    case mixArguments(found: Int)
    /// The interpolation space of `color-mix()` is not one colormix knows.
    case unknownMixSpace(String)
    /// A hue interpolation method that is not `shorter`, `longer`, `increasing` or `decreasing hue` after a polar
    /// space.
    case hueMethod(String)
    /// A `color-mix()` percentage outside 0%–100%.
    case mixPercentage(String)
    /// `color-mix()` percentages that add to 0%.
    case mixPercentages
    /// More `color-mix()`s inside one than `limit`.
    case mixNesting(limit: Int)
    /// `currentcolor` or `light-dark()`: a color CSS takes from where it is used (the text's color, the page's
    /// color scheme), which a color given on its own does not have.
    case dependsOnContext(String)
    /// A relative color holding more than `limit` relative colors and `color-mix()`s.
    case relativeNesting(limit: Int)
    /// `none` in the legacy comma syntax.
    case noneWithCommas
    /// A hue written as a percentage.
    case percentageHue
    /// A component of the wrong kind: `component` (`saturation`, `a`, …) must be a percentage when
    /// `percentageOnly`, else a number or a percentage.
    case wrongKind(component: String, percentageOnly: Bool)
    /// A component that is not a number (`1e3`, `abc`).
    case notANumber(String)
    /// `color()` with a space other than `srgb`.
    case unsupportedColorSpace(String)
  }
}

/// `InputError.ColorFunctionError`, by its short name inside the package.
typealias ColorFunctionError = InputError.ColorFunctionError
