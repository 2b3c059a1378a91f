/// The WCAG 2.2 contrast of a text color on a background, measured as `colormix contrast` measures it: each color
/// in sRGB (gamut mapped where it lies outside), a translucent background laid over the backdrop (white unless
/// given), then a translucent text color over that background, in gamma-encoded sRGB as browsers composite.
///
/// ```swift
/// let pair = Contrast(try Color(parsing: "#777777"), on: .white)
/// pair.ratio                 // 4.4811…
/// pair.meets(.aaLarge)       // true
/// pair.line                  // "#777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail"
/// ```
public struct Contrast: Hashable, Sendable {
  /// The text color as given, in sRGB: a color outside it gamut mapped as `colormix show` maps it.
  public let foreground: Color
  /// The background as given, in sRGB as `foreground` is.
  public let background: Color
  /// The text color measured: `foreground` laid over `measuredBackground`, opaque.
  public let measuredForeground: Color
  /// The background measured: `background` laid over the backdrop, opaque.
  public let measuredBackground: Color
  /// The contrast ratio (L1 + 0.05) / (L2 + 0.05) of the measured colors, lighter over darker: 1...21.
  public let ratio: Double

  /// The contrast of `foreground` as text on `background`, a translucent background laid over `backdrop` (made
  /// opaque over white first).
  public init(_ foreground: Color, on background: Color, backdrop: Color = .white) {
    let backdrop = backdrop.isOpaque ? backdrop : backdrop.composited(over: .white).withAlpha(1)
    self.foreground = ColorReading.shown(computed: foreground).color
    self.background = ColorReading.shown(computed: background).color
    measuredBackground = self.background.composited(over: ColorReading.shown(computed: backdrop).color)
    measuredForeground = self.foreground.composited(over: measuredBackground)
    ratio = Contrast.ratio(measuredForeground, measuredBackground)
  }

  /// Whether either color was translucent, so that what was measured is not what was given.
  public var isComposited: Bool { !foreground.isOpaque || !background.isOpaque }

  /// Whether the ratio meets `level` (WCAG compares the unrounded ratio).
  public func meets(_ level: Color.ContrastLevel) -> Bool { level.isMet(by: ratio) }

  /// Whether the ratio meets `requirement`.
  public func meets(_ requirement: ContrastRequirement) -> Bool { requirement.isMet(by: ratio) }

  /// The ratio with exactly two decimals, rounded half away from zero: `4.48`.
  public var ratioText: String {
    var out = TextWriter(capacity: 8)
    Contrast.writeTwoDecimals(ratio, into: &out)
    return out.text
  }

  /// The line `colormix contrast FG BG` prints: `#777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA
  /// normal fail  AAA large fail`, followed by `  (composited: #rrggbb on #rrggbb)` when `isComposited`.
  public var line: String {
    var out = TextWriter(capacity: 128)
    write(into: &out)
    return out.text
  }

  /// The JSON object of this pair in `colormix contrast --format json`'s `"against"` array: the background's
  /// `"hex"`, the `"ratio"` to 2 decimals, `"composited"` when `isComposited`, and the verdicts `"aa"` and `"aaa"`,
  /// each `{"normal", "large"}`.
  public var json: String {
    var text = "{\"hex\": \"\(background.hex)\", \"ratio\": \(ColorText.decimal(ratio, places: 2)), "
    if isComposited {
      text += "\"composited\": {\"foreground\": \"\(measuredForeground.hex)\", "
      text += "\"background\": \"\(measuredBackground.hex)\"}, "
    }
    text += "\"aa\": {\"normal\": \(meets(.aaNormal)), \"large\": \(meets(.aaLarge))}, "
    text += "\"aaa\": {\"normal\": \(meets(.aaaNormal)), \"large\": \(meets(.aaaLarge))}}"
    return text
  }

  /// The JSON object `colormix contrast --format json` prints for `color` measured against each of `pairs`:
  /// `{"line": N, "hex", "against": [...], "bestText", "warnings"}`, `"line"` only when `line` is given.
  public static func json(
    of color: Color, _ pairs: [Contrast], line: Int? = nil, warnings: [RangeWarning] = [], gamut: [GamutWarning] = []
  ) -> String {
    var text = line.map { "{\"line\": \($0), " } ?? "{"
    text += "\"hex\": \"\(color.hex)\", \"against\": [" + pairs.map(\.json).joined(separator: ", ") + "], "
    text += "\"bestText\": \"\(color.bestTextColor.hex)\", \"warnings\": "
    text += WarningJSON.array(warnings, gamut: gamut) + "}"
    return text
  }

  /// Writes `line` into `out`, as bytes, for streams.
  public func write(into out: inout TextWriter) {
    out.write(hexOf: foreground)
    out.append(" on ")
    out.write(hexOf: background)
    out.append(": ")
    Contrast.writeTwoDecimals(ratio, into: &out)
    out.append(":1")
    func verdict(_ label: StaticString, _ level: Color.ContrastLevel) {
      out.append("  ")
      out.append(label)
      out.append(meets(level) ? " pass" : " fail")
    }
    verdict("AA normal", .aaNormal)
    verdict("AA large", .aaLarge)
    verdict("AAA normal", .aaaNormal)
    verdict("AAA large", .aaaLarge)
    if isComposited {
      out.append("  (composited: ")
      out.write(hexOf: measuredForeground)
      out.append(" on ")
      out.write(hexOf: measuredBackground)
      out.append(")")
    }
  }

  /// `ratio` with exactly two decimals (`4.70`), rounded half away from zero, into `out`.
  private static func writeTwoDecimals(_ ratio: Double, into out: inout TextWriter) {
    let hundredths = Int((ratio * 100).rounded())
    let fraction = hundredths % 100
    out.write(integer: hundredths / 100)
    out.write(byte: UInt8(ascii: "."))
    out.write(byte: UInt8(ascii: "0") + UInt8(fraction / 10))
    out.write(byte: UInt8(ascii: "0") + UInt8(fraction % 10))
  }

  /// The WCAG 2.2 relative luminance of an sRGB color: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels.
  static func relativeLuminance(_ color: Color) -> Double {
    let linear = LinearRGB(RGB(color))
    return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
  }

  /// The contrast ratio of two opaque colors, lighter over darker: 1...21, in either order.
  static func ratio(_ first: Color, _ second: Color) -> Double {
    let (a, b) = (relativeLuminance(first), relativeLuminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The ratio of two opaque colors as the two common readings of WCAG 2 measure it: by WCAG's rounded luminance
  /// coefficients and by CSS Color 4's sRGB-to-XYZ matrix (Y = 0.2126390 R + 0.7151687 G + 0.0721923 B, which
  /// browsers' tools and coloraide use). They differ by a few thousandths at most; a color made to reach a ratio is
  /// measured by the smaller, so no checker finds it a hair short.
  static func readings(_ first: Color, _ second: Color) -> ClosedRange<Double> {
    let (a, b) = (XYZ(RGB(first)).y, XYZ(RGB(second)).y)
    let (wcag, css) = (ratio(first, second), (max(a, b) + 0.05) / (min(a, b) + 0.05))
    return min(wcag, css)...max(wcag, css)
  }

  /// Black or white, whichever has more contrast with `background` laid over white (white on a tie).
  static func bestText(on background: Color) -> Color {
    // Against black (L + 0.05) / 0.05, against white 1.05 / (L + 0.05): one luminance is enough.
    let light = relativeLuminance(background.composited(over: .white)) + 0.05
    return light / 0.05 > 1.05 / light ? .black : .white
  }
}
