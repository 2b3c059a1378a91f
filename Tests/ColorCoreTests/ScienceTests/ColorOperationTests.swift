import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ColorOperationTests {
    typealias T = ScienceTests
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let purple = Color(red255: 0x80, green255: 0x33, blue255: 0xcc)

    @Test func invertIsExact() {
      let result = ColorOperation.invert(T.tenths(123, 0, 1000))
      #expect(StoredColor(rounding: result) == StoredColor(red: 877, green: 1000, blue: 0))
      #expect(result.isInGamut(.srgb))
      #expect(Color(red: 0.25, green: 0.5, blue: 1).inverted == Color(red: 0.75, green: 0.5, blue: 0))
    }

    @Test func desaturateByHundredGivesGray() {
      for color in [ColorOperationTests.red, ColorOperationTests.purple, T.tenths(200, 900, 300)] {
        let gray = color.desaturated(by: 100)
        #expect(T.tenthsApart(Color(red: gray.red, green: gray.red, blue: gray.red), gray) <= 1, "\(gray)")
        #expect(color.desaturated(by: 250) == gray)
      }
    }

    @Test func grayscaleKeepsOKLCHLightness() {
      let gray = ColorOperationTests.purple.grayscale
      #expect(T.tenthsApart(Color(red: gray.red, green: gray.red, blue: gray.red), gray) <= 1)
      #expect(T.close(OKLCH(RGB(gray)).lightness, OKLCH(RGB(ColorOperationTests.purple)).lightness, 0.001))
    }

    @Test func complementTwiceIsAlmostIdentity() {
      // Exact colors: twice half a turn comes back but for floating-point noise, where no mapping was needed.
      var worst = 0.0
      for color in T.grid {
        // Exact results: a complement outside sRGB comes back too.
        let twice = color.complement.complement
        worst = max(worst, OKLab(RGB(twice)).distance(to: OKLab(RGB(color))))
      }
      #expect(worst < 0.0001, "worst deltaEOK \(worst)")
      let muted = T.tenths(400, 500, 600)
      let complement = ColorOperation.complement(muted)
      #expect(complement.isInGamut(.srgb))
      #expect(T.tenthsApart(complement.complement, muted) < 0.01)
    }

    @Test func complementOfGrayIsTheSameGray() {
      let gray = T.tenths(400, 400, 400)
      #expect(T.tenthsApart(gray.complement, gray) < 1e-9)
      #expect(Color.black.rotated(by: 90) == .black)
    }

    @Test func blendEndpointsAreTheColors() {
      for space in BlendSpace.allCases {
        for (from, to) in [(ColorOperationTests.red, ColorOperationTests.blue), (ColorOperationTests.purple, .black)] {
          #expect(T.tenthsApart(from.mixed(with: to, amount: 0, in: space), from) < 1e-9, "\(space)")
          #expect(T.tenthsApart(from.mixed(with: to, amount: 1, in: space), to) < 1e-9, "\(space)")
          #expect(T.tenthsApart(from.mixed(with: to, amount: -3, in: space), from) < 1e-9, "\(space) clamps")
        }
      }
    }

    @Test func blendRedBlueHalfwayDiffersBySpace() {
      let (red, blue) = (ColorOperationTests.red, ColorOperationTests.blue)
      let oklab = red.mixed(with: blue, amount: 0.5)
      let srgb = red.mixed(with: blue, amount: 0.5, in: .srgb)
      let linear = red.mixed(with: blue, amount: 0.5, in: .linear)
      #expect(srgb == Color(red: 0.5, green: 0, blue: 0.5))
      #expect(StoredColor(rounding: linear) == StoredColor(red: 735, green: 0, blue: 735))
      #expect(oklab != srgb && oklab != linear)
      // The OKLab midpoint is the average of the two OKLab colors.
      let (p, q) = (OKLab(RGB(red)), OKLab(RGB(blue)))
      let middle = OKLab(l: (p.l + q.l) / 2, a: (p.a + q.a) / 2, b: (p.b + q.b) / 2).rgb.color
      #expect(T.tenthsApart(oklab, middle) < 1e-9)
    }

    @Test func lightenAndDarkenMoveOKLCHLightness() {
      let base = T.tenths(400, 500, 600)
      let lighter = base.lightened(by: 10)
      let darker = base.darkened(by: 10)
      let l = OKLCH(RGB(base)).lightness
      #expect(T.close(OKLCH(RGB(lighter)).lightness, l + 0.1, 1e-9))
      #expect(T.close(OKLCH(RGB(darker)).lightness, l - 0.1, 1e-9))
      // At lightness 1 or more a color is white, at 0 or less black, as CSS Color 4 maps every color there.
      #expect(ColorOperation.lighten(base, by: 100) == .white)
      #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).lightened(by: 90) == .white.withAlpha(0.5))
      #expect(base.darkened(by: 100) == .black)
    }

    @Test func saturateScalesChromaExactlyOutsideSRGBToo() {
      let muted = T.tenths(500, 400, 400)
      let chroma = OKLCH(RGB(muted)).chroma
      let more = ColorOperation.saturate(muted, by: 50)
      #expect(more.isInGamut(.srgb))
      #expect(T.close(OKLCH(RGB(more)).chroma, chroma * 1.5, 1e-9))
      let red = ColorOperation.saturate(ColorOperationTests.red, by: 50)
      #expect(!red.isInGamut(.srgb))
      #expect(T.close(OKLCH(RGB(red)).chroma, OKLCH(RGB(ColorOperationTests.red)).chroma * 1.5, 1e-9))
    }

    @Test func rotateTurnsOKLCHHue() {
      let base = T.tenths(300, 600, 400)
      let before = OKLCH(RGB(base))
      let after = OKLCH(RGB(ColorOperation.rotate(base, by: -40)))
      #expect(T.close(Hue.normalized(after.hue - before.hue + 40 + 180) - 180, 0, 1e-6))
      #expect(T.close(after.chroma, before.chroma, 1e-9))
      #expect(T.tenthsApart(base.rotated(by: 360), base) < 1e-9)
    }
  }
}
