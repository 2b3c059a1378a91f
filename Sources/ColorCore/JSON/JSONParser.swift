/// A strict RFC 8259 parser over bytes: UTF-8 only, no trailing commas, nesting at most `maximumDepth`.
///
/// colormix reads its small files with this instead of `Codable`, which costs more to set up than the
/// whole rest of a call. It is tested against JSONTestSuite.
package struct JSONParser {
  /// An error at a byte offset.
  package struct Failure: Error, Equatable {
    package var offset: Int
    package var problem: JSONProblem
  }

  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// Whether to record `offsets` (only `parseWithOffsets` does: reading a store keeps to the plain path).
  private var recording = false
  /// The byte offset where each value starts, in document order (a container before its members), when recording.
  private var offsets: [Int] = []
  /// Where the values of the members of the objects being read begin in `offsets`, innermost object last.
  private var occurrences: [Int] = []

  /// Parses one JSON value that fills the whole input (surrounding white space allowed).
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure(.textAfterValue) }
    return value
  }

  /// `parse`, and the byte offset where each value starts, in document order: a container before its members (so
  /// the values of a tree walked depth first, parents first, take the offsets in turn).
  package static func parseWithOffsets(_ bytes: [UInt8]) throws(Failure) -> (value: JSONValue, offsets: [Int]) {
    var parser = JSONParser(bytes: bytes)
    parser.recording = true
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure(.textAfterValue) }
    return (value, parser.offsets)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ problem: JSONProblem) -> Failure {
    Failure(offset: index, problem: index >= bytes.count ? .unexpectedEnd : problem)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure(.unexpectedEnd) }
    if recording { offsets.append(index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure(.unexpectedCharacter)
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let text = word.utf8
    guard index + text.count <= bytes.count, bytes[index..<index + text.count].elementsEqual(text) else {
      throw failure(.invalidLiteral)
    }
    index += text.count
    return value
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= JSONParser.maximumDepth else { throw failure(.tooDeep) }
    index += 1
    skipWhitespace()
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw failure(.unterminatedArray) }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw failure(.expectedCommaOrBracket) }
      index += 1
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var members: [(key: String, value: JSONValue)] = []
    // colormix's own objects have four members: one allocation each. An import's objects grow as they need, so
    // that a document of many small objects costs no more than they hold.
    if !recording { members.reserveCapacity(4) }
    // Each name's member, once the object is too big to look names up one by one.
    var positions: ByteStringTable?
    // When recording: where each member's value (each one given, duplicates too) begins in `offsets`, on the
    // parser's one stack, and which of them each member keeps, where a later duplicate won.
    let base = occurrences.count
    let segment = offsets.count
    var winners: [Int: Int] = [:]
    var duplicates = Set<Int>()
    defer { occurrences.removeSubrange(base...) }
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
      index += 1
      skipWhitespace()
      if recording { occurrences.append(offsets.count) }
      let value = try parseValue()
      if members.count >= 16 && positions == nil {
        var table = ByteStringTable()
        for member in members { _ = table.insert(member.key) }
        positions = table
      }
      let earlier: Int?
      if positions != nil {
        let (inserted, number) = positions!.insert(key)
        earlier = inserted ? nil : number
      } else {
        earlier = members.firstIndex { $0.key == key }
      }
      if let earlier {
        // The last member of a name wins, at the first one's place: a reader never sees a duplicate.
        members[earlier].value = value
        if recording {
          winners[earlier] = occurrences.count - 1 - base
          duplicates.insert(occurrences.count - 1 - base)
        }
      } else {
        members.append((key, value))
      }
      skipWhitespace()
      guard index < bytes.count else { throw failure(.unterminatedObject) }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        if !winners.isEmpty {
          keepWinningOffsets(of: members.count, from: base, segment: segment, winners: winners, duplicates: duplicates)
        }
        return .object(members)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw failure(.expectedCommaOrBrace) }
      index += 1
    }
  }

  /// Rewrites the offsets of an object that gave a name more than once, once, when it ends: each member's values
  /// in member order, from the value that won (the last given), the others dropped. The object's occurrences (each
  /// member given, in document order) are on the stack from `base`, each running to the next one (the last to the
  /// end of `offsets`); a member's first one is the next that is not a `duplicates` one.
  private mutating func keepWinningOffsets(
    of count: Int, from base: Int, segment: Int, winners: [Int: Int], duplicates: Set<Int>
  ) {
    let occurrenceCount = occurrences.count - base
    func range(_ occurrence: Int) -> Range<Int> {
      let end = occurrence + 1 < occurrenceCount ? occurrences[base + occurrence + 1] : offsets.count
      return occurrences[base + occurrence]..<end
    }
    var rebuilt: [Int] = []
    var first = 0
    for member in 0..<count {
      while duplicates.contains(first) { first += 1 }
      rebuilt += offsets[range(winners[member] ?? first)]
      first += 1
    }
    offsets.replaceSubrange(segment..., with: rebuilt)
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.invalidNumber) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.invalidNumber) }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure(.invalidNumber) }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    // Fast path: printable ASCII up to the closing quote needs no decoding.
    let start = index
    while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\\") {
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      }
      index += 1
    }
    var scalars = String.UnicodeScalarView(String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
    while true {
      guard index < bytes.count else { throw failure(.unterminatedString) }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        index += 1
        scalars.append(try parseEscape())
      case 0x00..<0x20:
        throw failure(.controlCharacterInString)
      default:
        guard let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: index) else {
          throw failure(.invalidUTF8)
        }
        scalars.append(scalar)
        index += length
      }
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard index < bytes.count else { throw failure(.unterminatedEscape) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let save = index
        index += 2
        let low = try parseHex4()
        if (0xDC00...0xDFFF).contains(low) {
          return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
        }
        index = save
      }
      // A lone surrogate cannot be a Swift scalar; it becomes U+FFFD.
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      index -= 1
      throw failure(.invalidEscape)
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw failure(.unterminatedEscape) }
      // Compare the raw byte: folding case with `| 0x20` would turn the bytes 0x10–0x19 into "0"–"9".
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure(.invalidUnicodeEscape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
