import ColorCore
import Foundation
import Testing

/// ColorCore as a client sees it (`import ColorCore`, no `@testable`): stores found where colormix keeps them,
/// palette results with names, and gamut asked of the value.
@Suite struct LibraryAPITests {
  private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("colorcore-api-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func theDefaultStorePathFollowsTheEnvironment() throws {
    #expect(try StoreLocation.defaultPath(environment: ["COLORMIX_STORE": "a/b.json", "HOME": "/h"]) == "a/b.json")
    #expect(
      try StoreLocation.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/colormix/color.json")
    #expect(try StoreLocation.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/colormix/color.json")
    #expect(
      try StoreLocation.defaultPath(environment: ["COLORMIX_STORE": "", "XDG_STATE_HOME": "s", "HOME": "/h"])
        == "/h/.local/state/colormix/color.json")
    #expect(throws: StoreError.self) { try StoreLocation.defaultPath(environment: ["HOME": "relative"]) }
  }

  @Test func aPaletteSavesAColorAndNamesItsResults() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let palette = try PaletteStore(StoreLocation(path: folder + "/color.json"))
    let color = try Color(parsing: "#336699")
    #expect(try palette.save(color, as: "blue").outcome == .added)
    #expect(try palette.save(color, as: "other").outcome == .alreadySaved(as: "blue"))
    let found = try palette.entry(named: "blue")
    #expect(found.entry == PaletteEntry(name: "blue", color: StoredColor(rounding: color)) && found.warnings.isEmpty)
    #expect(try palette.remove(named: "blue").entry.name == "blue")
    #expect(try palette.load().entries.isEmpty)
  }

  @Test func gamutIsAskedOfTheValue() throws {
    let outside = OKLCH(lightness: 0.7, chroma: 0.4, hue: 30)
    let mapped = MappedColor(outside)
    #expect(mapped.wasOutOfGamut && mapped.color.isInGamut(.srgb) && !Color(outside).isInGamut(.srgb))
    #expect(!MappedColor(Color.white.oklch).wasOutOfGamut)
    #expect(try ColorReading(parsing: "oklch(0.7 0.4 30)").wasOutOfGamut)
    #expect(try !ColorReading(parsing: "#336699").wasOutOfGamut)
  }
}
