import Testing

@testable import ColorCore

extension ScienceTests {
  @Suite struct ColorTextTests {
    typealias T = ScienceTests
    static let red = Color(StoredColor(red: 1000, green: 0, blue: 0))
    static let white = Color(StoredColor(red: 1000, green: 1000, blue: 1000))

    @Test func decimalsRoundHalfAwayFromZeroAndTrimZeros() {
      #expect(ColorText.decimal(0.125, places: 2) == "0.13")
      #expect(ColorText.decimal(-12.34567, places: 2) == "-12.35")
      #expect(ColorText.decimal(-1.5, places: 0) == "-2")
      #expect(ColorText.decimal(2.50, places: 1) == "2.5")
      #expect(ColorText.decimal(3.0001, places: 2) == "3")
      #expect(ColorText.decimal(0.05, places: 4) == "0.05")
      #expect(ColorText.decimal(0.00012, places: 4) == "0.0001")
      #expect(ColorText.decimal(1234.5, places: 0) == "1235")
    }

    @Test func neverWritesMinusZero() {
      #expect(ColorText.decimal(-0.0, places: 2) == "0")
      #expect(ColorText.decimal(-0.00001, places: 4) == "0")
      #expect(ColorText.rounded(-0.00001, places: 4).sign == .plus)
      for notation in ColorNotation.allCases {
        for color in [Color.black, ColorTextTests.white, Color(StoredColor(red: 500, green: 500, blue: 500))] {
          #expect(!ColorText.text(color, in: notation).contains("-"), "\(notation) \(color)")
        }
      }
    }

    @Test func pureRedInEveryNotation() {
      let expected: [ColorNotation: String] = [
        .rgb: "rgb(255 0 0)",
        .hsl: "hsl(0 100% 50%)",
        .hwb: "hwb(0 0% 0%)",
        .lab: "lab(54.29 80.8 69.89)",
        .lch: "lch(54.29 106.84 40.86)",
        .oklab: "oklab(0.628 0.22486 0.12585)",
        .oklch: "oklch(0.628 0.25768 29.23)",
      ]
      for notation in ColorNotation.allCases {
        #expect(ColorText.text(ColorTextTests.red, in: notation) == expected[notation])
      }
    }

    @Test func whiteAndBlackAreAchromatic() {
      #expect(ColorText.text(ColorTextTests.white, in: .oklch) == "oklch(1 0 0)")
      #expect(ColorText.text(ColorTextTests.white, in: .lab) == "lab(100 0 0)")
      #expect(ColorText.text(ColorTextTests.white, in: .hsl) == "hsl(0 0% 100%)")
      #expect(ColorText.text(.black, in: .lch) == "lch(0 0 0)")
      #expect(ColorText.text(.black, in: .hwb) == "hwb(0 0% 100%)")
    }

    @Test func eightBitRGBAndOneDecimalHSL() {
      let purple = Color(red255: 0x80, green255: 0x33, blue255: 0xcc)
      #expect(ColorText.text(purple, in: .rgb) == "rgb(128 51 204)")
      // Stored as 50.2% 20% 80%, so the hue is 270.2, not 270.
      #expect(ColorText.text(purple, in: .hsl) == "hsl(270.2 60% 50%)")
      #expect(ColorText.text(purple, in: .hwb) == "hwb(270.2 20% 20%)")
    }

    @Test func componentsAreTheRoundedNumbersOfTheText() {
      let oklch = ColorText.components(ColorTextTests.red, in: .oklch)
      #expect(oklch.map(\.name) == ["l", "c", "h"])
      #expect(oklch.map(\.value) == [0.628, 0.25768, 29.23])
      #expect(ColorText.components(ColorTextTests.red, in: .rgb).map(\.value) == [255, 0, 0])
      #expect(ColorText.components(ColorTextTests.red, in: .hsl).map(\.name) == ["h", "s", "l"])
      #expect(ColorText.components(ColorTextTests.red, in: .hwb).map(\.name) == ["h", "w", "b"])
      for notation in ColorNotation.allCases {
        for color in T.grid.prefix(300) {
          let text = ColorText.text(color, in: notation)
          let numbers = ColorText.components(color, in: notation).map { ColorText.decimal($0.value, places: 5) }
          #expect(
            text == "\(notation.rawValue)("
              + numbers.enumerated().map { index, number in
                number + ((notation == .hsl || notation == .hwb) && index > 0 ? "%" : "")
              }.joined(separator: " ") + ")")
        }
      }
    }

    @Test func aHueThatRoundsTo360IsWrittenZero() {
      // Pinks just short of red's side of the circle: find those whose OKLCH hue rounds up to 360.00.
      var found = 0
      for blue in 0...100_000 {
        let color = Color(red: 1, green: 0, blue: Double(blue) / 100_000)
        let hue = OKLCH(RGB(color)).hue
        guard hue >= 359.995 else { continue }
        found += 1
        #expect(ColorText.components(color, in: .oklch)[2].value == 0)
        #expect(ColorText.text(color, in: .oklch).hasSuffix(" 0)"))
      }
      #expect(found > 0)
    }

    /// The most tenths a channel moves when a grid color is written and read back: the text's rounding, magnified
    /// where sRGB is steep (channels near 0) and, for the hues, by high chroma.
    static let roundTripTenths: [ColorNotation: Double] = [.hsl: 2, .hwb: 1, .lab: 1, .lch: 9, .oklab: 3, .oklch: 11]

    @Test(arguments: ColorNotation.allCases.filter { $0 != .rgb })
    func textParsesBackToTheSameColor(notation: ColorNotation) throws {
      var (worstTenths, worstDelta) = (0.0, 0.0)
      for color in T.grid {
        let parsed = try ColorFunction.parse(ColorText.text(color, in: notation)).rgb
        let back = GamutMapping.color(for: parsed).color
        worstTenths = max(worstTenths, T.tenthsApart(back, color))
        worstDelta = max(worstDelta, OKLab(RGB(back)).distance(to: OKLab(RGB(color))))
      }
      #expect(worstTenths <= ColorTextTests.roundTripTenths[notation]!, "worst \(worstTenths) tenths")
      #expect(worstDelta < 0.002, "worst deltaEOK \(worstDelta), a tenth of a JND")
    }
  }
}
