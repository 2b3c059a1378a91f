import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ContrastTests {
    typealias T = ScienceTests
    static let white = Color(StoredColor(red: 1000, green: 1000, blue: 1000))

    @Test func blackOnWhiteIs21AndEitherOrder() {
      #expect(Contrast.ratio(.black, ContrastTests.white) == 21)
      #expect(Contrast.ratio(ContrastTests.white, .black) == 21)
    }

    @Test func aColorAgainstItselfIs1() {
      for color in T.grid.prefix(200) {
        #expect(Contrast.ratio(color, color) == 1)
      }
    }

    @Test func relativeLuminanceUsesTheExactStoredColor() {
      #expect(Contrast.relativeLuminance(ContrastTests.white) == 1)
      #expect(Contrast.relativeLuminance(.black) == 0)
      // 50% gray: ((0.5 + 0.055) / 1.055)^2.4 ≈ 0.21404.
      #expect(
        T.close(Contrast.relativeLuminance(Color(StoredColor(red: 500, green: 500, blue: 500))), 0.214041, 0.000001))
      #expect(Contrast.relativeLuminance(Color(StoredColor(red: 501, green: 500, blue: 500))) > 0.214041)
    }

    @Test func levelsPassAtTheirThresholdsAndFailJustBelow() {
      let expected: [ContrastLevel: Double] = [.aaNormal: 4.5, .aaLarge: 3, .aaaNormal: 7, .aaaLarge: 4.5]
      for level in ContrastLevel.allCases {
        #expect(level.minimumRatio == expected[level])
        #expect(level.isMet(by: level.minimumRatio))
        #expect(!level.isMet(by: level.minimumRatio - 0.001))
      }
      // #777777 on white is about 4.48: large text only.
      let ratio = Contrast.ratio(Color(red255: 0x77, green255: 0x77, blue255: 0x77), ContrastTests.white)
      #expect(T.close(ratio, 4.48, 0.01))
      #expect(!ContrastLevel.aaNormal.isMet(by: ratio) && ContrastLevel.aaLarge.isMet(by: ratio))
    }

    @Test func bestTextIsBlackOnLightAndWhiteOnDark() {
      #expect(Contrast.bestText(on: Color(red255: 255, green255: 255, blue255: 0)) == .black)
      #expect(Contrast.bestText(on: Color(red255: 0, green255: 0, blue255: 128)) == ContrastTests.white)
      #expect(Contrast.bestText(on: ContrastTests.white) == .black)
      #expect(Contrast.bestText(on: .black) == ContrastTests.white)
    }

    @Test func aTranslucentColorIsCompositedAsTheCommandLineMeasuresIt() throws {
      // `colormix contrast '#00000080' white` prints 4.00:1 (composited: #7f7f7f on #ffffff).
      let pair = try Color(parsing: "#00000080").contrast(on: .white)
      #expect(pair.ratioText == "4.00" && pair.isComposited)
      #expect(pair.measuredForeground.hex == "#7f7f7f" && pair.measuredBackground.hex == "#ffffff")
      #expect(try Color(parsing: "#00000080").contrastRatio(with: .white) == pair.ratio)
      let line = "#00000080 on #ffffff: 4.00:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail"
      #expect(pair.line == line + "  (composited: #7f7f7f on #ffffff)")
      // A translucent background is laid over the backdrop first.
      let onGray = Color.black.contrast(on: try Color(parsing: "#ffffff80"), backdrop: .black)
      #expect(onGray.measuredBackground.hex == "#808080" && onGray.ratioText == "5.32")
    }
  }
}
