import ColorCore
import Foundation
import Testing

/// The README's example of using ColorCore from Swift, kept compiling and true.
@Suite struct LibraryExampleTests {
  @Test func readmeExampleReadsTheSavedColor() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colormix-example-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("color.json").path
    _ = try ColorStore(path: path).update { _ in (StoredColor(red: 500, green: 200, blue: 800), []) }

    // The README's five lines:
    let store = try ColorStore(path: path)
    let (color, warnings) = try store.load()
    print(color.hex, StoredColor.text(ofTenths: color.red), warnings.isEmpty)
    let nearest = Color(color).nearestName()
    print(nearest.name, nearest.catalog)

    #expect(color.hex == "#8033cc" && warnings.isEmpty)
    #expect(nearest.name == "blueviolet" && nearest.catalog == .css)
  }
}
