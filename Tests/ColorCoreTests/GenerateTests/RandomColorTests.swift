import Testing

@testable import ColorCore

/// The seeded generator and `Color.random(_:using:)`.
@Suite struct RandomColorTests {
  @Test func xoshiroGivesTheReferenceSequence() {
    // SplitMix64 from 0 starts with 0xe220a8397b1dcdaf (its published first output), and xoshiro256** from that
    // state with these, as a transcription of the reference C code (xoshiro256starstar.c) into Python gives.
    var zero = Xoshiro256StarStar(seed: 0)
    #expect(
      (0..<4).map { _ in zero.next() } == [
        0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0, 0x6aa5_94f1_262d_2d2c,
      ])
    var one = Xoshiro256StarStar(seed: 1)
    #expect(
      (0..<4).map { _ in one.next() } == [
        0xb3f2_af6d_0fc7_10c5, 0x853b_5596_4736_4cea, 0x92f8_9756_082a_4514, 0x642e_1c7b_c266_a3a7,
      ])
    var large = Xoshiro256StarStar(seed: 12345)
    #expect(large.next() == 0xbe6a_3637_4160_d49b)
  }

  @Test func unitIntervalAndBelowStayInRange() {
    var generator = Xoshiro256StarStar(seed: 7)
    var seen = Set<Int>()
    for _ in 0..<10_000 {
      let value = generator.unitInterval()
      #expect(value >= 0 && value < 1)
      let index = generator.below(6)
      #expect((0..<6).contains(index))
      seen.insert(index)
    }
    #expect(seen.count == 6)
  }

  @Test func theSameSeedGivesTheSameColors() {
    for kind in RandomColorKind.allCases {
      var first = Xoshiro256StarStar(seed: 42)
      var second = Xoshiro256StarStar(seed: 42)
      var other = Xoshiro256StarStar(seed: 43)
      let a = (0..<20).map { _ in Color.random(kind, using: &first) }
      #expect(a == (0..<20).map { _ in Color.random(kind, using: &second) })
      #expect(a != (0..<20).map { _ in Color.random(kind, using: &other) })
    }
  }

  @Test func vividAndPastelStayInTheirOKLCHRangesInsideSRGBWithTheirHue() throws {
    for kind in [RandomColorKind.vivid, .pastel] {
      let lightness = try #require(kind.lightnessRange)
      let chroma = try #require(kind.chromaRange)
      var generator = Xoshiro256StarStar(seed: 3)
      var hues = [Int](repeating: 0, count: 12)
      for _ in 0..<3000 {
        // The drawn hue is the first draw; the color keeps it.
        var peek = generator
        let hue = peek.uniform(in: 0...360)
        let color = Color.random(kind, using: &generator)
        let polar = color.oklch
        #expect(lightness.lowerBound - 0.0001 <= polar.lightness && polar.lightness <= lightness.upperBound + 0.0001)
        #expect(polar.chroma <= chroma.upperBound + 0.0001, "\(kind) \(polar)")
        #expect(abs(polar.hue - hue) < 0.5 || abs(abs(polar.hue - hue) - 360) < 0.5, "\(kind) \(polar) \(hue)")
        hues[min(11, Int(polar.hue / 30))] += 1
      }
      // Hues are equally likely: every 30° slice holds about a twelfth of 3,000.
      #expect(hues.allSatisfy { $0 > 180 && $0 < 330 }, "\(kind) \(hues)")
    }
  }

  @Test func vividColorsReachTheirLowestChromaWhereSRGBHoldsIt() {
    var generator = Xoshiro256StarStar(seed: 9)
    var below = 0
    for _ in 0..<2000 where Color.random(.vivid, using: &generator).oklch.chroma < 0.12 - 0.0001 { below += 1 }
    // Only hues where sRGB holds less than 0.12 at every lightness tried may fall short.
    #expect(below < 40)
  }

  @Test func graysAreGraysEvenlySpacedInLightness() {
    var generator = Xoshiro256StarStar(seed: 11)
    var dark = 0
    for _ in 0..<2000 {
      let gray = Color.random(.gray, using: &generator)
      #expect(gray.red == gray.green && gray.green == gray.blue)
      if gray.oklch.lightness < 0.5 { dark += 1 }
    }
    #expect(dark > 900 && dark < 1100)
  }
}
