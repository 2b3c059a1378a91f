import Foundation
import TestSupport
import Testing

@testable import ColorCore

/// The palette's one set of rules (`Palette`, `PaletteStore.save/entry/remove`), which `save`, `load`, `remove`,
/// `palette import` and the mixer all call.
@Suite final class PaletteRulesTests {
  static let grape = StoredColor(red: 500, green: 200, blue: 800)
  /// `colormix set '#8033cc'` stores this: other tenths, the same hex as grape.
  static let grapeFromHex = StoredColor(red: 502, green: 200, blue: 800)
  static let tomato = StoredColor(rgb: 0xFF6347)

  let folder = TemporaryFolder.create("rules")
  var store: PaletteStore { PaletteStore(try! StoreLocation(path: folder + "/color.json")) }
  var paletteBytes: Data? { FileManager.default.contents(atPath: folder + "/palette.json") }

  deinit {
    TemporaryFolder.remove(folder)
  }

  /// Two colors that differ, however little, are two entries; the listing shows them with one hex.
  @Test func colorsOfOneHexAndOtherTenthsAreTwoEntries() throws {
    #expect(Self.grape.hex == Self.grapeFromHex.hex && Self.grape != Self.grapeFromHex)
    var palette = Palette()
    #expect(try palette.save(name: "grape", color: Self.grape) == .added)
    #expect(try palette.save(name: "grape2", color: Self.grapeFromHex) == .added)
    #expect(palette.entries.map(\.name) == ["grape", "grape2"])
    #expect(palette.entry(holding: Self.grapeFromHex)?.name == "grape")
  }

  /// A color saved under a second name is one entry with two names; every name finds it, and removing one
  /// leaves the others.
  @Test func aSecondNameOfASavedColorIsAnAlias() throws {
    var palette = Palette()
    let exact = try Color(parsing: "oklch(63.7% 0.237 25.331)")
    #expect(try palette.save(PaletteEntry(name: "red-500", color: exact)) == .added)
    #expect(try palette.save(PaletteEntry(name: "tomato", color: exact)) == .aliased(of: "red-500"))
    #expect(try palette.save(PaletteEntry(name: "tomato", color: exact)) == .alreadySaved(as: "tomato"))
    #expect(palette.entries.map(\.names) == [["red-500", "tomato"]])
    #expect(try palette.entry(named: "tomato").exact == exact)
    #expect(try palette.remove(named: "red-500").names == ["red-500", "tomato"])
    #expect(palette.entries.map(\.names) == [["tomato"]])
    try palette.remove(named: "tomato")
    #expect(palette.entries.isEmpty)
  }

  @Test func savingTheSameColorUnderItsOwnNameChangesNothing() throws {
    var palette = Palette(entries: [PaletteEntry(name: "grape", color: Self.grape)])
    #expect(try palette.save(name: " grape ", color: Self.grape) == .alreadySaved(as: "grape"))
    #expect(palette.entries == [PaletteEntry(name: "grape", color: Self.grape)])
  }

  @Test func aNameHoldingAnotherColorIsTakenUnlessReplacing() throws {
    var palette = Palette(entries: [PaletteEntry(name: "grape", color: Self.grape)])
    #expect(throws: InputError.paletteNameTaken("grape")) { try palette.save(name: "grape", color: Self.tomato) }
    #expect(throws: InputError.paletteNameTaken("grape")) {
      try palette.save(name: "grape", color: Self.grapeFromHex)
    }
    #expect(palette.entries.count == 1 && palette.entries[0].color == Self.grape)
    #expect(try palette.save(name: "grape", color: Self.tomato, replacing: true) == .updated)
    #expect(palette.entries == [PaletteEntry(name: "grape", color: Self.tomato)])
  }

  /// Replacing moves the name to the color: an entry it was the only name of goes, one with other names keeps
  /// them.
  @Test func replacingMovesTheNameToTheColor() throws {
    var palette = Palette(entries: [
      PaletteEntry(name: "grape", color: Self.grape), PaletteEntry(name: "red", color: Self.tomato),
    ])
    #expect(try palette.save(name: "red", color: Self.grape, replacing: true) == .aliased(of: "grape"))
    #expect(palette.entries.map(\.names) == [["grape", "red"]])
    #expect(try palette.save(name: "grape", color: Self.tomato, replacing: true) == .updated)
    #expect(palette.entries.map(\.names) == [["red"], ["grape"]])
    #expect(palette.entries.map(\.color) == [Self.grape, Self.tomato])
  }

  @Test func oneNameRuleWithOneLimit() throws {
    var palette = Palette()
    let longest = String(repeating: "é", count: PaletteEntry.maximumNameScalars)
    #expect(try palette.save(name: longest, color: Self.grape) == .added)
    #expect(throws: InputError.invalidPaletteName(longest + "x", problem: .tooLong)) {
      try palette.save(name: longest + "x", color: Self.tomato)
    }
    #expect(throws: InputError.invalidPaletteName("-x", problem: .leadingDash)) {
      try palette.save(name: "-x", color: Self.tomato)
    }
  }

  /// The mixer's prompt stops where the rule does: 64 scalars, whole characters, 256 bytes.
  @Test func aPromptStopsAtTheNameLimits() {
    let n = String(repeating: "n", count: 100)
    #expect(PaletteEntry.prefixFittingNameLimits(n) == String(repeating: "n", count: 64))
    // e + a combining accent is one character of two scalars: 32 of them fit, never half of one.
    let accented = String(repeating: "e\u{301}", count: 40)
    #expect(PaletteEntry.prefixFittingNameLimits(accented).unicodeScalars.count == 64)
    #expect(PaletteEntry.prefixFittingNameLimits(accented).count == 32)
    // 4-byte scalars: 64 of them are 256 bytes, the byte limit too.
    let emoji = String(repeating: "😀", count: 70)
    #expect(PaletteEntry.prefixFittingNameLimits(emoji).utf8.count == 256)
    #expect((try? PaletteEntry.validName(PaletteEntry.prefixFittingNameLimits(emoji))) != nil)
  }

  @Test func removeTakesEveryEntryOfTheNameAndRefusesAnUnknownOne() throws {
    var palette = Palette(entries: [
      PaletteEntry(name: "grape", color: Self.grape), PaletteEntry(name: "red", color: Self.tomato),
      PaletteEntry(name: "grape", color: .black),
    ])
    #expect(try palette.remove(named: " grape") == PaletteEntry(name: "grape", color: Self.grape))
    #expect(palette.entries == [PaletteEntry(name: "red", color: Self.tomato)])
    #expect(throws: InputError.unknownPaletteName("rde", suggestions: ["red"])) { try palette.remove(named: "rde") }
  }

  @Test func theStoreSavesOnceAndWritesNothingForAColorAlreadySaved() throws {
    #expect(try store.save(Self.grape, as: "grape").outcome == .added)
    let before = paletteBytes
    #expect(try store.save(Self.grape, as: "grape").outcome == .alreadySaved(as: "grape"))
    #expect(paletteBytes == before)
    #expect(try store.entry(named: "grape").entry.color == Self.grape)
    #expect(try store.remove(named: "grape").entry.name == "grape")
    #expect(try store.load().entries.isEmpty)
  }

  @Test func aBadNameCreatesNoPaletteFile() {
    #expect(throws: StoreRequestError.input(.invalidPaletteName("", problem: .empty))) {
      try store.save(Self.grape, as: "")
    }
    #expect(paletteBytes == nil)
  }
}
