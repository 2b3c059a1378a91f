import Foundation

/// Color formulas the tests compute for themselves, written here from their published definitions (not colormix's
/// code), so a test of a generated color does not ask colormix what to expect. Each is checked against coloraide
/// by TheTestsReferenceFormulasAgreeWithColoraideTests, on Fixtures/accessibility/reference.json.
enum ReferenceFormulas {
  /// The channels of an opaque `#rrggbb` color, each 0...1 (the byte over 255).
  static func rgb(_ hex: String) -> [Double] {
    precondition(hex.count == 7 && hex.hasPrefix("#"), "not #rrggbb: \(hex)")
    let value = Int(hex.dropFirst(), radix: 16)!
    return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
  }

  /// The sRGB transfer function, undone (IEC 61966-2-1, as CSS Color 4 writes it): a gamma-encoded channel to
  /// linear light.
  static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function: a linear-light channel (0...1) to its gamma-encoded value.
  static func encoded(_ channel: Double) -> Double {
    channel <= 0.0031308 ? 12.92 * channel : 1.055 * pow(channel, 1 / 2.4) - 0.055
  }

  /// The linear-light channels of an opaque `#rrggbb` color.
  static func linearRGB(_ hex: String) -> [Double] { rgb(hex).map(linear) }

  /// Linear sRGB to CIE XYZ (D65), CSS Color 4's matrix (its exact rational entries).
  static let xyzFromLinearSRGB: [[Double]] = [
    [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
    [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
    [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
  ]

  /// CIE XYZ (D65) of linear-light sRGB channels.
  static func xyz(linear rgb: [Double]) -> [Double] { multiply(xyzFromLinearSRGB, rgb) }

  /// XYZ D65 to LMS: Ottosson's M1 as CSS Color 4 gives it (recomputed for CSS's D65 white, so white has a = b = 0).
  static let lmsFromXYZ: [[Double]] = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]

  /// The cube roots of LMS to OKLab: Ottosson's M2 as CSS Color 4 gives it.
  static let oklabFromLMS: [[Double]] = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]

  /// The OKLCH lightness (0...1), chroma and hue (degrees, 0..<360) of an opaque `#rrggbb` color: Björn
  /// Ottosson's OKLab as CSS Color 4 gives it, linear sRGB to XYZ D65, XYZ to LMS (Ottosson's M1 recomputed for
  /// CSS's D65 white), the cube root, LMS′ to Lab (M2); then chroma and hue of a and b. A gray's hue is noise.
  static func oklch(_ hex: String) -> (l: Double, c: Double, h: Double) {
    let lms = multiply(lmsFromXYZ, xyz(linear: linearRGB(hex))).map(cbrt)
    let lab = multiply(oklabFromLMS, lms)
    return (lab[0], hypot(lab[1], lab[2]), degrees(atan2(lab[2], lab[1])))
  }

  /// CIE L*a*b* relative to D65 (CSS Color 4's white, x 0.3127, y 0.3290) of an opaque `#rrggbb` color, with
  /// CIE's exact ε = 216/24389 and κ = 24389/27: the Lab CIEDE2000 is measured in here (as coloraide does).
  static func labD65(_ hex: String) -> (l: Double, a: Double, b: Double) { labD65(rgb: rgb(hex)) }

  /// CIE L*a*b* D65, as `labD65(_:)`, of gamma-encoded sRGB channels 0...1.
  static func labD65(rgb: [Double]) -> (l: Double, a: Double, b: Double) {
    let white = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
    let (epsilon, kappa) = (216.0 / 24389, 24389.0 / 27)
    let f = zip(xyz(linear: rgb.map(linear)), white).map { value, reference in
      let t = value / reference
      return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))
  }

  /// The CIEDE2000 difference of two opaque `#rrggbb` colors (kL = kC = kH = 1), in CIELAB D65, equation by
  /// equation as Sharma, Wu and Dalal (2005) write it, with their conventions for a zero chroma: h′ = 0 when
  /// a′ = b′ = 0, Δh′ = 0 and the mean hue the sum when C′1·C′2 = 0.
  static func ciede2000(_ first: String, _ second: String) -> Double {
    ciede2000(rgb: rgb(first), rgb: rgb(second))
  }

  /// The CIEDE2000 difference, as `ciede2000(_:_:)`, of two colors given as gamma-encoded sRGB channels 0...1.
  static func ciede2000(rgb first: [Double], rgb second: [Double]) -> Double {
    let (l1, a1, b1) = labD65(rgb: first)
    let (l2, a2, b2) = labD65(rgb: second)
    // (2)-(7)
    let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
    let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
    let (ap1, ap2) = ((1 + g) * a1, (1 + g) * a2)
    let (cp1, cp2) = (hypot(ap1, b1), hypot(ap2, b2))
    func hue(_ b: Double, _ a: Double) -> Double { a == 0 && b == 0 ? 0 : degrees(atan2(b, a)) }
    let (hp1, hp2) = (hue(b1, ap1), hue(b2, ap2))
    // (8)-(11)
    let deltaL = l2 - l1
    let deltaC = cp2 - cp1
    var deltaH = 0.0
    if cp1 * cp2 != 0 {
      deltaH = hp2 - hp1
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * sqrt(cp1 * cp2) * sin(radians(deltaH / 2))
    // (12)-(14)
    let meanL = (l1 + l2) / 2
    let meanCp = (cp1 + cp2) / 2
    var meanH = hp1 + hp2
    if cp1 * cp2 != 0 {
      if abs(hp1 - hp2) <= 180 {
        meanH /= 2
      } else {
        meanH = meanH < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2
      }
    }
    // (15)-(22)
    let t =
      1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
      - 0.20 * cos(radians(4 * meanH - 63))
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let rC = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
    let sL = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
    let sC = 1 + 0.045 * meanCp
    let sH = 1 + 0.015 * meanCp * t
    let rT = -sin(radians(2 * deltaTheta)) * rC
    let (termL, termC, termH) = (deltaL / sL, deltaC / sC, deltaBigH / sH)
    return sqrt(termL * termL + termC * termC + termH * termH + rT * termC * termH)
  }

  /// A dichromacy, as the keys of the fixture name it.
  enum Deficiency: String, CaseIterable, Sendable {
    case protan, deutan, tritan

    /// The matrix of Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color
    /// Vision Deficiency" (IEEE TVCG 2009), Table 1 at severity 1.0, row by row, for linear-light sRGB.
    var machado: [[Double]] {
      switch self {
      case .protan:
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
      case .deutan:
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
      case .tritan:
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
      }
    }
  }

  /// An opaque `#rrggbb` color as seen with full `deficiency` (Machado 2009, severity 1.0): the matrix applied to
  /// the linear-light channels, each result clipped to 0...1 in linear light, then gamma-encoded: sRGB 0...1.
  static func simulated(_ hex: String, _ deficiency: Deficiency) -> [Double] {
    multiply(deficiency.machado, linearRGB(hex)).map { encoded(min(1, max(0, $0))) }
  }

  /// The WCAG 2 relative luminance of linear-light sRGB channels, with WCAG's coefficients 0.2126, 0.7152, 0.0722.
  static func luminance(linear rgb: [Double]) -> Double { 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] }

  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  /// Degrees of an angle in radians, on 0..<360.
  static func degrees(_ radians: Double) -> Double {
    let value = radians * 180 / .pi
    return value < 0 ? value + 360 : value
  }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

/// The WCAG 2 contrast ratio of two opaque `#rrggbb` colors, computed in the tests from the definition (not by
/// colormix): the relative luminance of the linear channels (WCAG's coefficients), then (L1 + 0.05) / (L2 + 0.05).
func wcagRatio(_ first: String, _ second: String) -> Double {
  let (a, b) = (
    ReferenceFormulas.luminance(linear: ReferenceFormulas.linearRGB(first)),
    ReferenceFormulas.luminance(linear: ReferenceFormulas.linearRGB(second))
  )
  return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
