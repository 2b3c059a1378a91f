/// A color brought into the sRGB gamut, remembering whether it had to be mapped.
public struct MappedColor: Equatable, Sendable {
  public var color: Color
  /// True when the color was outside sRGB (beyond `RGB.gamutEpsilon`) and gamut mapping changed it.
  public var wasOutOfGamut: Bool

  public init(color: Color, wasOutOfGamut: Bool) {
    self.color = color
    self.wasOutOfGamut = wasOutOfGamut
  }
}
