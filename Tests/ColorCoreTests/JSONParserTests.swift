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

  static let escapedSurrogates: Set<String> = [
    "i_object_key_lone_2nd_surrogate.json", "i_string_1st_surrogate_but_2nd_missing.json",
    "i_string_1st_valid_surrogate_2nd_invalid.json", "i_string_incomplete_surrogate_and_escape_valid.json",
    "i_string_incomplete_surrogate_pair.json", "i_string_incomplete_surrogates_escape_valid.json",
    "i_string_invalid_lonely_surrogate.json", "i_string_invalid_surrogate.json",
    "i_string_inverted_surrogates_U+1D11E.json", "i_string_lone_second_surrogate.json",
  ]

  /// A name given twice in one object is one member: the last value, at the first one's place; the tree of the same
  /// document walks the same members, each value where it begins.
  @Test func theLastMemberOfANameWins() throws {
    let text = #"{"a": 1, "b": [2, 3], "a": {"c": 4, "c": 5}}"#
    let value = try JSONParser.parse(Array(text.utf8))
    #expect(
      value
        == .object([
          ("a", .object([("c", .number("5"))])), ("b", .array([.number("2"), .number("3")])),
        ]))
    let tree = try JSONParser.tree(Array(text.utf8))
    var members: [(String, Int)] = []
    tree.forEachMember(of: tree.root) { members.append(($0, tree.start($1))) }
    #expect(members.map(\.0) == ["a", "b"] && members.map(\.1) == [27, 14])
    #expect(tree.value(tree.root) == value)
    // In a big object too.
    let big = "{" + (0..<40).map { #""k\#($0 % 20)": \#($0)"# }.joined(separator: ", ") + "}"
    guard case .object(let bigMembers) = try JSONParser.parse(Array(big.utf8)) else { return }
    #expect(bigMembers.map(\.key) == (0..<20).map { "k\($0)" })
    #expect(bigMembers.map(\.value) == (20..<40).map { .number(String($0)) })
  }

  /// A tree's members, nested and repeated at every level, are the parsed value's, in its order; each node is where
  /// its value begins, and reads back as that value.
  @Test func aTreeWalksWhatTheParsedValueHolds() throws {
    let nested =
      "{" + (0..<60).map { #""k\#($0 % 25)": {"n": \#($0), "n": [\#($0 + 100), "\u0041"]}"# }.joined(separator: ", ")
      + "}"
    let bytes = Array(nested.utf8)
    let tree = try JSONParser.tree(bytes)
    func check(_ node: Int, _ value: JSONValue) {
      #expect(tree.value(node, limit: .max) == value)
      switch value {
      case .object(let members):
        var walked: [String] = []
        tree.forEachMember(of: node) { key, child in
          walked.append(key)
          if let member = members.first(where: { $0.key == key }) { check(child, member.value) }
        }
        #expect(walked == members.map(\.key))
      case .array(let items):
        let elements = Array(tree.elements(node))
        #expect(elements.count == items.count)
        for (element, item) in zip(elements, items) { check(element, item) }
      default: break
      }
    }
    check(tree.root, try JSONParser.parse(bytes))
    #expect(tree.value(tree.root, limit: 10) == nil)
    #expect(tree.member("k0", of: tree.root).flatMap { tree.member("n", of: $0) }.map(tree.start) != nil)
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
    } else {
      // Implementation-defined: numbers of any size are kept as text, and an escaped lone surrogate (`\uD800`)
      // reads as U+FFFD (accepted); bytes that are not strict UTF-8 (UTF-16, a byte-order mark, raw surrogates,
      // invalid bytes) and nesting past 256 are rejected.
      let accepted = (try? result.get()) != nil
      #expect(accepted == (name.hasPrefix("i_number_") || JSONParserTests.escapedSurrogates.contains(name)), "\(name)")
      // The same input gives the same result.
      let again = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
      #expect((try? again.get()) == (try? result.get()))
    }
  }

  @Test func parsesValues() throws {
    let value = try JSONParser.parse(
      Array(#" {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\ud83d\ude00\n", "a": 7} "#.utf8))
    #expect(value.member("a") == .number("7"))
    #expect(value.member("b") == .string("xé😀\n"))
    guard case .object(let members) = value else { return #expect(Bool(false)) }
    #expect(members.map(\.key) == ["a", "b"])
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

  /// A `\u` escape takes ASCII hex digits only: the raw bytes 0x10–0x19 are not 0–9.
  @Test(arguments: [UInt8](0x10...0x19))
  func rawControlBytesAreNotHexDigits(_ byte: UInt8) {
    let bytes = Array("\"\\u".utf8) + [byte, byte, byte, byte] + [UInt8(ascii: "\"")]
    #expect(throws: (any Error).self) { try JSONParser.parse(bytes) }
    #expect((try? JSONParser.parse(Array(#""\u00e9\u00E9""#.utf8))) == .string("éé"))
  }
}
