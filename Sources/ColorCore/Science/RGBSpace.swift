/// The spaces of CSS `color()`: each an RGB space (a transfer function and primaries) or CIE XYZ.
///
/// The matrices are coloraide's (computed from each space's primaries and white); `rec2020` has the BT.1886
/// transfer CSS Color 4 adopted, a pure 2.4 gamma, as coloraide 8.13 has it; ProPhoto RGB is relative to D50 and
/// reaches D65 by Bradford, as XYZ D50 does.
extension Color {
  /// A space of CSS `color(SPACE c1 c2 c3)`.
  public enum Space: String, CaseIterable, Sendable {
    /// Gamma-encoded sRGB: the channels of `Color`.
    case srgb
    /// Linear-light sRGB.
    case srgbLinear = "srgb-linear"
    /// Display P3: P3 primaries, D65 white, the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) compatible.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM), D50 white.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020 primaries with the BT.1886 transfer (a 2.4 gamma).
    case rec2020
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to D65 (`xyz` in CSS).
    case xyzD65 = "xyz-d65"

    /// The gamut this space's 0...1 cube is, or nil for XYZ (unbounded). srgb-linear has sRGB's.
    public var gamut: Gamut? {
      switch self {
      case .srgb, .srgbLinear: .srgb
      case .displayP3: .displayP3
      case .a98RGB: .a98RGB
      case .prophotoRGB: .prophotoRGB
      case .rec2020: .rec2020
      case .xyzD50, .xyzD65: nil
      }
    }

    /// What the space is and what of a color its text holds, in a phrase: `Display P3; a color outside it is
    /// gamut mapped into it`.
    public var summary: String {
      switch self {
      case .srgb: "sRGB; a color outside it is gamut mapped into it"
      case .srgbLinear: "linear-light sRGB; sRGB's gamut"
      case .displayP3: "Display P3; a color outside it is gamut mapped into it"
      case .a98RGB: "Adobe RGB (1998); gamut mapped into it"
      case .prophotoRGB: "ProPhoto RGB (D50); gamut mapped into it"
      case .rec2020: "Rec. 2020 with the BT.1886 transfer (a 2.4 gamma); gamut mapped into it"
      case .xyzD65: "CIE XYZ, D65; every color as it is"
      case .xyzD50: "CIE XYZ, D50 (Bradford); every color as it is"
      }
    }

    /// The space `color()` names: a space's name in any case, `xyz` for `xyz-d65`.
    public init?(cssName: String) {
      let lower = cssName.lowercased()
      if lower == "xyz" {
        self = .xyzD65
      } else if let space = Space(rawValue: lower) {
        self = space
      } else {
        return nil
      }
    }
  }

  /// An RGB gamut: the colors whose channels in that space are all within 0...1.
  public enum Gamut: String, CaseIterable, Sendable {
    /// sRGB, the gamut of `#rrggbb` and of the store.
    case srgb
    /// Display P3.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998).
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB.
    case prophotoRGB = "prophoto-rgb"
    /// Rec. 2020.
    case rec2020

    /// The RGB space whose cube this gamut is.
    public var space: Space {
      switch self {
      case .srgb: .srgb
      case .displayP3: .displayP3
      case .a98RGB: .a98RGB
      case .prophotoRGB: .prophotoRGB
      case .rec2020: .rec2020
      }
    }
  }

  /// The color whose coordinates in `space` are `c1 c2 c3` (0...1 for an RGB space's gamut; XYZ with Y 1 for
  /// white), kept exactly (extended range), with `alpha`.
  public init(_ space: Space, _ c1: Double, _ c2: Double, _ c3: Double, alpha: Double = 1) {
    let rgb = RGBSpaces.rgb(from: space, (c1, c2, c3))
    self.init(extendedRed: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// The coordinates of this color in `space`, exactly (outside 0...1 when the space's gamut does not hold it).
  public func coordinates(in space: Space) -> (Double, Double, Double) {
    RGBSpaces.coordinates(RGB(self), in: space)
  }

  /// Whether `gamut` holds this color (each channel in that space within 0...1, give or take a hundred-thousandth).
  public func isInGamut(_ gamut: Gamut) -> Bool {
    if gamut == .srgb { return RGB(self).isInGamut }
    let (c1, c2, c3) = coordinates(in: gamut.space)
    return RGB(red: c1, green: c2, blue: c3).isInGamut
  }

  /// This color brought into `gamut` by the CSS Color 4 gamut mapping (OKLCH chroma reduced by binary search
  /// until the clipped color is within a just noticeable difference; black at lightness 0 and below, white at 1
  /// and above), alpha kept; the color itself when the gamut holds it.
  public func mapped(into gamut: Gamut) -> Color {
    let rgb = RGB(self)
    if gamut == .srgb && rgb.isWithin(0) { return self }
    let mapped = GamutMapping.mapped(rgb, into: gamut)
    if gamut == .srgb { return clippedColor(mapped) }
    return Color(extendedRed: mapped.red, green: mapped.green, blue: mapped.blue, alpha: alpha)
  }

  /// `mapped(into: .srgb)` of this color, whose sRGB is `rgb` and OKLCH `origin`, for a caller that has worked
  /// them out already.
  func mappedIntoSRGB(_ rgb: RGB, from origin: OKLCH) -> Color {
    if rgb.isWithin(0) { return self }
    return clippedColor(GamutMapping.mapped(rgb, from: origin))
  }

  /// `rgb`, clipped to 0...1, with this color's alpha.
  private func clippedColor(_ rgb: RGB) -> Color {
    let clipped = rgb.color
    return Color(red: clipped.red, green: clipped.green, blue: clipped.blue, alpha: alpha)
  }

  /// The gamuts of `Gamut.srgb`, `.displayP3` and `.rec2020` that hold this color, in that order, each channel
  /// within 0...1 give or take `Color.gamutsTolerance` (coloraide's), so that a color printed with a format's
  /// digits and read back is in the gamuts it was in.
  public var gamuts: [Gamut] {
    [.srgb, .displayP3, .rec2020].filter { isWithin($0, tolerance: Color.gamutsTolerance) }
  }

  /// How far a channel may stray outside 0...1 for `gamuts`: coloraide's `in_gamut` tolerance.
  public static let gamutsTolerance = 0.000075

  /// Whether each channel of this color in `gamut`'s space is within 0...1, give or take `tolerance`.
  func isWithin(_ gamut: Gamut, tolerance: Double) -> Bool {
    if gamut == .srgb { return RGB(self).isWithin(tolerance) }
    let (c1, c2, c3) = coordinates(in: gamut.space)
    return RGB(red: c1, green: c2, blue: c3).isWithin(tolerance)
  }
}

/// The conversions between gamma-encoded sRGB and the spaces of `color()`, through linear light and D65 XYZ.
enum RGBSpaces {
  /// Gamma-encoded sRGB (extended range) of coordinates `c` in `space`.
  static func rgb(from space: Space, _ c: (Double, Double, Double)) -> RGB {
    switch space {
    case .srgb: return RGB(red: c.0, green: c.1, blue: c.2)
    case .srgbLinear: return LinearRGB(red: c.0, green: c.1, blue: c.2).rgb
    case .xyzD65: return XYZ(x: c.0, y: c.1, z: c.2).rgb
    case .xyzD50: return XYZ(d50: c.0, c.1, c.2).rgb
    case .prophotoRGB:
      let (x, y, z) = toXYZ(space).times(linear(space, c))
      return XYZ(d50: x, y, z).rgb
    default:
      let (x, y, z) = toXYZ(space).times(linear(space, c))
      return XYZ(x: x, y: y, z: z).rgb
    }
  }

  /// The coordinates in `space` of gamma-encoded sRGB `rgb`.
  static func coordinates(_ rgb: RGB, in space: Space) -> (Double, Double, Double) {
    switch space {
    case .srgb: return (rgb.red, rgb.green, rgb.blue)
    case .srgbLinear:
      let linear = LinearRGB(rgb)
      return (linear.red, linear.green, linear.blue)
    case .xyzD65:
      let xyz = XYZ(rgb)
      return (xyz.x, xyz.y, xyz.z)
    case .xyzD50: return XYZ(rgb).d50
    case .prophotoRGB: return encoded(space, fromXYZ(space).times(XYZ(rgb).d50))
    default:
      let xyz = XYZ(rgb)
      return encoded(space, fromXYZ(space).times((xyz.x, xyz.y, xyz.z)))
    }
  }

  /// Linear light of `space`'s encoded channels `c`.
  static func linear(_ space: Space, _ c: (Double, Double, Double)) -> (Double, Double, Double) {
    (linear(space, c.0), linear(space, c.1), linear(space, c.2))
  }

  /// Encoded channels of `space` from linear light `c`.
  static func encoded(_ space: Space, _ c: (Double, Double, Double)) -> (Double, Double, Double) {
    (encoded(space, c.0), encoded(space, c.1), encoded(space, c.2))
  }

  /// The transfer function of `space` undone (each mirrored below zero).
  static func linear(_ space: Space, _ value: Double) -> Double {
    let magnitude = abs(value)
    let result: Double
    switch space {
    case .a98RGB: result = Platform.pow(magnitude, 563 / 256)
    case .prophotoRGB: result = magnitude <= 16 / 512 ? magnitude / 16 : Platform.pow(magnitude, 1.8)
    case .rec2020: result = Platform.pow(magnitude, 2.4)
    case .srgb, .displayP3: return SRGBTransfer.linear(value)
    case .srgbLinear, .xyzD50, .xyzD65: return value
    }
    return value < 0 ? -result : result
  }

  /// The transfer function of `space` (each mirrored below zero).
  static func encoded(_ space: Space, _ value: Double) -> Double {
    let magnitude = abs(value)
    let result: Double
    switch space {
    case .a98RGB: result = Platform.pow(magnitude, 256 / 563)
    case .prophotoRGB: result = magnitude < 1 / 512 ? magnitude * 16 : Platform.pow(magnitude, 1 / 1.8)
    case .rec2020: result = Platform.pow(magnitude, 1 / 2.4)
    case .srgb, .displayP3: return SRGBTransfer.encoded(value)
    case .srgbLinear, .xyzD50, .xyzD65: return value
    }
    return value < 0 ? -result : result
  }

  /// Linear light of an RGB space to XYZ (D50 for ProPhoto RGB, D65 for the others).
  static func toXYZ(_ space: Space) -> Matrix3 {
    switch space {
    case .displayP3: displayP3ToXYZ
    case .a98RGB: a98ToXYZ
    case .prophotoRGB: prophotoToXYZ
    case .rec2020: rec2020ToXYZ
    case .srgb, .srgbLinear, .xyzD50, .xyzD65: XYZ.fromLinearSRGB
    }
  }

  /// XYZ to linear light of an RGB space (the inverse of `toXYZ`).
  static func fromXYZ(_ space: Space) -> Matrix3 {
    switch space {
    case .displayP3: xyzToDisplayP3
    case .a98RGB: xyzToA98
    case .prophotoRGB: xyzToProphoto
    case .rec2020: xyzToRec2020
    case .srgb, .srgbLinear, .xyzD50, .xyzD65: XYZ.toLinearSRGB
    }
  }

  static let displayP3ToXYZ = Matrix3(
    (0.48657094864821615, 0.26566769316909306, 0.19821728523436247),
    (0.22897456406974878, 0.6917385218365063, 0.07928691409374498),
    (-3.9720755169334874e-17, 0.04511338185890263, 1.0439443689009757))
  static let xyzToDisplayP3 = Matrix3(
    (2.4934969119414254, -0.931383617919124, -0.4027107844507169),
    (-0.8294889695615748, 1.7626640603183465, 0.023624685841943587),
    (0.03584583024378447, -0.07617238926804183, 0.9568845240076874))
  static let a98ToXYZ = Matrix3(
    (0.5766690429101307, 0.1855582379065463, 0.18822864623499472),
    (0.2973449752505361, 0.6273635662554661, 0.07529145849399789),
    (0.027031361386412343, 0.07068885253582723, 0.9913375368376389))
  static let xyzToA98 = Matrix3(
    (2.0415879038107456, -0.5650069742788595, -0.34473135077832956),
    (-0.9692436362808795, 1.8759675015077202, 0.0415550574071756),
    (0.013444280632031147, -0.11836239223101837, 1.0151749943912054))
  static let prophotoToXYZ = Matrix3(
    (0.7977604896723026, 0.13518583717574031, 0.031349349581524806),
    (0.28807112822929337, 0.7118432178101014, 8.565396060525903e-05),
    (0.0, 0.0, 0.8251046025104602))
  static let xyzToProphoto = Matrix3(
    (1.3457989731028281, -0.2555801000799754, -0.05110628506753401),
    (-0.5446224939028347, 1.5082327413132781, 0.02053603239147973),
    (0.0, 0.0, 1.2119675456389452))
  static let rec2020ToXYZ = Matrix3(
    (0.6369580483012911, 0.14461690358620838, 0.16888097516417208),
    (0.262700212011267, 0.677998071518871, 0.05930171646986195),
    (4.994106574466074e-17, 0.028072693049087438, 1.0609850577107909))
  static let xyzToRec2020 = Matrix3(
    (1.7166511879712683, -0.3556707837763925, -0.25336628137365985),
    (-0.666684351832489, 1.6164812366349388, 0.015768545813911142),
    (0.017639857445310787, -0.042770613257808524, 0.9421031212354739))
}

/// `Color.Space`, by its short name inside the package.
typealias Space = Color.Space
