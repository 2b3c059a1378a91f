import Testing

@testable import ColorCore

/// What marks a color scheme in CSS: a media query, a selector's class or data attribute (not inside `:not()`),
/// and `light-dark()`'s halves.
@Suite struct ColorSchemeTests {
  @Test(arguments: [
    (".dark", ColorScheme.dark), (":root.dark", .dark), (".dark, .dark-theme", .dark), ("html.theme-dark", .dark),
    ("[data-theme=\"dark\"]", .dark), ("[data-theme='light']", .light), ("[ data-mode = dark ]", .dark),
    (".light, .light-theme", .light), ("[data-color-scheme=dark] .card", .dark), ("[data-theme=\"dark\" i]", .dark),
    (".dark, .dark-theme /* x */", .dark),
  ])
  func aSelectorMarksItsScheme(_ selector: String, _ scheme: ColorScheme) {
    #expect(ColorScheme.of(selector: selector) == scheme)
  }

  @Test(arguments: [
    ":root", ".darker", ".dark-mode-toggle", ":root:not(.dark)", ".light .dark", "[data-x=dark]", ".Dark2",
  ])
  func aSelectorWithoutOneMarkerMarksNone(_ selector: String) {
    #expect(ColorScheme.of(selector: selector) == nil)
  }

  @Test func aMediaQueryMarksTheSchemeItAsksFor() {
    #expect(ColorScheme.of(mediaQuery: "@media (prefers-color-scheme: dark)") == .dark)
    #expect(ColorScheme.of(mediaQuery: "@media screen and (PREFERS-COLOR-SCHEME:light)") == .light)
    #expect(ColorScheme.of(mediaQuery: "@media (min-width: 40em)") == nil)
    #expect(ColorScheme.of(mediaQuery: "@supports (color: color(display-p3 1 1 1))") == nil)
    #expect(ColorScheme.of(mediaQuery: "@media not (prefers-color-scheme: dark)") == nil)
    #expect(ColorScheme.of(mediaQuery: "@supports (prefers-color-scheme: dark)") == nil)
    #expect(ColorScheme.of(mediaQuery: "@media (prefers-color-scheme: darkish)") == nil)
    #expect(ColorScheme.of(mediaQuery: "@media /* (prefers-color-scheme: dark) */ screen") == nil)
    #expect(ColorScheme.of(mediaQuery: "@media (prefers-color-scheme:/**/dark) and (min-width: 1px)") == .dark)
  }

  @Test func lightDarkIsReplacedByTheSchemesHalfInsideOthersToo() {
    #expect(ColorScheme.light.choosing(in: "light-dark(#fff, #000)") == "#fff")
    #expect(ColorScheme.dark.choosing(in: "LIGHT-DARK( rgb(1 2 3) , hsl(0 0% 0%) )") == "hsl(0 0% 0%)")
    #expect(
      ColorScheme.dark.choosing(in: "color-mix(in srgb, light-dark(red, light-dark(lime, blue)) 50%, white)")
        == "color-mix(in srgb, blue 50%, white)")
    #expect(ColorScheme.light.choosing(in: "light-dark(red)") == "light-dark(red)")
    #expect(ColorScheme.light.choosing(in: "xlight-dark(red, blue)") == "xlight-dark(red, blue)")
    #expect(ColorScheme.light.choosing(in: "\"light-dark(red, blue)\"") == "\"light-dark(red, blue)\"")
    #expect(ColorScheme.light.choosing(in: "light-dark\u{8}red, blue)") == "light-dark\u{8}red, blue)")
  }
}
