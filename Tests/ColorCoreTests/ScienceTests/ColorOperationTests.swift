import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ColorOperationTests {
    typealias T = ScienceTests
    static let red = Color(red: 1000, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1000)
    static let purple = Color(red255: 0x80, green255: 0x33, blue255: 0xcc)

    @Test func invertIsExactOnTenths() {
      let result = ColorOperation.invert(Color(red: 123, green: 0, blue: 1000))
      #expect(result == MappedColor(color: Color(red: 877, green: 1000, blue: 0), wasOutOfGamut: false))
    }

    @Test func desaturateByHundredGivesGray() {
      for color in [ColorOperationTests.red, ColorOperationTests.purple, Color(red: 200, green: 900, blue: 300)] {
        let gray = ColorOperation.desaturate(color, by: 100).color
        #expect(abs(gray.red - gray.green) <= 1 && abs(gray.green - gray.blue) <= 1, "\(gray)")
        #expect(ColorOperation.desaturate(color, by: 250).color == gray)
      }
    }

    @Test func grayscaleKeepsOKLCHLightness() {
      let gray = ColorOperation.grayscale(ColorOperationTests.purple).color
      #expect(abs(gray.red - gray.green) <= 1 && abs(gray.green - gray.blue) <= 1)
      #expect(T.close(OKLCH(RGB(gray)).lightness, OKLCH(RGB(ColorOperationTests.purple)).lightness, 0.001))
    }

    @Test func complementTwiceIsAlmostIdentity() {
      // Rounding the first complement to tenths moves it slightly; near a 0 channel sRGB is steep, so compare in OKLab.
      var worst = 0.0
      for color in T.grid {
        let complement = ColorOperation.complement(color)
        guard !complement.wasOutOfGamut else { continue }  // a mapped complement cannot come back
        let twice = ColorOperation.complement(complement.color).color
        worst = max(worst, OKLab(RGB(twice)).distance(to: OKLab(RGB(color))))
      }
      #expect(worst < 0.002, "worst deltaEOK \(worst), a tenth of a JND")
      let muted = Color(red: 400, green: 500, blue: 600)
      let complement = ColorOperation.complement(muted)
      #expect(!complement.wasOutOfGamut)
      #expect(T.tenthsApart(ColorOperation.complement(complement.color).color, muted) <= 1)
    }

    @Test func complementOfGrayIsTheSameGray() {
      let gray = Color(red: 400, green: 400, blue: 400)
      #expect(ColorOperation.complement(gray) == MappedColor(color: gray, wasOutOfGamut: false))
      #expect(ColorOperation.rotate(.black, by: 90).color == .black)
    }

    @Test func blendEndpointsAreTheColors() {
      for space in BlendSpace.allCases {
        for (from, to) in [(ColorOperationTests.red, ColorOperationTests.blue), (ColorOperationTests.purple, .black)] {
          #expect(ColorOperation.blend(from, to, amount: 0, in: space).color == from, "\(space)")
          #expect(ColorOperation.blend(from, to, amount: 1, in: space).color == to, "\(space)")
          #expect(ColorOperation.blend(from, to, amount: -3, in: space).color == from, "\(space) clamps")
        }
      }
    }

    @Test func blendRedBlueHalfwayDiffersBySpace() {
      let oklab = ColorOperation.blend(ColorOperationTests.red, ColorOperationTests.blue, amount: 0.5).color
      let srgb = ColorOperation.blend(ColorOperationTests.red, ColorOperationTests.blue, amount: 0.5, in: .srgb).color
      let linear = ColorOperation.blend(ColorOperationTests.red, ColorOperationTests.blue, amount: 0.5, in: .linear)
        .color
      #expect(srgb == Color(red: 500, green: 0, blue: 500))
      #expect(linear == Color(red: 735, green: 0, blue: 735))
      #expect(oklab != srgb && oklab != linear)
      // The OKLab midpoint is the average of the two OKLab colors (before rounding).
      let (p, q) = (OKLab(RGB(ColorOperationTests.red)), OKLab(RGB(ColorOperationTests.blue)))
      let middle = OKLab(l: (p.l + q.l) / 2, a: (p.a + q.a) / 2, b: (p.b + q.b) / 2).rgb.color
      #expect(oklab == middle)
    }

    @Test func lightenAndDarkenMoveOKLCHLightness() {
      let base = Color(red: 400, green: 500, blue: 600)
      let lighter = ColorOperation.lighten(base, by: 10).color
      let darker = ColorOperation.darken(base, by: 10).color
      let l = OKLCH(RGB(base)).lightness
      #expect(T.close(OKLCH(RGB(lighter)).lightness, l + 0.1, 0.002))
      #expect(T.close(OKLCH(RGB(darker)).lightness, l - 0.1, 0.002))
      #expect(
        ColorOperation.lighten(base, by: 100)
          == MappedColor(color: Color(red: 1000, green: 1000, blue: 1000), wasOutOfGamut: true))
      #expect(ColorOperation.darken(base, by: 100).color == .black)
    }

    @Test func saturateScalesChromaAndMapsWhenPushedOut() {
      let muted = Color(red: 500, green: 400, blue: 400)
      let chroma = OKLCH(RGB(muted)).chroma
      let more = ColorOperation.saturate(muted, by: 50)
      #expect(!more.wasOutOfGamut)
      #expect(T.close(OKLCH(RGB(more.color)).chroma, chroma * 1.5, 0.001))
      let red = ColorOperation.saturate(ColorOperationTests.red, by: 50)
      #expect(red.wasOutOfGamut)
    }

    @Test func rotateTurnsOKLCHHue() {
      let base = Color(red: 300, green: 600, blue: 400)
      let before = OKLCH(RGB(base))
      let turned = ColorOperation.rotate(base, by: -40)
      if !turned.wasOutOfGamut {
        let after = OKLCH(RGB(turned.color))
        #expect(T.close(Hue.normalized(after.hue - before.hue + 40 + 180) - 180, 0, 0.5))
      }
      #expect(ColorOperation.rotate(base, by: 360).color == base)
    }
  }
}
