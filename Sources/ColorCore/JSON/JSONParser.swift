/// A strict RFC 8259 parser over bytes: UTF-8 only, no trailing commas, nesting at most `maximumDepth`.
///
/// colormix reads its small files with this instead of `Codable`, which costs more to set up than the
/// whole rest of a call. It is tested against JSONTestSuite.
struct JSONParser {
  /// An error at a byte offset.
  struct Failure: Error, Equatable {
    var offset: Int
    var problem: JSONProblem
  }

  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses one JSON value that fills the whole input (surrounding white space allowed).
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure(.textAfterValue) }
    return value
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
    members.reserveCapacity(4)  // colormix's objects have four members: one allocation each
    // Each name's member, once the object is too big to look names up one by one.
    var positions: ByteStringTable?
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
      } else {
        members.append((key, value))
      }
      skipWhitespace()
      guard index < bytes.count else { throw failure(.unterminatedObject) }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw failure(.expectedCommaOrBrace) }
      index += 1
    }
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

extension JSONParser {
  /// Parses a document into a `JSONTree`: the same checks as `parse`, nothing decoded.
  static func tree(_ bytes: [UInt8]) throws(Failure) -> JSONTree {
    var parser = JSONParser(bytes: bytes)
    var tree = JSONTree(bytes: bytes)
    parser.skipWhitespace()
    try parser.parseNode(into: &tree)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure(.textAfterValue) }
    return tree
  }

  /// The string that starts at `start` in a document `tree(_:)` has read (nil if none does).
  static func string(in bytes: [UInt8], at start: Int) -> String? {
    var parser = JSONParser(bytes: bytes)
    parser.index = start
    return try? parser.parseString()
  }

  /// The value that starts at `start` in a document `tree(_:)` has read (nil if none does).
  static func value(in bytes: [UInt8], at start: Int) -> JSONValue? {
    var parser = JSONParser(bytes: bytes)
    parser.index = start
    return try? parser.parseValue()
  }

  private mutating func parseNode(into tree: inout JSONTree) throws(Failure) {
    guard index < bytes.count else { throw failure(.unexpectedEnd) }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      let node = tree.open(.object, at: index)
      try enter()
      defer { depth -= 1 }
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return tree.close(node)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
        tree.close(tree.open(.string, at: index))
        _ = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
        index += 1
        skipWhitespace()
        try parseNode(into: &tree)
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unterminatedObject) }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return tree.close(node)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw failure(.expectedCommaOrBrace) }
        index += 1
      }
    case UInt8(ascii: "["):
      let node = tree.open(.array, at: index)
      try enter()
      defer { depth -= 1 }
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return tree.close(node)
      }
      while true {
        skipWhitespace()
        try parseNode(into: &tree)
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unterminatedArray) }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return tree.close(node)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw failure(.expectedCommaOrBracket) }
        index += 1
      }
    case UInt8(ascii: "\""):
      tree.close(tree.open(.string, at: index))
      _ = try parseString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      tree.close(tree.open(bytes[index] == UInt8(ascii: "n") ? .null : .bool, at: index))
      _ = try parseValue()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      tree.close(tree.open(.number, at: index))
      _ = try parseNumber()
    default: throw failure(.unexpectedCharacter)
    }
  }
}
