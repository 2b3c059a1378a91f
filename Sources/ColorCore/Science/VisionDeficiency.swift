/// A color-vision deficiency, for seeing colors as a person with it sees them (``Color/simulating(_:severity:)``).
///
/// Protanopia, deuteranopia and tritanopia follow Machado, Oliveira and Fernandes, "A Physiologically-based Model
/// for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009): their table gives a matrix for each
/// severity 0, 0.1, … 1.0 (1.0 is the full dichromacy, lower severities the anomalous trichromacies), applied to
/// linear-light sRGB. A severity between two of the table's is the blend of the two nearest matrices, weighted by
/// how near each is (35% is half way between the 0.3 and 0.4 matrices). Achromatopsia is the WCAG relative
/// luminance as a gray, blended with the color in linear light by the severity. A result outside sRGB (the
/// matrices can leave it by a few percent) is clipped channel by channel to 0...1 in linear light.
public enum VisionDeficiency: String, CaseIterable, Sendable {
  /// No working long-wavelength (red) cones; anomalous protanomaly below full severity.
  case protanopia
  /// No working medium-wavelength (green) cones; deuteranomaly below full severity.
  case deuteranopia
  /// No working short-wavelength (blue) cones; tritanomaly below full severity.
  case tritanopia
  /// No color vision: only lightness is seen.
  case achromatopsia

  /// The linear-light matrix of Machado et al. for `severity` (0...1, clamped), the table's entries blended
  /// linearly between the two nearest; nil for achromatopsia, which is no matrix.
  func matrix(severity: Double) -> [[Double]]? {
    guard let table = MachadoTable.matrices(self) else { return nil }
    let scaled = min(max(severity.isNaN ? 0 : severity, 0), 1) * 10
    let lower = min(Int(scaled.rounded(.down)), 9)
    let weight = scaled - Double(lower)
    return (0..<3).map { row in
      (0..<3).map { column in
        table[lower][row][column] * (1 - weight) + table[lower + 1][row][column] * weight
      }
    }
  }
}

extension Color {
  /// This color as a person with `deficiency` sees it, at `severity` percent (0...100, clamped; 100 is the full
  /// deficiency): see ``VisionDeficiency`` for the model. The result is always inside sRGB: a color outside it
  /// (wide gamut, extended range) goes through the model as it is and the result is clipped, at every severity;
  /// so severity 0 gives a color inside sRGB back as it is and clips one outside. Alpha is kept.
  public func simulating(_ deficiency: VisionDeficiency, severity: Double = 100) -> Color {
    let amount = min(max(severity.isNaN ? 0 : severity, 0), 100) / 100
    if amount == 0 {
      let rgb = RGB(self)
      if rgb.isWithin(0) { return self }
      let seen = rgb.clipped.color
      return alpha < 1 ? seen.withAlpha(alpha) : seen
    }
    let linear = LinearRGB(RGB(self))
    let (r, g, b) = (linear.red, linear.green, linear.blue)
    var out: (Double, Double, Double)
    if let m = deficiency.matrix(severity: amount) {
      out = (
        m[0][0] * r + m[0][1] * g + m[0][2] * b, m[1][0] * r + m[1][1] * g + m[1][2] * b,
        m[2][0] * r + m[2][1] * g + m[2][2] * b
      )
    } else {
      let gray = 0.2126 * r + 0.7152 * g + 0.0722 * b
      out = (r + (gray - r) * amount, g + (gray - g) * amount, b + (gray - b) * amount)
    }
    func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
    let seen = LinearRGB(red: clip(out.0), green: clip(out.1), blue: clip(out.2)).rgb.color
    return alpha < 1 ? seen.withAlpha(alpha) : seen
  }
}
