import ColorCore
import Testing

/// The library's public surface, used as another Swift program would (`import ColorCore`, no `@testable`).
@Suite struct ColorAPITests {
  @Test func textColorsAreExactUntilStored() throws {
    let color = try Color(parsing: "#040706")
    #expect(color.text(in: .hsl) == "hsl(160 27.3% 2.2%)")
    #expect(Color(StoredColor(rounding: color)).text(in: .hsl) == "hsl(163.6 25.6% 2.2%)")
  }

  @Test func spacesConvertBothWaysAsPropertiesAndInitializers() throws {
    let color = try Color(parsing: "rebeccapurple")
    #expect(HSL(color) == color.hsl && OKLCH(color) == color.oklch && LCH(color) == color.lch)
    #expect(HWB(color) == color.hwb && OKLab(color) == color.oklab && LabD50(color) == color.lab)
    for back in [Color(color.hsl), Color(color.hwb), Color(color.lab), Color(color.lch), Color(color.oklab)] {
      #expect(abs(back.red - color.red) < 1e-9 && abs(back.blue - color.blue) < 1e-9)
    }
    // Exact, as the same color read from text is; MappedColor maps it into sRGB.
    let vivid = OKLCH(lightness: 0.7, chroma: 0.4, hue: 30)
    let parsed = try Color(parsing: "oklch(0.7 0.4 30)")
    #expect(abs(Color(vivid).red - parsed.red) < 1e-12 && abs(Color(vivid).blue - parsed.blue) < 1e-12)
    #expect(!Color(vivid).isInGamut(.srgb))
    #expect(MappedColor(vivid).color.oklch.chroma < 0.4)
  }

  @Test func theStoreClampRuleSeesTheExactDecimalAndWarnsAsData() throws {
    let clamped = try StoredColor.clamping(red: "100.04", green: "50.55", blue: "-3")
    #expect(clamped.color == StoredColor(red: 1000, green: 506, blue: 0))
    #expect(clamped.warnings.map(\.channel) == [.red, .blue])
    #expect(clamped.warnings.map(\.input) == ["100.04", "-3"])
    #expect(throws: InputError.invalidNumber("5e1")) { try StoredColor.clamping(red: "5e1", green: "0", blue: "0") }
  }

  @Test func errorsSayWhichPartAndWhatWasExpected() {
    #expect(
      throws: InputError.invalidColorFunction("lab(50 0 0 0)", reason: .componentCount(function: "lab", found: 4))
    ) {
      try Color(parsing: "lab(50 0 0 0)")
    }
  }
}
