/// Every one of some text colors on every one of some backgrounds: the WCAG 2 contrast of each pair, measured as
/// `colormix contrast` measures it, rows the text colors and columns the backgrounds.
///
/// ```swift
/// let grid = ContrastGrid(foregrounds: [.black, .white], backgrounds: [.white])
/// grid.contrasts[0][0].ratioText     // "21.00"
/// ContrastGrid.verdict(grid.contrasts[1][0])   // "fail"
/// ```
public struct ContrastGrid: Sendable {
  /// The contrast of `foregrounds[row]` on `backgrounds[column]`, at `[row][column]`.
  public let contrasts: [[Contrast]]

  /// The grid of `foregrounds` on `backgrounds`, a translucent background laid over `backdrop` first.
  public init(foregrounds: [Color], backgrounds: [Color], backdrop: Color = .white) {
    contrasts = foregrounds.map { foreground in backgrounds.map { foreground.contrast(on: $0, backdrop: backdrop) } }
  }

  /// The best WCAG level a pair meets for text: `AAA` (7:1), `AA` (4.5:1), `AA large` (3:1, large text only), or
  /// `fail`.
  public static func verdict(_ contrast: Contrast) -> String {
    contrast.meets(.aaaNormal)
      ? "AAA" : contrast.meets(.aaNormal) ? "AA" : contrast.meets(.aaLarge) ? "AA large" : "fail"
  }
}
