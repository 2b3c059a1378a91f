import ColorCore
import Testing

/// `Color` is `LosslessStringConvertible`: its description reads back as the same color, bit for bit, and
/// `Color(_:)` reads any color text.
@Suite struct ColorTextReadsBackTests {
  @Test func theDescriptionOfARandomColorReadsBackExactly() {
    var generator = Xoshiro256StarStar(seed: 2024)
    for _ in 0..<2000 {
      let color = Color(
        red: Double.random(in: 0...1, using: &generator), green: Double.random(in: 0...1, using: &generator),
        blue: Double.random(in: 0...1, using: &generator))
      #expect(Color(color.description) == color, "\(color.description)")
    }
  }

  @Test func tinyAndWholeChannelsReadBackExactly() {
    for color in [
      Color(red: 5e-324, green: 1e-7, blue: 1), Color(red: 0, green: 0.1 + 0.2, blue: 0.9999999999999999),
      Color.black, Color.white,
    ] {
      #expect(Color(color.description) == color, "\(color.description)")
    }
    #expect(Color.white.description == "color(srgb 1.0 1.0 1.0)")
  }

  @Test func anyColorTextReadsAndOtherTextIsNil() {
    #expect(Color("rebeccapurple") == Color(red255: 0x66, green255: 0x33, blue255: 0x99))
    #expect(Color("color(srgb 40% 20% 60%)") == Color(red: 0.4, green: 0.2, blue: 0.6))
    #expect(Color("color(srgb 4e-1 .2 none)") == Color(red: 0.4, green: 0.2, blue: 0))
    #expect(Color("not a color") == nil)
    #expect(Color("color(p3 1 0 0)") == nil)
    #expect(Color("color(srgb 1e 0 0)") == nil)
    #expect(Color("color(srgb 1 0)") == nil)
    #expect(Color("color(srgb 1 0 0x1)") == nil)
    #expect(throws: InputError.invalidColorFunction("color(rec-2020 1 0 0)", reason: .unknownColorSpace("rec-2020"))) {
      try Color(parsing: "color(rec-2020 1 0 0)")
    }
  }

  @Test func aColorOutsideSRGBIsReadExactlyAndReadsBackSo() throws {
    let p3Red = try Color(parsing: "color(display-p3 1 0 0 / 0.5)")
    #expect(!p3Red.isInGamut(.srgb) && p3Red.isInGamut(.displayP3) && p3Red.alpha == 0.5)
    #expect(Color(p3Red.description) == p3Red)
    #expect(p3Red.mapped(into: .srgb).isInGamut(.srgb))
  }
}
