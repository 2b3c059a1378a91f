/// A color brought into the sRGB gamut, remembering whether it had to be mapped.
package struct MappedColor: Equatable, Sendable {
  package var color: Color
  /// True when the color was outside sRGB (beyond `RGB.gamutEpsilon`) and gamut mapping changed it.
  package var wasOutOfGamut: Bool

  package init(color: Color, wasOutOfGamut: Bool) {
    self.color = color
    self.wasOutOfGamut = wasOutOfGamut
  }
}
