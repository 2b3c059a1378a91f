/// A color brought into the sRGB gamut, remembering whether it had to be mapped: `Color(_:)` from a space's
/// value maps silently; `MappedColor(_:)` says whether it changed the color.
public struct MappedColor: Equatable, Sendable {
  /// The color in sRGB.
  public var color: Color
  /// True when the color was outside sRGB (beyond `RGB.gamutEpsilon`) and gamut mapping changed it.
  public var wasOutOfGamut: Bool

  /// A mapped color from its parts.
  public init(color: Color, wasOutOfGamut: Bool) {
    self.color = color
    self.wasOutOfGamut = wasOutOfGamut
  }
}

extension MappedColor {
  /// `hsl` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ hsl: HSL) { self = GamutMapping.color(for: hsl.rgb) }
  /// `hwb` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ hwb: HWB) { self = GamutMapping.color(for: hwb.rgb) }
  /// `lab` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ lab: LabD50) { self = GamutMapping.color(for: lab.rgb) }
  /// `lch` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ lch: LCH) { self = GamutMapping.color(for: lch.rgb) }
  /// `oklab` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ oklab: OKLab) { self = GamutMapping.color(for: oklab.rgb) }
  /// `oklch` in sRGB (as `Color(_:)` makes it), and whether it was outside.
  public init(_ oklch: OKLCH) { self = GamutMapping.color(for: oklch.rgb) }
}
