extension ColorStore {
  /// The space the mixer's three sliders work in, kept in the store file beside the sides (`"sliders"`).
  ///
  /// Only the view: the stored color is RGB tenths whatever the sliders show.
  package enum SliderSpace: String, CaseIterable, Equatable, Sendable {
    /// Red, green and blue, 0–100.
    case rgb
    /// CSS HSL: hue 0–360, saturation and lightness 0–100.
    case hsl
    /// OKLCH: lightness 0–100 %, chroma 0–0.4, hue 0–360.
    case oklch
  }
}
