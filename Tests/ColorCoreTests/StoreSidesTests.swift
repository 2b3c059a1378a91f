import Foundation
import TestSupport
import Testing

@testable import ColorCore

/// The optional `sides` member of the store file: read, kept by every rewrite, set under the lock.
@Suite final class StoreSidesTests {
  let folder = TemporaryFolder.create("sides")
  var path: String { folder + "/color.json" }

  deinit {
    TemporaryFolder.remove(folder)
  }

  func write(_ text: String) {
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func text() -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }

  @Test func aFileWithoutSidesReadsWithTheDefaultHexagon() throws {
    write(#"{"red": 50, "green": 20, "blue": 80}"#)
    let loaded = try ColorStore(StoreLocation(path: path)).load()
    #expect(loaded.color == StoredColor(red: 500, green: 200, blue: 800))
    #expect(loaded.sides == 6 && ColorStore.defaultSides == 6)
    #expect(try ColorStore(StoreLocation(path: folder + "/missing.json")).load().sides == 6)
  }

  @Test func sidesThreeToTwelveRead() throws {
    for sides in 3...12 {
      write(#"{"red": 1, "green": 2, "blue": 3, "sides": \#(sides)}"#)
      #expect(try ColorStore(StoreLocation(path: path)).load().sides == sides)
    }
  }

  @Test(arguments: ["2", "13", "0", "-4", "6.5", "6.0", "6e0", "\"6\"", "null", "true", "[6]"])
  func sidesThatAreNotAWholeNumberFromThreeToTwelveAreCorrupt(_ value: String) {
    write(#"{"red": 1, "green": 2, "blue": 3, "sides": \#(value)}"#)
    #expect(throws: StoreError.corrupt(path: path, kind: .color, reason: .invalidSides)) {
      try ColorStore(StoreLocation(path: path)).load()
    }
    #expect(throws: StoreError.corrupt(path: path, kind: .color, reason: .invalidSides)) {
      try ColorStore(StoreLocation(path: path)).load()
    }
  }

  @Test func writingAColorKeepsTheSidesAndAFileWithoutSidesStaysWithout() throws {
    let store = try ColorStore(StoreLocation(path: path))
    _ = try store.save(StoredColor(red: 100, green: 200, blue: 300))
    #expect(!text().contains("sides"))
    try store.setSides(9)
    #expect(try store.load().sides == 9)
    #expect(try store.load().color == StoredColor(red: 100, green: 200, blue: 300))
    _ = try store.save(StoredColor(red: 400, green: 500, blue: 600))
    #expect(try store.load().sides == 9)
    #expect(text().hasSuffix("\"blue\": 60,\n  \"sides\": 9\n}\n"))
  }

  @Test func resetKeepsTheSidesOfAValidFile() throws {
    let store = try ColorStore(StoreLocation(path: path))
    try store.setSides(3)
    _ = try store.save(StoredColor(red: 100, green: 200, blue: 300))
    _ = try store.reset()
    let loaded = try store.load()
    #expect(loaded.color == StoredColor.black && loaded.sides == 3)
  }

  @Test func setSidesClampsToThreeToTwelveAndKeepsTheColor() throws {
    let store = try ColorStore(StoreLocation(path: path))
    write(#"{"red": 5, "green": 6, "blue": 7}"#)
    #expect(try store.setSides(40) == StoredColor(red: 50, green: 60, blue: 70))
    #expect(try store.load().sides == 12)
    try store.setSides(1)
    #expect(try store.load().sides == 3)
  }

  @Test func setSidesOnACorruptStoreWritesNothing() throws {
    write("garbage")
    #expect(throws: StoreError.self) { try ColorStore(StoreLocation(path: path)).setSides(5) }
    #expect(text() == "garbage")
  }

  @Test func theDocumentRoundTripsTheSides() throws {
    let color = StoredColor(red: 1, green: 2, blue: 3)
    let decoded = try ColorDocument.decode(ColorDocument.encode(color, sides: 11), source: .input)
    #expect(decoded == ColorDocument.Contents(color: color, warnings: [], sides: 11))
    #expect(try ColorDocument.decode(ColorDocument.encode(color), source: .input).sides == nil)
  }

  @Test func theSliderSpaceIsReadKeptByEveryRewriteAndAnUnknownOneReadsAsRGB() throws {
    let store = try ColorStore(StoreLocation(path: path))
    #expect(try store.load().sliders == .rgb)
    try store.save(StoredColor(red: 500, green: 200, blue: 800))
    #expect(!text().contains("sliders"))
    try store.setSliders(.oklch)
    #expect(text().contains(#""sliders": "oklch""#))
    try store.setSides(5)
    try store.save(StoredColor(red: 1, green: 2, blue: 3))
    _ = try store.reset()
    let loaded = try store.load()
    #expect(loaded.sliders == .oklch && loaded.sides == 5 && loaded.color == .black)
    write(#"{"red": 1, "green": 2, "blue": 3, "sliders": "cmyk"}"#)
    #expect(try store.load().sliders == .rgb)
    try store.save(StoredColor(red: 4, green: 5, blue: 6))
    #expect(!text().contains("sliders"))
    write(#"{"red": 1, "green": 2, "blue": 3, "sliders": 7}"#)
    #expect(try store.load().sliders == .rgb)
  }
}
