import Foundation
import Testing

@testable import ColorCore

/// The CSS reader finds the custom property declarations that tinycss2, a CSS parser of its own, finds in a corpus
/// of tricky documents: Fixtures/css-declarations/declarations.json, written by scripts/css-declarations-fixture.
@Suite struct CSSDeclarationsTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/css-declarations")

  struct Expected: Decodable {
    var name: String
    /// Nil for a value holding a string a newline cut (tinycss2 keeps no text for it).
    var value: String?
    var line: Int
  }

  static let expected: [String: [Expected]] = {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("declarations.json")) else { return [:] }
    return (try? JSONDecoder().decode([String: [Expected]].self, from: data)) ?? [:]
  }()

  @Test func theCorpusIsThere() {
    #expect(Self.expected.count == 10)
    #expect(Self.expected.values.map(\.count).reduce(0, +) == 71)
  }

  /// A value as tokens: comments as white space, a run of white space as one, none at either end. tinycss2 writes
  /// a value its own way (`'a'` as `"a"`, escapes as it likes): the tokens are what must be the same.
  static func tokens(_ value: String) -> [CSSTokenizer.Kind] {
    var result: [CSSTokenizer.Kind] = []
    for token in CSSTokenizer.tokens(value) {
      var kind = token.kind
      if case .comment = kind { kind = .whitespace }
      if kind == .whitespace && (result.isEmpty || result.last == .whitespace) { continue }
      result.append(kind)
    }
    if result.last == .whitespace { result.removeLast() }
    return result
  }

  @Test(arguments: expected.keys.sorted())
  func theReaderFindsWhatTinycss2Finds(_ file: String) throws {
    let text = ImportText(Array(try Data(contentsOf: Self.folder.appendingPathComponent(file))))
    var found: [CSSFormat.Declaration] = []
    try CSSFormat.declarations(in: text) { found.append($0) }
    let expected = Self.expected[file] ?? []
    #expect(found.map(\.name) == expected.map { String($0.name.dropFirst(2)) })
    #expect(found.map(\.line) == expected.map(\.line))
    for (declaration, wanted) in zip(found, expected) {
      guard let value = wanted.value else { continue }
      #expect(Self.tokens(declaration.value) == Self.tokens(value), "\(file): --\(declaration.name)")
    }
  }
}
