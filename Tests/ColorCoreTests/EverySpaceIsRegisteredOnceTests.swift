import Testing

@testable import ColorCore

/// Every `ColorSpace` is in the registry once, under its CSS name; its coordinates are coloraide's (the fixture of
/// `ColorConversionFixtureTests`, in every space, both ways); its CSS text reads back as the color it names; and the
/// lists that name spaces (`color()`, the CSS functions, the design tokens, `color-mix()`, the gamuts, the
/// components) are drawn from it.
@Suite struct EverySpaceIsRegisteredOnceTests {
  @Test func eachNameIsRegisteredOnceAndFoundByIt() {
    #expect(Set(ColorSpace.all.map(\.name)).count == ColorSpace.all.count)
    for space in ColorSpace.all { #expect(ColorSpace(named: space.name) == space) }
    for unknown in ["", "display-p4", "OKLCH", "xyz", "rgb", "hsv"] { #expect(ColorSpace(named: unknown) == nil) }
    #expect(
      ColorSpace.all.map(\.name) == [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
        "rec2020", "xyz-d65", "xyz-d50",
      ])
  }

  @Test func colorNamesOnlyTheSpacesWithoutAFunctionInAnyCase() {
    #expect(ColorSpace(cssName: "XYZ") == .xyzD65)
    #expect(ColorSpace(cssName: "Display-P3") == .displayP3)
    #expect(ColorSpace(cssName: "oklch") == nil)
    for space in ColorSpace.all { #expect((ColorSpace(cssName: space.name) != nil) == (space.cssFunction == nil)) }
  }

  @Test func eachSpaceHasThreeComponentsWithDistinctLettersAndAHueOnlyWhenPolar() {
    for space in ColorSpace.all {
      #expect(space.components.count == 3, "\(space)")
      #expect(Set(space.components.map(\.letter)).count == 3, "\(space)")
      #expect(space.components.filter(\.isHue).count == (space.isAchromatic == nil ? 0 : 1), "\(space)")
    }
  }

  @Test func theGamutsAreTheRGBCubes() {
    #expect(ColorSpace.gamuts.map(\.name) == ["srgb", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"])
    #expect(ColorSpace.hsl.gamut == .srgb && ColorSpace.srgbLinear.gamut == .srgb)
    for space in [ColorSpace.lab, .lch, .oklab, .oklch, .xyzD50, .xyzD65] { #expect(space.gamut == nil) }
  }

  /// The fixture's colors in every space: their coordinates as coloraide has them (the `color()` spaces and OKLCH),
  /// and back to the same color in every space that holds it (HWB's hue of a color outside sRGB is HSL's, turned
  /// half round as CSS Color 4 turns it for a negative saturation, and does not come back).
  @Test func everySpaceConvertsBothWaysAsColoraideDoes() throws {
    let cases = ColorConversionFixtureTests.cases
    #expect(!cases.isEmpty)
    for item in cases {
      let exact = try Color(parsing: item.css)
      for space in ColorSpace.all {
        let coordinates = exact.coordinates(in: space)
        if let expected = space == .oklch ? item.oklch : item.spaces[space.name] {
          #expect(ColorConversionFixtureTests.close(coordinates, expected, within: 1e-9), "\(item.css) in \(space)")
        }
        guard space.gamut == nil || space.gamut == space || exact.isInGamut(space) else { continue }
        let back = Color(space, coordinates.0, coordinates.1, coordinates.2)
        #expect(
          ColorConversionFixtureTests.close((back.red, back.green, back.blue), item.srgb, within: 1e-9),
          "\(item.css) through \(space)")
      }
    }
  }

  /// A space's CSS text (`oklch(L C H)`, `hsl(H S% L%)`, `color(display-p3 r g b)`) is read as the color of its
  /// coordinates, for every color inside sRGB (CSS clamps a lightness above 100%, which only colors outside have).
  @Test func everySpacesCSSTextReadsAsItsCoordinates() throws {
    for item in ColorConversionFixtureTests.cases where item.gamuts.contains("srgb") {
      let exact = try Color(parsing: item.css)
      for space in ColorSpace.all {
        let (c1, c2, c3) = exact.coordinates(in: space)
        let numbers = zip([c1, c2, c3], space.components).map { value, component in
          "\(value)" + (component.isPercent ? "%" : "")
        }.joined(separator: " ")
        let text = space.cssFunction.map { "\($0)(\(numbers))" } ?? "color(\(space.name) \(numbers))"
        let read = try Color(parsing: text)
        #expect(
          ColorConversionFixtureTests.close((read.red, read.green, read.blue), item.srgb, within: 1e-9), "\(text)")
      }
    }
  }

  @Test func theListsOfSpacesAreDrawnFromTheRegistry() throws {
    let colorFormats = ColorFormat.all.compactMap { format in
      if case .space(let space) = format.kind { space } else { nil }
    }
    #expect(colorFormats == ColorSpace.all.filter { $0.cssFunction == nil })
    for notation in Color.Notation.allCases.dropFirst() { #expect(notation.space.cssFunction == notation.rawValue) }
    #expect(ColorComponent.names.filter { $0.hasPrefix("oklch.") } == ["oklch.l", "oklch.c", "oklch.h"])
    for space in ColorSpace.all {
      let mix = try Color(parsing: "color-mix(in \(space.name), red, blue)")
      #expect(mix.alpha == 1, "\(space)")
      let token = TokenColor(space: space, components: ["0.5", "0.25", "0.125"])
      let read = try Color(parsing: token.cssText())
      let (c1, c2, c3) = Color(space, 0.5, 0.25, 0.125).coordinates(in: .srgb)
      #expect(ColorConversionFixtureTests.close((read.red, read.green, read.blue), [c1, c2, c3], within: 1e-9))
    }
  }
}
