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
    #expect(try palette.save(color, as: "other").outcome == .aliased(of: "blue"))
    let found = try palette.entry(named: "other")
    #expect(found.entry.exact == color && found.warnings.isEmpty)
    #expect(try palette.remove(named: "blue").entry.names == ["blue", "other"])
    #expect(try palette.remove(named: "other").entry.names == ["other"])
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

  @Test func paletteFormatsReadAndWriteDocuments() throws {
    #expect(PaletteFormat.all.count == 13 && PaletteFormat(named: "windows-terminal") == .windowsTerminal)
    #expect(
      PaletteFormat(named: "Kitty") == nil && PaletteFormat.all.allSatisfy { PaletteFormat(named: $0.name) == $0 })
    let theme = "foreground #c8d3df\nbackground #0c2238\n"
    #expect(PaletteFormat.detect(theme) == .kitty)
    let kitty = try PaletteFormat.kitty.read(theme)
    #expect(kitty.palette.entries.map(\.name) == ["foreground", "background"] && kitty.result.refusedCount == 0)
    let css = PaletteFormat.css.write(kitty.palette)
    #expect(css.text == "/* colormix */\n:root {\n  --foreground: #c8d3df;\n  --background: #0c2238;\n}\n")
    #expect(css.unwritten.isEmpty)
    // A terminal theme holds its roles only; a refused entry is listed with its line and changes nothing.
    let gpl = try PaletteFormat.gpl.read("GIMP Palette\n128 51 204 grape\n300 0 0 bad\n")
    #expect(gpl.palette.entries.map(\.name) == ["grape"] && gpl.entries == 2)
    #expect(
      gpl.result.refused.map(\.line) == [3] && "\(gpl.result.refused[0].problem)".hasPrefix("300 is out of range 0–255")
    )
    #expect(PaletteFormat.kitty.write(gpl.palette).unwritten == ["grape"])
    #expect(throws: PaletteImportError.self) { try PaletteFormat.gpl.read("not a palette\n") }
  }

  @Test func errorSentencesAreTheLibrarysAndTakeAProgramsHints() throws {
    let taken = InputError.paletteNameTaken("a")
    #expect("\(taken)" == "The palette already has a different color named 'a'.")
    #expect(
      taken.description(refusal: nil, overwriting: "use --replace")
        == "The palette already has a different color named 'a'; use --replace.")
    do {
      _ = try PaletteFormat.json.read("{\"version\": 2, \"colors\": []}")
      Issue.record("version 2 was read")
    } catch {
      #expect("\(error)" == "line 1: its 'version' is 2; ColorCore reads version 1 only")
      #expect(
        error.description(formatOption: "--from", reader: "this tool").hasSuffix("this tool reads version 1 only"))
    }
    do {
      _ = try PaletteFormat.gpl.read("GIMP\n")
      Issue.record("a document without the header was read")
    } catch {
      #expect("\(error)" == "line 1: a GIMP palette begins with 'GIMP Palette'")
      #expect(error.description(formatOption: "--from", reader: "").hasSuffix("(give --from for another format)"))
    }
  }

  @Test func aComparisonMeasuresAsCompareDoes() throws {
    // `colormix compare '#336699' steelblue` ends its third line so.
    let pair = Comparison(try Color(parsing: "#336699"), try Color(parsing: "steelblue"))
    #expect(pair.measures == "ΔE00 10.61  ΔEOK 0.0891  contrast 1.46:1")
    #expect(pair.jsonMembers == ["\"ciede2000\": 10.6058", "\"deltaEOK\": 0.0891", "\"contrast\": 1.46"])
    let translucent = Comparison(try Color(parsing: "#00000080"), .white)
    #expect(translucent.measures.hasSuffix("contrast 4.00:1  (composited: #7f7f7f on #ffffff)"))
  }
}
