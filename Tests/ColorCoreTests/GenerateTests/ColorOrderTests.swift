import Testing

@testable import ColorCore

/// `ColorOrder`: the keys of `colormix sort` and `palette --sort`.
@Suite struct ColorOrderTests {
  static func colors(_ texts: [String]) throws -> [Color] { try texts.map { try Color(parsing: $0) } }

  @Test func hueSortsGraysFirstByLightnessThenByOKLCHHue() throws {
    let texts = ["blue", "white", "red", "#777788", "lime", "black", "gray", "#787878"]
    let colors = try ColorOrderTests.colors(texts)
    let order = ColorOrder.hue.sortedIndices(colors).map { texts[$0] }
    // #777788 has OKLCH chroma 0.025: not a gray. red 29°, lime 142°, #777788 ≈ 286°, blue 264°.
    #expect(order == ["black", "#787878", "gray", "white", "red", "lime", "blue", "#777788"])
  }

  @Test func theGrayThresholdIsOKLCHChroma() throws {
    let faint = try Color(parsing: "oklch(0.6 0.0199 30)")
    let tinted = try Color(parsing: "oklch(0.6 0.0201 30)")
    #expect(faint.oklch.chroma < ColorOrder.grayChroma && tinted.oklch.chroma > ColorOrder.grayChroma)
    // The faint one sorts with the grays, before a darker color with a hue.
    let dark = try Color(parsing: "oklch(0.3 0.1 200)")
    #expect(ColorOrder.hue.sortedIndices([dark, tinted, faint]) == [2, 1, 0])
  }

  @Test func equalKeysKeepTheirOrderAlsoReversed() throws {
    let colors = try ColorOrderTests.colors(["red", "#ff0000", "blue", "rgb(255 0 0)", "black"])
    #expect(ColorOrder.lightness.sortedIndices(colors) == [4, 2, 0, 1, 3])
    #expect(ColorOrder.lightness.sortedIndices(colors, descending: true) == [0, 1, 3, 2, 4])
  }

  @Test func lightnessChromaAndLuminanceSortAscending() throws {
    let colors = try ColorOrderTests.colors(["yellow", "blue", "gray", "white"])
    #expect(ColorOrder.luminance.sortedIndices(colors) == [1, 2, 0, 3])
    let chromas = try ColorOrderTests.colors(["blue", "gray", "#c08080", "yellow"])
    #expect(ColorOrder.chroma.sortedIndices(chromas) == [1, 2, 3, 0])
    #expect(ColorOrder.lightness.sortedIndices(colors) == [1, 2, 0, 3])
  }

  @Test func nameSortsByTheGivenNameElseTheNearestLowercased() throws {
    let colors = try ColorOrderTests.colors(["#ff0000", "#0000fe", "#ff6347"])
    // No names: red, blue (nearest), tomato.
    #expect(ColorOrder.name.sortedIndices(colors) == [1, 0, 2])
    // Given names win, compared lowercased: "Zebra" after "apple".
    #expect(ColorOrder.name.sortedIndices(colors, names: ["Zebra", nil, "apple"]) == [2, 1, 0])
    #expect(ColorOrder.catalogName("Antique-Brass") == "Antique Brass")
    #expect(ColorOrder.catalogName("#ff0000") == nil)
  }
}
