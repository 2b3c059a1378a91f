import Foundation
import Testing

/// docs/architecture.md states how many top-level public types ColorCore has and how many of its declarations
/// are `package`: both are counted in the sources.
@Suite struct ArchitectureIsAsDocumentedTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every line of ColorCore's Swift sources.
  static func sourceLines() throws -> [Substring] {
    let folder = root.appendingPathComponent("Sources/ColorCore")
    let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    var lines: [Substring] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    return lines
  }

  /// The number just before `phrase` in docs/architecture.md.
  static func stated(before phrase: String) throws -> Int? {
    let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    let flat = doc.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard let range = flat.range(of: phrase) else { return nil }
    return Int(flat[..<range.lowerBound].split(separator: " ").last ?? "")
  }

  @Test func thePublicTypesAreAsManyAsTheDocSays() throws {
    let kinds = ["struct", "enum", "class", "protocol", "actor"]
    let count = try Self.sourceLines().count { line in kinds.contains { line.hasPrefix("public \($0) ") } }
    #expect(try Self.stated(before: "top-level public types") == count)
  }

  @Test func packageDeclarationsAreAsManyAsTheDocSaysAndAtMostSixty() throws {
    let count = try Self.sourceLines().count { line in
      let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
      return words.first == "package"
    }
    #expect(try Self.stated(before: "`package` declarations (at most 60)") == count)
    #expect(count <= 60)
  }

  /// The library words no command line: no option (`--replace`) and no "this colormix" in a string of its code;
  /// the executable adds its own hints to the library's sentences.
  @Test func colorCoresSentencesNameNoCommandLineOption() throws {
    let offending = try Self.sourceLines().filter { line in
      let code = line.drop { $0 == " " }
      guard !code.hasPrefix("//"), let quote = code.firstIndex(of: "\"") else { return false }
      let strings = code[quote...]
      return strings.contains("this colormix") || strings.contains(/"[^"]*--[a-z]/)
    }
    #expect(offending.isEmpty, "\(offending)")
  }
}
