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

  /// A name given twice in one object is one member: the last value, at the first one's place; the offsets
  /// follow the values that are kept, in document order.
  @Test func theLastMemberOfANameWins() throws {
    let text = #"{"a": 1, "b": [2, 3], "a": {"c": 4, "c": 5}}"#
    let (value, offsets) = try JSONParser.parseWithOffsets(Array(text.utf8))
    #expect(
      value
        == .object([
          ("a", .object([("c", .number("5"))])), ("b", .array([.number("2"), .number("3")])),
        ]))
    #expect(offsets == [0, 27, 41, 14, 15, 18])
    #expect(value == (try JSONParser.parse(Array(text.utf8))))
    // In a big object too.
    let big = "{" + (0..<40).map { #""k\#($0 % 20)": \#($0)"# }.joined(separator: ", ") + "}"
    guard case .object(let members) = try JSONParser.parse(Array(big.utf8)) else { return }
    #expect(members.map(\.key) == (0..<20).map { "k\($0)" })
    #expect(members.map(\.value) == (20..<40).map { .number(String($0)) })
    // The offsets of a big object's kept values, nested and repeated at every level, are where those values begin.
    let nested =
      "{" + (0..<60).map { #""k\#($0 % 25)": {"n": \#($0), "n": [\#($0 + 100)]}"# }.joined(separator: ", ") + "}"
    let bytes = Array(nested.utf8)
    let parsed = try JSONParser.parseWithOffsets(bytes)
    var next = parsed.offsets.makeIterator()
    func check(_ value: JSONValue) {
      guard let offset = next.next() else {
        Issue.record("too few offsets")
        return
      }
      let text: String =
        switch value {
        case .object: "{"
        case .array: "["
        case .number(let digits): digits
        default: "?"
        }
      #expect(bytes[offset...].starts(with: text.utf8), "\(value) at \(offset)")
      switch value {
      case .object(let members): for member in members { check(member.value) }
      case .array(let items): for item in items { check(item) }
      default: break
      }
    }
    check(parsed.value)
    #expect(next.next() == nil)
    guard case .object(let kept) = parsed.value else { return }
    #expect(kept.count == 25 && kept[0].value == .object([("n", .array([.number("150")]))]))
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
