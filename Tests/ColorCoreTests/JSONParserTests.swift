import Foundation
import Testing

@testable import ColorCore

@Suite struct JSONParserTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/json-test-suite/test_parsing")

  static let cases: [String] = {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".json") }.sorted() ?? []
  }()

  @Test func suiteIsThere() {
    #expect(JSONParserTests.cases.count == 318)
  }

  /// JSONTestSuite: every `y_` accepted, every `n_` rejected, no `i_` crashing.
  @Test(arguments: cases)
  func jsonTestSuite(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: JSONParserTests.folder.appendingPathComponent(name)))
    let result = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
    if name.hasPrefix("y_") {
      #expect(throws: Never.self) { try result.get() }
    } else if name.hasPrefix("n_") {
      #expect(throws: JSONParser.Failure.self) { try result.get() }
    }
  }

  @Test func parsesValues() throws {
    let value = try JSONParser.parse(
      Array(#" {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\ud83d\ude00\n", "a": 7} "#.utf8))
    #expect(value.member("a") == .number("7"))
    #expect(value.member("b") == .string("xé😀\n"))
    guard case .object(let members) = value else { return #expect(Bool(false)) }
    #expect(members.count == 3)
  }

  @Test func limitsNesting() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    let ok = Array(repeating: UInt8(ascii: "["), count: 200) + Array(repeating: UInt8(ascii: "]"), count: 200)
    #expect(throws: Never.self) { try JSONParser.parse(ok) }
  }

  @Test func quotesSafely() {
    #expect(JSONText.quote("plain") == "\"plain\"")
    #expect(JSONText.quote("a\"b\\c\u{1B}\u{7F}\u{9B}\u{202E}é") == #""a\"b\\c\u001b\u007f\u009b\u202eé""#)
    let round = try? JSONParser.parse(Array(JSONText.quote("x\u{1B}\"\\\n").utf8))
    #expect(round == .string("x\u{1B}\"\\\n"))
  }
}
