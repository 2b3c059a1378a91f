/// Apple's XML property list, the subset an `.itermcolors` file is, read strictly: an optional `<?xml …?>`
/// declaration and `<!DOCTYPE plist …>`, comments, then `<plist>` holding one value: `<dict>` (`<key>` then a
/// value, in turns), `<array>`, `<string>`, `<real>`, `<integer>`, `<date>`, `<data>`, `<true/>`, `<false/>`.
/// Text may use the five XML entities and `&#N;`/`&#xN;`. Anything else (another element, a DTD's internal
/// subset, a processing instruction, CDATA) is a malformed document naming its line and the part; nesting deeper
/// than 32 is refused, so no input can exhaust the stack.
struct PlistReader {
  static let maximumKeptItems = 64

  /// A value and the line it starts on.
  struct Value: Equatable {
    enum Kind: Equatable {
      case dict([(key: String, value: Value)])
      /// At most the first `maximumKeptItems` values of the array (an iTerm2 preset holds none): the rest are read
      /// and checked, not kept, so that a long array costs nothing.
      case array([Value])
      /// `<string>`, `<date>` or `<data>`: its text.
      case string(String)
      /// `<real>` or `<integer>`: the number as written.
      case number(String)
      case bool(Bool)

      static func == (left: Kind, right: Kind) -> Bool {
        switch (left, right) {
        case (.dict(let a), .dict(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
      }
    }
    var kind: Kind
    var line: Int
  }

  static let maximumDepth = 32

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The value the document's `<plist>` holds.
  static func read(_ text: ImportText) throws(PaletteImportError) -> Value {
    var reader = PlistReader(text.bytes)
    return try reader.document()
  }

  private func fail(_ detail: String) -> PaletteImportError {
    PaletteImportError(line: line, problem: .notValid(language: "plist XML", detail: detail))
  }

  private var here: String {
    var end = index
    while end < bytes.count, end - index < 20, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return end == index
      ? "the end" : "'" + Visible.excerpt(String(decoding: bytes[index..<end], as: UTF8.self), limit: 20) + "'"
  }

  private func starts(with text: String) -> Bool {
    let utf8 = text.utf8
    return index + utf8.count <= bytes.count && bytes[index..<index + utf8.count].elementsEqual(utf8)
  }

  /// Moves past `count` bytes, counting lines.
  private mutating func advance(_ count: Int) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
  }

  /// Moves past `end`, which must come (`what` names what never ends otherwise).
  private mutating func skip(past end: String, what: String) throws(PaletteImportError) {
    let startLine = line
    let first = end.utf8.first
    while index < bytes.count {
      if bytes[index] == first, starts(with: end) {
        advance(end.utf8.count)
        return
      }
      advance(1)
    }
    line = startLine
    throw fail("\(what) that never ends")
  }

  /// White space and comments.
  private mutating func skipMisc() throws(PaletteImportError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        advance(1)
      } else if starts(with: "<!--") {
        advance(4)
        try skip(past: "-->", what: "a comment")
      } else {
        return
      }
    }
  }

  private mutating func document() throws(PaletteImportError) -> Value {
    try skipMisc()
    if starts(with: "<?xml") {
      try skip(past: "?>", what: "the XML declaration")
      try skipMisc()
    }
    if starts(with: "<!DOCTYPE") {
      let start = index
      try skip(past: ">", what: "the DOCTYPE")
      guard !bytes[start..<index].contains(UInt8(ascii: "[")) else { throw fail("a DOCTYPE with declarations") }
      try skipMisc()
    }
    guard try openTag() == "plist" else { throw fail("the document is not a <plist>") }
    try skipMisc()
    let value = try self.value(depth: 1)
    try skipMisc()
    try closeTag("plist")
    try skipMisc()
    guard index == bytes.count else { throw fail("\(here) after </plist>") }
    return value
  }

  /// `<name …>`: its name; attributes are skipped (quoted values may hold `>`). A `<name/>` gives `name/`.
  private mutating func openTag() throws(PaletteImportError) -> String {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
      Self.isNameByte(bytes[index + 1])
    else { throw fail("\(here) where an element was expected") }
    advance(1)
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { advance(1) }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "<") {
        break
      } else if byte == UInt8(ascii: ">") {
        let empty = bytes[index - 1] == UInt8(ascii: "/")
        advance(1)
        return empty ? name + "/" : name
      }
      advance(1)
    }
    throw fail("the tag <\(Visible.excerpt(name, limit: 20))> never ends")
  }

  private mutating func closeTag(_ name: String) throws(PaletteImportError) {
    guard starts(with: "</" + name) else { throw fail("\(here) where </\(name)> was expected") }
    advance(2 + name.utf8.count)
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { advance(1) }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fail("</\(name) never ends") }
    advance(1)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
      || byte == UInt8(ascii: ".")
  }

  private mutating func value(depth: Int) throws(PaletteImportError) -> Value {
    guard depth <= Self.maximumDepth else { throw fail("values nested more than \(Self.maximumDepth) deep") }
    let valueLine = line
    let tag = try openTag()
    switch tag {
    case "dict/": return Value(kind: .dict([]), line: valueLine)
    case "array/": return Value(kind: .array([]), line: valueLine)
    case "string/", "data/", "date/": return Value(kind: .string(""), line: valueLine)
    case "true/": return Value(kind: .bool(true), line: valueLine)
    case "false/": return Value(kind: .bool(false), line: valueLine)
    case "string", "data", "date":
      let text = try self.text()
      try closeTag(tag)
      return Value(kind: .string(text), line: valueLine)
    case "real", "integer":
      let text = try self.text()
      let trimmed = text.trimmingWhitespace()
      try closeTag(tag)
      // Copied only when trimmed: a number may fill the file.
      let number = trimmed.utf8.count == text.utf8.count ? text : String(trimmed)
      return Value(kind: .number(number), line: valueLine)
    case "dict":
      var members: [(key: String, value: Value)] = []
      var keys: Set<String> = []
      while true {
        try skipMisc()
        if starts(with: "</") {
          try closeTag("dict")
          return Value(kind: .dict(members), line: valueLine)
        }
        let keyLine = line
        let keyTag = try openTag()
        guard keyTag == "key" || keyTag == "key/" else {
          line = keyLine
          throw fail("<\(Visible.excerpt(keyTag, limit: 20))> where a <key> was expected in a <dict>")
        }
        let key = keyTag == "key/" ? "" : try text()
        if keyTag == "key" { try closeTag("key") }
        guard keys.insert(key).inserted else {
          line = keyLine
          throw fail("the key '\(Visible.excerpt(key))' is in the <dict> twice")
        }
        try skipMisc()
        guard !starts(with: "</") else { throw fail("the key '\(Visible.excerpt(key))' has no value") }
        members.append((key, try value(depth: depth + 1)))
      }
    case "array":
      var items: [Value] = []
      while true {
        try skipMisc()
        if starts(with: "</") {
          try closeTag("array")
          return Value(kind: .array(items), line: valueLine)
        }
        let item = try value(depth: depth + 1)
        if items.count < Self.maximumKeptItems { items.append(item) }
      }
    default:
      line = valueLine
      throw fail("<\(Visible.excerpt(tag, limit: 20))> is not a property list value")
    }
  }

  /// Character data up to the next `<`, entities decoded; an element inside is refused by the closing tag.
  private mutating func text() throws(PaletteImportError) -> String {
    // Decoded into bytes: each entity costs its own length, however long the text before it.
    var decoded: [UInt8] = []
    var start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      guard bytes[index] == UInt8(ascii: "&") else {
        advance(1)
        continue
      }
      decoded += bytes[start..<index]
      let entityStart = index
      // Up to its `;` (a character reference may have any number of leading zeros), never past the text's end.
      while index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: "<") { advance(1) }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        index = entityStart
        throw fail("\(here) is not an entity (&amp; &lt; &gt; &quot; &apos; &#N;)")
      }
      let name = String(decoding: bytes[entityStart + 1..<index], as: UTF8.self)
      advance(1)
      guard let scalar = Self.entity(name) else {
        throw fail("'&\(Visible.excerpt(name, limit: 12));' is not an entity (&amp; &lt; &gt; &quot; &apos; &#N;)")
      }
      UTF8.encode(scalar) { decoded.append($0) }
      start = index
    }
    // No entity: the text as it is, without a copy.
    if decoded.isEmpty { return String(decoding: bytes[start..<index], as: UTF8.self) }
    decoded += bytes[start..<index]
    return String(decoding: decoded, as: UTF8.self)
  }

  private static func entity(_ name: String) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let hex = name.hasPrefix("#x")
      let digits = name.utf8.dropFirst(hex ? 2 : 1)
      let isDigit = { (byte: UInt8) in hex ? Character(Unicode.Scalar(byte)).isHexDigit : byte >= 0x30 && byte <= 0x39 }
      let significant = digits.drop { $0 == UInt8(ascii: "0") }
      guard !digits.isEmpty, digits.allSatisfy(isDigit), significant.count <= 8,
        let value = significant.isEmpty ? 0 : UInt32(Substring(significant), radix: hex ? 16 : 10)
      else { return nil }
      // A character XML allows (`Char`): no reference makes a control character but a tab or a line end.
      guard value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D, value != 0xFFFE, value != 0xFFFF else {
        return nil
      }
      return Unicode.Scalar(value)
    }
  }
}
