import Testing

@testable import ColorCore

/// The COLOR forms added to `ColorArgument.read`: bare hex after names, CSS functions.
@Suite struct ColorArgumentFormsTests {
  @Test func noCatalogNameIsPureHexSoNamesNeverShadowBareHex() {
    for color in Catalog.all {
      #expect(!ColorArgument.isBareHex(NameFolding.fold(color.name)), "\(color.name)")
    }
  }

  @Test func bareHexIsReadAfterNames() throws {
    #expect(try ColorArgument.read("8033cc").color == Color(red255: 128, green255: 51, blue255: 204))
    #expect(try ColorArgument.read("FFF").color == Color(red255: 255, green255: 255, blue255: 255))
    #expect(throws: InputError.self) { try ColorArgument.read("8033c") }
  }

  @Test func aFunctionOutsideSRGBIsMappedWithAGamutWarning() throws {
    let reading = try ColorArgument.read("oklch(0.7 0.4 30)")
    #expect(reading.gamut?.input == "oklch(0.7 0.4 30)")
    #expect(reading.gamut?.used == reading.color)
    #expect(try ColorArgument.read("hsl(270, 60%, 50%)").gamut == nil)
  }
}
