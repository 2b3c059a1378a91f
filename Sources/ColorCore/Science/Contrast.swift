/// WCAG 2.2 relative luminance and contrast ratio.
enum Contrast {
  /// Relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels.
  static func relativeLuminance(_ color: Color) -> Double {
    let linear = LinearRGB(RGB(color))
    return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
  }

  /// The contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1...21, in either order.
  static func ratio(_ first: Color, _ second: Color) -> Double {
    let (a, b) = (relativeLuminance(first), relativeLuminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Black or white, whichever has more contrast with `background` (white on a tie).
  static func bestText(on background: Color) -> Color {
    // Against black (L + 0.05) / 0.05, against white 1.05 / (L + 0.05): one luminance is enough.
    let light = relativeLuminance(background.composited(over: .white)) + 0.05
    return light / 0.05 > 1.05 / light ? .black : .white
  }
}
