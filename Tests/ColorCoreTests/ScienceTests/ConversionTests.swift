import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ConversionTests {
    typealias T = ScienceTests

    @Test func cssLeafExampleAgreesInLCHLabAndSRGB() {
      // CSS Color 4 §2: lch(51.2345% 21.2 130) = lab(51.2345% -13.6271 16.2401) = color(sRGB 0.41587 0.503670 0.36664).
      let lch = LCH(lightness: 51.2345, chroma: 21.2, hue: 130)
      #expect(T.close(lch.lab.a, -13.6271, 0.0001) && T.close(lch.lab.b, 16.2401, 0.0001))
      let rgb = lch.rgb
      #expect(T.close(rgb.red, 0.41587, 0.0001))
      #expect(T.close(rgb.green, 0.503670, 0.0001))
      #expect(T.close(rgb.blue, 0.36664, 0.0001))
      let back = LCH(RGB(red: 0.41587, green: 0.503670, blue: 0.36664))
      // The sRGB figures have 5 digits (and predate the current matrices): the way back agrees to about 0.01.
      #expect(T.close(back.lightness, 51.2345, 0.003), "\(back)")
      #expect(T.close(back.chroma, 21.2, 0.01) && T.close(back.hue, 130, 0.02), "\(back)")
    }

    @Test func cssLabExampleIsItsLCHExample() {
      // CSS Color 4: lab(29.2345% 39.3825 20.0664) is lch(29.2345% 44.2 27).
      let lch = LCH(LabD50(l: 29.2345, a: 39.3825, b: 20.0664))
      #expect(T.close(lch.chroma, 44.2, 0.0001) && T.close(lch.hue, 27, 0.0001))
    }

    @Test func ottossonsXYZTableToThreeDecimals() {
      // Björn Ottosson, "A perceptual color space for image processing": XYZ → OKLab, published to 3 decimals.
      let table: [(XYZ, OKLab)] = [
        (XYZ(x: 0.950, y: 1.000, z: 1.089), OKLab(l: 1.000, a: 0.000, b: 0.000)),
        (XYZ(x: 1.000, y: 0.000, z: 0.000), OKLab(l: 0.450, a: 1.236, b: -0.019)),
        (XYZ(x: 0.000, y: 1.000, z: 0.000), OKLab(l: 0.922, a: -0.671, b: 0.263)),
        (XYZ(x: 0.000, y: 0.000, z: 1.000), OKLab(l: 0.153, a: -1.415, b: -0.449)),
      ]
      for (xyz, expected) in table {
        let oklab = OKLab(xyz)
        #expect(T.close(oklab.l, expected.l, 0.0005), "\(xyz)")
        #expect(T.close(oklab.a, expected.a, 0.0005), "\(xyz)")
        #expect(T.close(oklab.b, expected.b, 0.0005), "\(xyz)")
        let back = oklab.xyz
        #expect(T.close(back.x, xyz.x, 1e-9) && T.close(back.y, xyz.y, 1e-9) && T.close(back.z, xyz.z, 1e-9))
      }
    }

    @Test func pureRedInOKLabAndOKLCH() {
      let red = OKLab(RGB(Color(StoredColor(red: 1000, green: 0, blue: 0))))
      #expect(T.close(red.l, 0.6279554, 0.0000005))
      #expect(T.close(red.a, 0.22486306, 0.0000005))
      #expect(T.close(red.b, 0.1258463, 0.0000005))
      let polar = OKLCH(red)
      #expect(T.close(polar.chroma, 0.2576833, 0.000001) && T.close(polar.hue, 29.2338851, 0.0001))
    }

    @Test func whiteIsOKLCHLightnessOneWithNoChromaAndHueZero() {
      let white = OKLCH(RGB(Color(StoredColor(red: 1000, green: 1000, blue: 1000))))
      #expect(T.close(white.lightness, 1, 1e-7))
      #expect(white.chroma < OKLabModel.achromaticChroma && white.hue == 0)
      let black = OKLCH(RGB(Color.black))
      #expect(black.lightness == 0 && black.chroma == 0 && black.hue == 0)
    }

    @Test func grayHasNoHueInAnyPolarSpace() {
      let gray = RGB(Color(StoredColor(red: 500, green: 500, blue: 500)))
      #expect(HSL(gray) == HSL(hue: 0, saturation: 0, lightness: 50))
      #expect(HWB(gray).hue == 0)
      #expect(LCH(gray).hue == 0 && LCH(gray).chroma < LabD50Model.achromaticChroma)
      #expect(OKLCH(gray).hue == 0)
    }

    @Test func hexColor8033ccIsHSL270_60_50() {
      let hsl = HSL(RGB(Color(red255: 0x80, green255: 0x33, blue255: 0xcc)))
      #expect(T.close(hsl.hue, 270, 0.5) && T.close(hsl.saturation, 60, 0.1) && T.close(hsl.lightness, 50, 0.1))
    }

    @Test func cssHSLAndHWBExamples() {
      let green = HSL(hue: 120, saturation: 100, lightness: 25).rgb
      #expect(green == RGB(red: 0, green: 0.5, blue: 0))
      // hwb(194 0% 50%) is #006280 and hwb(194 50% 0%) is #80e1ff; hwb(194 50% 50%) is the gray #808080.
      #expect(GamutMapping.color(for: HWB(hue: 194, whiteness: 0, blackness: 50).rgb).color.hex == "#006280")
      #expect(GamutMapping.color(for: HWB(hue: 194, whiteness: 50, blackness: 0).rgb).color.hex == "#80e1ff")
      #expect(HWB(hue: 194, whiteness: 50, blackness: 50).rgb == RGB(red: 0.5, green: 0.5, blue: 0.5))
      // Whiteness plus blackness over 100% is normalized to a gray.
      #expect(HWB(hue: 0, whiteness: 60, blackness: 60).rgb == RGB(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func srgbRedInCSSLabIsD50() {
      // sRGB red in CSS lab() (D50, Bradford): about lab(54.29 80.8 69.89); D65 Lab would give 53.24 80.09 67.20.
      let lab = LabD50(RGB(Color(StoredColor(red: 1000, green: 0, blue: 0))))
      #expect(T.close(lab.l, 54.29, 0.01) && T.close(lab.a, 80.80, 0.05) && T.close(lab.b, 69.89, 0.05))
    }

    @Test func transferFunctionIsMirroredBelowZeroAndInvertible() {
      for value in stride(from: -1.5, through: 1.5, by: 0.01) {
        #expect(T.close(SRGBTransfer.encoded(SRGBTransfer.linear(value)), value, 1e-12))
      }
      #expect(SRGBTransfer.linear(-0.5) == -SRGBTransfer.linear(0.5))
      #expect(SRGBTransfer.linear(0.04045) == 0.04045 / 12.92)
    }

    @Test(arguments: ["linear", "xyz", "oklab", "oklch", "lab", "lch", "hsl", "hwb"])
    func everyGridColorRoundTripsWithinFiveHundredths(space: String) {
      let convert: (RGB) -> RGB
      switch space {
      case "linear": convert = { LinearRGB($0).rgb }
      case "xyz": convert = { XYZ($0).rgb }
      case "oklab": convert = { OKLab($0).rgb }
      case "oklch": convert = { OKLCH($0).rgb }
      case "lab": convert = { LabD50($0).rgb }
      case "lch": convert = { LCH($0).rgb }
      case "hsl": convert = { HSL($0).rgb }
      default: convert = { HWB($0).rgb }
      }
      var worst = 0.0
      for color in T.grid {
        let rgb = RGB(color)
        worst = max(worst, T.distance100(convert(rgb), rgb))
      }
      #expect(T.grid.count == 18 * 18 * 18)
      #expect(worst < 0.05, "worst \(worst) on the 0–100 scale")
    }

    @Test func labKeepsItsD65Results() {
      // The figures of the shared transfer function.
      let red = Lab(Color(StoredColor(red: 1000, green: 0, blue: 0)))
      #expect(T.close(red.l, 53.2408, 0.0001) && T.close(red.a, 80.0925, 0.0001) && T.close(red.b, 67.2032, 0.0001))
    }
  }
}
