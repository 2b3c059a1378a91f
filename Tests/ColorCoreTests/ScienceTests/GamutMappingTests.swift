import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct GamutMappingTests {
    typealias T = ScienceTests

    @Test func farOutOfGamutOKLCHLandsInGamutKeepingHueAndLightness() {
      let origin = OKLCH(lightness: 0.7, chroma: 0.4, hue: 30)
      #expect(!origin.rgb.isInGamut)
      let mapped = GamutMapping.mapped(origin)
      #expect(mapped.isInGamut)
      let result = OKLCH(mapped)
      #expect(T.close(result.hue, 30, 3), "\(result)")
      #expect(T.close(result.lightness, 0.7, 0.02), "\(result)")
      #expect(result.chroma < 0.4 && result.chroma > 0.1, "\(result)")
      let color = GamutMapping.color(for: origin.rgb)
      #expect(color.wasOutOfGamut)
      #expect(T.tenthsApart(color.color, mapped.color) < 1e-9)
    }

    @Test func inGamutColorsAreUnchangedAndNotFlagged() {
      for color in T.grid {
        #expect(GamutMapping.color(for: RGB(color)) == MappedColor(color: color, wasOutOfGamut: false))
      }
    }

    @Test func lightnessAtOrPastTheEndsIsWhiteOrBlack() {
      #expect(GamutMapping.mapped(OKLCH(lightness: 1.2, chroma: 0.3, hue: 100)) == RGB(red: 1, green: 1, blue: 1))
      #expect(GamutMapping.mapped(OKLCH(lightness: 0, chroma: 0.3, hue: 100)) == RGB(red: 0, green: 0, blue: 0))
    }

    @Test func noiseWithinEpsilonIsClippedSilently() {
      let nearlyWhite = RGB(red: 1.000001, green: 1, blue: -0.000001)
      #expect(nearlyWhite.isInGamut)
      #expect(
        GamutMapping.color(for: nearlyWhite)
          == MappedColor(color: Color(StoredColor(red: 1000, green: 1000, blue: 0)), wasOutOfGamut: false))
    }

    @Test func mappingTheWholeHueCircleStaysInGamut() {
      for hue in stride(from: 0.0, to: 360, by: 15) {
        for lightness in [0.2, 0.5, 0.9] {
          let mapped = GamutMapping.mapped(OKLCH(lightness: lightness, chroma: 0.5, hue: hue))
          #expect(mapped.isInGamut, "hue \(hue) lightness \(lightness): \(mapped)")
          #expect(T.close(OKLCH(mapped).lightness, lightness, 0.03), "hue \(hue) lightness \(lightness)")
        }
      }
    }
  }
}
