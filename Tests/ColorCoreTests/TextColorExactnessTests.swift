import Foundation
import Testing

@testable import ColorCore

/// Every figure `ColorText` prints for a color is the exact CSS Color 4 conversion of that color, rounded to the
/// figure's last digit: checked against a reference written here, independently of `Sources/ColorCore/Science`,
/// on all 4,096 `#rgb` colors and a seeded sample of 6,000 `#rrggbb` colors.
@Suite struct TextColorExactnessTests {
  // MARK: - Reference conversions (CSS Color 4, "Sample code for color conversions")

  /// A 3×3 matrix as rows, with the little algebra the reference needs.
  struct Matrix: Equatable {
    var rows: [[Double]]

    static func diagonal(_ values: [Double]) -> Matrix {
      Matrix(rows: (0..<3).map { row in (0..<3).map { row == $0 ? values[row] : 0 } })
    }

    /// A matrix whose columns are `columns`.
    static func columns(_ columns: [[Double]]) -> Matrix {
      Matrix(rows: (0..<3).map { row in columns.map { $0[row] } })
    }

    func times(_ vector: [Double]) -> [Double] {
      rows.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    func times(_ other: Matrix) -> Matrix {
      Matrix(
        rows: rows.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * other.rows[$1][column] } } })
    }

    /// The inverse, by cofactors.
    var inverse: Matrix {
      let m = rows
      func cofactor(_ r: Int, _ c: Int) -> Double {
        let (r1, r2, c1, c2) = ((r + 1) % 3, (r + 2) % 3, (c + 1) % 3, (c + 2) % 3)
        return m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]
      }
      let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
      return Matrix(rows: (0..<3).map { r in (0..<3).map { c in cofactor(c, r) / determinant } })
    }

    func isClose(to other: Matrix, within tolerance: Double) -> Bool {
      zip(rows, other.rows).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) <= tolerance } }
    }
  }

  enum Reference {
    /// XYZ of a white (Y = 1) from its 4-figure CIE chromaticity, as CSS Color 4 defines D50 and D65.
    static func white(x: Double, y: Double) -> [Double] { [x / y, 1, (1 - x - y) / y] }
    static let d65 = white(x: 0.3127, y: 0.3290)
    static let d50 = white(x: 0.3457, y: 0.3585)

    /// Linear sRGB to D65 XYZ, derived from the sRGB primaries' chromaticities and D65: the columns are the
    /// primaries' XYZ, scaled so that 1 1 1 is the white.
    static let linearSRGBToXYZ: Matrix = {
      let primaries = Matrix.columns([white(x: 0.64, y: 0.33), white(x: 0.30, y: 0.60), white(x: 0.15, y: 0.06)])
      return primaries.times(.diagonal(primaries.inverse.times(d65)))
    }()

    /// Bradford adaptation D65 → D50: into the cone space, scale by the whites' ratio, back.
    static let bradford = Matrix(rows: [
      [0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296],
    ])
    static let d65ToD50: Matrix = {
      let (source, destination) = (bradford.times(d65), bradford.times(d50))
      return bradford.inverse.times(.diagonal((0..<3).map { destination[$0] / source[$0] })).times(bradford)
    }()

    /// CSS Color 4's OKLab matrices (Ottosson's, recomputed there for a consistent D65 white).
    static let xyzToLMS = Matrix(rows: [
      [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
      [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
      [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ])
    static let lmsToOKLab = Matrix(rows: [
      [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
      [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
      [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ])

    /// Chroma at or below these makes the hue powerless (CSS Color 4's `Lab_to_LCH` and `OKLab_to_OKLCH`).
    static let lchAchromatic = 0.0015
    static let oklchAchromatic = 0.000004

    /// The sRGB transfer function (gamma-encoded → linear light), for 0...1.
    static func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func xyz(_ rgb: [Double]) -> [Double] { linearSRGBToXYZ.times(rgb.map(linear)) }

    static func lab(_ rgb: [Double]) -> [Double] {
      let (epsilon, kappa) = (216.0 / 24389, 24389.0 / 27)
      let adapted = d65ToD50.times(xyz(rgb))
      let f = (0..<3).map { index in
        let value = adapted[index] / d50[index]
        return value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
      }
      return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    static func oklab(_ rgb: [Double]) -> [Double] {
      lmsToOKLab.times(xyzToLMS.times(xyz(rgb)).map(cbrt))
    }

    /// L, C and the hue in degrees 0..<360, or nil when the chroma is at most `achromatic` (powerless).
    static func polar(_ rectangular: [Double], achromatic: Double) -> (values: [Double], hueIsPowerless: Bool) {
      let chroma = (rectangular[1] * rectangular[1] + rectangular[2] * rectangular[2]).squareRoot()
      var hue = atan2(rectangular[2], rectangular[1]) * 180 / Double.pi
      if hue < 0 { hue += 360 }
      return ([rectangular[0], chroma, hue], chroma <= achromatic)
    }

    /// HSL's hue (degrees), saturation and lightness (0–100); the hue is powerless for a gray.
    static func hsl(_ rgb: [Double]) -> (values: [Double], hueIsPowerless: Bool) {
      let (high, low) = (rgb.max()!, rgb.min()!)
      let lightness = (high + low) / 2
      let range = high - low
      guard range > 0 else { return ([0, 0, lightness * 100], true) }
      let saturation = range / (1 - abs(2 * lightness - 1))
      let (r, g, b) = (rgb[0], rgb[1], rgb[2])
      let sector =
        high == r ? (g - b) / range : high == g ? (b - r) / range + 2 : (r - g) / range + 4
      let hue = (sector * 60).truncatingRemainder(dividingBy: 360)
      return ([hue < 0 ? hue + 360 : hue, saturation * 100, lightness * 100], false)
    }

    /// HWB: HSL's hue, whiteness and blackness (0–100).
    static func hwb(_ rgb: [Double]) -> (values: [Double], hueIsPowerless: Bool) {
      let (hue, powerless) = (hsl(rgb).values[0], hsl(rgb).hueIsPowerless)
      return ([hue, rgb.min()! * 100, (1 - rgb.max()!) * 100], powerless)
    }

    /// The exact figures of `rgb` in `notation`, and whether its hue (if any) is powerless.
    static func figures(_ rgb: [Double], in notation: ColorNotation) -> (values: [Double], hueIsPowerless: Bool) {
      switch notation {
      case .rgb: (rgb.map { $0 * 255 }, false)
      case .hsl: hsl(rgb)
      case .hwb: hwb(rgb)
      case .lab: (lab(rgb), false)
      case .lch: polar(lab(rgb), achromatic: lchAchromatic)
      case .oklab: (oklab(rgb), false)
      case .oklch: polar(oklab(rgb), achromatic: oklchAchromatic)
      }
    }
  }

  // MARK: - The notations' layout (docs/formats.md, "Output formats")

  /// Decimals of each figure, which figure is a hue, which are percentages, and the JSON names.
  static func layout(_ notation: ColorNotation) -> (places: [Int], hue: Int?, percent: Bool, names: [String]) {
    switch notation {
    case .rgb: ([0, 0, 0], nil, false, ["r", "g", "b"])
    case .hsl: ([1, 1, 1], 0, true, ["h", "s", "l"])
    case .hwb: ([1, 1, 1], 0, true, ["h", "w", "b"])
    case .lab: ([2, 2, 2], nil, false, ["l", "a", "b"])
    case .lch: ([2, 2, 2], 2, false, ["l", "c", "h"])
    case .oklab: ([4, 5, 5], nil, false, ["l", "a", "b"])
    case .oklch: ([4, 5, 2], 2, false, ["l", "c", "h"])
    }
  }

  // MARK: - The colors

  static let shortHex: [UInt32] = (0..<4096).map { value in
    let (r, g, b) = (UInt32(value >> 8), UInt32(value >> 4 & 0xF), UInt32(value & 0xF))
    return r * 0x110000 + g * 0x1100 + b * 0x11
  }

  /// SplitMix64, so that the sample is the same on every run and every platform.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let sample: [UInt32] = {
    var generator = SeededGenerator(state: 20_261_124)
    return (0..<6000).map { _ in UInt32(truncatingIfNeeded: generator.next() >> 40) }
  }()

  static func channels(_ rgb: UInt32) -> [Double] {
    [Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255, Double(rgb & 0xFF) / 255]
  }

  // MARK: - The reference checks itself against published values

  @Test func theReferenceMatchesTheSpecsPublishedMatricesAndValues() {
    // CSS Color 4's lin_sRGB_to_XYZ (rational) and D65_to_D50 (Bradford), as the spec prints them.
    let published = Matrix(rows: [
      [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
      [87098 / 409605, 175762 / 245763, 12673 / 175545],
      [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ])
    #expect(Reference.linearSRGBToXYZ.isClose(to: published, within: 1e-15))
    let bradford = Matrix(rows: [
      [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
      [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
      [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ])
    #expect(Reference.d65ToD50.isClose(to: bradford, within: 1e-15))
    // D65 white adapts to the D50 white; white is L 100 / OKLab L 1 with no chroma.
    #expect(zip(Reference.d65ToD50.times(Reference.d65), Reference.d50).allSatisfy { abs($0 - $1) < 1e-15 })
    let white = Reference.lab([1, 1, 1])
    #expect(abs(white[0] - 100) < 1e-12 && abs(white[1]) < 1e-12 && abs(white[2]) < 1e-12)
    let okWhite = Reference.oklab([1, 1, 1])
    #expect(abs(okWhite[0] - 1) < 1e-12 && abs(okWhite[1]) < 1e-12 && abs(okWhite[2]) < 1e-12)
    // Published: sRGB red is XYZ 0.4124 0.2126 0.0193, lab(54.29 80.80 69.89) (CSS Color 4),
    // oklab(0.62796 0.22486 0.12585) (Ottosson).
    let red = [1.0, 0, 0]
    #expect(zip(Reference.xyz(red), [0.412391, 0.212639, 0.019331]).allSatisfy { abs($0 - $1) < 1e-6 })
    #expect(zip(Reference.lab(red), [54.2905, 80.8049, 69.891]).allSatisfy { abs($0 - $1) < 1e-3 })
    #expect(zip(Reference.oklab(red), [0.627955, 0.224863, 0.125846]).allSatisfy { abs($0 - $1) < 1e-5 })
    let hsl = Reference.hsl(Self.channels(0x8033CC)).values
    #expect(abs(hsl[0] - 270) < 0.2 && abs(hsl[1] - 60) < 0.1 && abs(hsl[2] - 50) < 0.1)
  }

  // MARK: - The property

  /// Checks every figure of the color `rgb` in every notation, text and JSON components; returns the failures.
  ///
  /// A figure with `places` decimals passes when |printed − exact| ≤ ½ × 10^−places (+1e-9 for the error of two
  /// floating-point computations of one number: a true tie may round either way).
  ///
  /// Hues are angles: the distance is taken round the circle, so an exact 359.97 printed 0 (it rounds to 360,
  /// which is written 0) is 0.03 away. A hue is powerless when the color has none: a gray in HSL/HWB (max = min),
  /// and in LCH/OKLCH a chroma at or below CSS Color 4's own threshold (0.0015 / 0.000004), under which the
  /// spec's sample code makes the hue NaN; there the exact hue is noise of the arithmetic, so the only rule is
  /// that colormix prints 0.
  ///
  /// `text` and `components` are `ColorText`'s, or stand-ins that show that the check can fail.
  static func failures(
    of rgb: UInt32, text printer: (Color, ColorNotation) -> String = ColorText.text,
    components lister: (Color, ColorNotation) -> [(name: String, value: Double)] = ColorText.components
  ) -> [String] {
    let color = Color(rgb: rgb)
    let exactRGB = channels(rgb)
    var failures: [String] = []
    for notation in ColorNotation.allCases {
      let layout = layout(notation)
      let (exact, powerless) = Reference.figures(exactRGB, in: notation)
      let text = printer(color, notation)
      let components = lister(color, notation)
      guard text.hasPrefix(notation.rawValue + "("), text.hasSuffix(")") else {
        failures.append("\(text): not \(notation.rawValue)(…)")
        continue
      }
      let words = text.dropFirst(notation.rawValue.count + 1).dropLast().split(
        separator: " ", omittingEmptySubsequences: false)
      guard words.count == 3, components.count == 3 else {
        failures.append("\(text): not three figures, or \(components.count) components")
        continue
      }
      for index in 0..<3 {
        let places = layout.places[index]
        let isPercent = layout.percent && index > 0
        var word = String(words[index])
        if isPercent {
          guard word.hasSuffix("%") else {
            failures.append("\(text): figure \(index + 1) has no %")
            continue
          }
          word.removeLast()
        }
        guard isShortest(word, places: places), let printed = Double(word) else {
          failures.append("\(text): '\(word)' is not a shortest decimal of at most \(places) places")
          continue
        }
        let component = components[index]
        if component.name != layout.names[index] || component.value != printed {
          failures.append("\(text): JSON component \(component.name) \(component.value) differs")
        }
        let tolerance = 0.5 * pow(10, -Double(places)) + 1e-9
        if index == layout.hue {
          if printed < 0 || printed >= 360 { failures.append("\(text): hue outside 0..<360") }
          if powerless {
            if printed != 0 { failures.append("\(text): the hue of an achromatic color is not 0") }
            continue
          }
          let distance = abs(printed - exact[index]).truncatingRemainder(dividingBy: 360)
          if min(distance, 360 - distance) > tolerance {
            failures.append("\(text): hue \(printed), exactly \(exact[index])")
          }
        } else if abs(printed - exact[index]) > tolerance {
          failures.append("\(text): figure \(index + 1) is \(printed), exactly \(exact[index])")
        }
      }
    }
    return failures
  }

  /// `[-]digits[.digits]`, at most `places` decimals, no trailing zero after the point, no `-0`, no leading zero.
  static func isShortest(_ word: String, places: Int) -> Bool {
    var body = Substring(word)
    if body.hasPrefix("-") { body = body.dropFirst() }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
      whole == "0" || !whole.hasPrefix("0")
    else { return false }
    if word == "-0" { return false }
    guard parts.count == 2 else { return true }
    let fraction = parts[1]
    return !fraction.isEmpty && fraction.count <= places && fraction.allSatisfy(\.isASCIIDigit)
      && !fraction.hasSuffix("0") && !(word.hasPrefix("-") && whole == "0" && fraction.allSatisfy { $0 == "0" })
  }

  @Test func everyPrintedFigureOfAShortHexColorIsWithinHalfAUnitOfItsLastDigit() {
    let failures = Self.shortHex.flatMap { rgb in Self.failures(of: rgb).map { "#\(String(rgb, radix: 16)): \($0)" } }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test func everyPrintedFigureOfASampledColorIsWithinHalfAUnitOfItsLastDigit() {
    #expect(Set(Self.sample).count > 5900)
    let failures = Self.sample.flatMap { rgb in Self.failures(of: rgb).map { "#\(String(rgb, radix: 16)): \($0)" } }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10).joined(separator: "\n"))")
  }

  /// The check can fail: a figure more than half a unit off, a hue for a gray, a hue of 360, a trailing zero, a
  /// JSON component that differs from the text are each caught.
  @Test func theCheckCatchesEveryKindOfWrongFigure() {
    func failures(_ rgb: UInt32, replacing old: String, with new: String) -> [String] {
      // (The JSON components, left as they are, then differ from the text too: that failure is not counted.)
      Self.failures(of: rgb, text: { ColorText.text($0, in: $1).replacingOccurrences(of: old, with: new) })
        .filter { !$0.contains("JSON component") }
    }
    // #808080 is 50.19607…% light: 50.2 passes, 50.1 (0.096 away) does not; as a gray its hue must be 0.
    #expect(Self.failures(of: 0x808080).isEmpty)
    #expect(failures(0x808080, replacing: "hsl(0 0% 50.2%)", with: "hsl(0 0% 50.1%)").count == 1)
    #expect(failures(0x808080, replacing: "hsl(0 0% 50.2%)", with: "hsl(120 0% 50.2%)").count == 1)
    #expect(failures(0x808080, replacing: "hsl(0 0% 50.2%)", with: "hsl(0 0% 50.20%)").count == 1)
    #expect(failures(0x808080, replacing: "hsl(0 0% 50.2%)", with: "hsl(0 0 50.2%)").count == 1)
    // Red's OKLab L is 0.627955…: 0.628 passes, 0.6279 (0.000055 away) does not; its OKLCH hue 29.23… is not 29.13.
    #expect(ColorText.text(Color(rgb: 0xFF0000), in: .oklab) == "oklab(0.628 0.22486 0.12585)")
    #expect(failures(0xFF0000, replacing: "oklab(0.628 ", with: "oklab(0.6279 ").count == 1)
    #expect(failures(0xFF0000, replacing: "29.23)", with: "29.13)").count == 1)
    // A hue is an angle: 0 is 0.03 from 359.97, and 360 is never printed.
    #expect(failures(0xFF0000, replacing: "hsl(0 ", with: "hsl(360 ").count == 1)
    #expect(failures(0xFF0000, replacing: "hsl(0 ", with: "hsl(359.9 ").count == 1)
    // The colors checked include hues that round to 360 and are printed 0.
    let wrapping = (Self.shortHex + Self.sample).filter { rgb in
      [ColorNotation.hsl, .lch, .oklch].contains { notation in
        let (values, powerless) = Reference.figures(Self.channels(rgb), in: notation)
        let hue = values[Self.layout(notation).hue!]
        return !powerless && hue >= 359.95
      }
    }
    #expect(!wrapping.isEmpty)
    let shifted = Self.failures(
      of: 0xFF0000,
      components: { color, notation in
        ColorText.components(color, in: notation).map { ($0.name, notation == .lab ? $0.value + 0.01 : $0.value) }
      })
    #expect(shifted.count == 3)
    #expect(Reference.polar(Reference.lab([0.5, 0.5, 0.5]), achromatic: Reference.lchAchromatic).hueIsPowerless)
    #expect(!Reference.polar(Reference.oklab([0.5, 0.5, 0.51]), achromatic: Reference.oklchAchromatic).hueIsPowerless)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
