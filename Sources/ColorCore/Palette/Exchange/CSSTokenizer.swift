/// The tokens of a CSS document, as CSS Syntax Level 3 (§4, Tokenization) makes them: strings with their escapes,
/// `url()`, idents, at-keywords and hashes with their escapes decoded, numbers, brackets, whitespace… Comments,
/// which the standard drops, are tokens here too (`comment`), so that a reader can see them; one that never ends
/// runs to the end of the document and says so.
///
/// The input is preprocessed as the standard says: `\r\n`, `\r` and form feed are each one newline, and NUL is
/// U+FFFD. Each token keeps the range of the document's UTF-8 bytes it was read from.
struct CSSTokenizer {
  /// One token: its kind and where it stands in the document.
  struct Token: Equatable, Sendable {
    var kind: Kind
    /// The token's UTF-8 byte offsets in the document.
    var range: Range<Int>
  }

  /// A kind of token, with its value where it has one (escapes decoded).
  enum Kind: Equatable, Sendable {
    case whitespace
    /// `/* … */`; `terminated` is false for one that runs to the end of the document.
    case comment(terminated: Bool)
    case ident(String)
    /// An ident directly followed by `(`; the `(` is part of the token.
    case function(String)
    case atKeyword(String)
    /// `#name`; `isIdentifier` when the name would start an ident (the standard's type flag "id").
    case hash(String, isIdentifier: Bool)
    case string(String)
    /// A string that a newline cut.
    case badString
    /// An unquoted `url(…)`.
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    /// A number, as written (`+1.5e3`).
    case number(String)
    /// A number (as written) and `%`.
    case percentage(String)
    /// A number (as written) and a unit.
    case dimension(String, unit: String)
    /// `<!--`
    case cdo
    /// `-->`
    case cdc
    case colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
  }

  /// A token as a reader keeps it: where it starts (it ends where the next one starts) and what it is, without its
  /// value, which `token(at:in:)` reads again when wanted. Four bytes, the start in 28 bits and the tag in 4, so
  /// that the tokens of a document of one-byte tokens take four times its room (an import's document, at most
  /// 64 MiB, decodes to at most three times that, well under 2^28 bytes).
  struct Mark: Sendable {
    private var raw: UInt32

    init(start: Int, tag: Tag) {
      precondition(start < 1 << 28, "a CSS document of more than 2^28 bytes")
      raw = UInt32(start) << 4 | UInt32(tag.rawValue)
    }

    var start: Int { Int(raw >> 4) }
    var tag: Tag { Tag(rawValue: UInt8(raw & 0xF))! }
  }

  /// A kind of token without its value; `bang` is the delim `!`, `other` every kind a reader does not tell apart.
  enum Tag: UInt8, Sendable {
    case whitespace, comment, unterminatedComment, ident, function, atKeyword, bang, other
    case colon, semicolon, openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
  }

  /// The document's UTF-8 bytes. They are preprocessed as they are read: each byte of a non-ASCII code point is
  /// one code point here (all of them are ident code points, so the tokens are the same).
  private let bytes: [UInt8]
  /// The byte offset of the next code point.
  private var position = 0

  /// Every token of `text`, in order.
  static func tokens(_ text: String) -> [Token] {
    var tokenizer = CSSTokenizer(Array(text.utf8))
    var result: [Token] = []
    while let token = tokenizer.next() { result.append(token) }
    return result
  }

  /// Every token of `bytes` (UTF-8) as a mark, in order. The tokens are counted first, so that the array is made
  /// once at its size.
  ///
  /// A run of tokens no reader tells apart (`other` ones: `1,1,1`) is one mark, and so is a token with the
  /// whitespace after it (but a comment's), so that a value of a million one-byte tokens costs four bytes a run or
  /// two tokens, not a token. A mark's range then ends with the blanks after it.
  static func marks(_ bytes: [UInt8]) -> [Mark] {
    var counter = CSSTokenizer(bytes)
    var count = 0
    var previous: Tag?
    while let token = counter.next() {
      let tag = tag(token.kind)
      if !continues(previous, with: tag) {
        count += 1
        previous = tag
      }
    }
    var tokenizer = CSSTokenizer(bytes)
    var result: [Mark] = []
    result.reserveCapacity(count)
    while let token = tokenizer.next() {
      let tag = tag(token.kind)
      if !continues(result.last?.tag, with: tag) { result.append(Mark(start: token.range.lowerBound, tag: tag)) }
    }
    return result
  }

  /// Whether a token tagged `tag` after a mark tagged `previous` is part of that mark's run.
  private static func continues(_ previous: Tag?, with tag: Tag) -> Bool {
    guard let previous else { return false }
    switch tag {
    case .whitespace: return previous != .comment && previous != .unterminatedComment
    case .other: return previous == .other
    default: return false
    }
  }

  /// The token of `bytes` that starts at byte `start`.
  static func token(at start: Int, in bytes: [UInt8]) -> Token? {
    var tokenizer = CSSTokenizer(bytes)
    tokenizer.position = start
    return tokenizer.next()
  }

  private static func tag(_ kind: Kind) -> Tag {
    switch kind {
    case .whitespace: .whitespace
    case .comment(let terminated): terminated ? .comment : .unterminatedComment
    case .ident: .ident
    case .function: .function
    case .atKeyword: .atKeyword
    case .delim("!"): .bang
    case .colon: .colon
    case .semicolon: .semicolon
    case .openSquare: .openSquare
    case .closeSquare: .closeSquare
    case .openParen: .openParen
    case .closeParen: .closeParen
    case .openCurly: .openCurly
    case .closeCurly: .closeCurly
    default: .other
    }
  }

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: Code points

  /// The offset of the code point after the one at `index`: `\r\n` is one.
  private func offset(after index: Int) -> Int {
    bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
  }

  /// The code point `ahead` from here, preprocessed: `\r`, `\r\n` and form feed are `\n`, NUL is U+FFFD, and a
  /// byte of a non-ASCII code point is U+0080…U+00FF.
  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    var index = position
    for _ in 0..<ahead {
      guard index < bytes.count else { return nil }
      index = offset(after: index)
    }
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case 0x0D, 0x0C: return "\n"
    case 0: return "\u{FFFD}"
    case let byte: return Unicode.Scalar(byte)
    }
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count { position = offset(after: position) }
  }

  /// Appends a code point `peek` gave: a byte as it is, U+FFFD as UTF-8.
  private static func append(_ unit: Unicode.Scalar, to result: inout [UInt8]) {
    if unit.value < 0x100 { result.append(UInt8(unit.value)) } else { result += Array(String(unit).utf8) }
  }

  private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return scalar >= "0" && scalar <= "9"
  }

  private static func isHexDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return isDigit(scalar) || (scalar >= "a" && scalar <= "f") || (scalar >= "A" && scalar <= "F")
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n"
  }

  /// Whether a byte of a document, before it is preprocessed, is CSS whitespace (`\r` and form feed are line
  /// ends).
  static func isWhitespace(byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  private static func isIdentStart(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
      || scalar.value >= 0x80
  }

  private static func isIdentCodePoint(_ scalar: Unicode.Scalar?) -> Bool {
    isIdentStart(scalar) || isDigit(scalar) || scalar == "-"
  }

  private static func isNonPrintable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x08 || scalar.value == 0x0B || (scalar.value >= 0x0E && scalar.value <= 0x1F)
      || scalar.value == 0x7F
  }

  /// Whether the code points `ahead` and `ahead + 1` from here are a valid escape: `\` and no newline.
  private func isValidEscape(_ ahead: Int = 0) -> Bool {
    peek(ahead) == "\\" && peek(ahead + 1) != "\n"
  }

  /// Whether the three code points from `ahead` would start an ident sequence.
  private func wouldStartIdent(_ ahead: Int = 0) -> Bool {
    switch peek(ahead) {
    case "-": Self.isIdentStart(peek(ahead + 1)) || peek(ahead + 1) == "-" || isValidEscape(ahead + 1)
    case "\\": isValidEscape(ahead)
    case let scalar: Self.isIdentStart(scalar)
    }
  }

  /// Whether the three code points from here would start a number.
  private func wouldStartNumber() -> Bool {
    switch peek() {
    case "+", "-": Self.isDigit(peek(1)) || (peek(1) == "." && Self.isDigit(peek(2)))
    case ".": Self.isDigit(peek(1))
    case let scalar: Self.isDigit(scalar)
    }
  }

  // MARK: Tokens

  private mutating func next() -> Token? {
    guard let first = peek() else { return nil }
    let start = position
    let kind = consumeToken(first)
    return Token(kind: kind, range: start..<position)
  }

  private mutating func consumeToken(_ first: Unicode.Scalar) -> Kind {
    if first == "/" && peek(1) == "*" { return consumeComment() }
    if Self.isWhitespace(first) {
      while Self.isWhitespace(peek()) { advance() }
      return .whitespace
    }
    switch first {
    case "\"", "'":
      advance()
      return consumeString(ending: first)
    case "#" where Self.isIdentCodePoint(peek(1)) || isValidEscape(1):
      advance()
      let isIdentifier = wouldStartIdent()
      return .hash(consumeIdentSequence(), isIdentifier: isIdentifier)
    case "+", ".":
      if wouldStartNumber() { return consumeNumeric() }
    case "-":
      if wouldStartNumber() { return consumeNumeric() }
      if peek(1) == "-" && peek(2) == ">" {
        advance(3)
        return .cdc
      }
      if wouldStartIdent() { return consumeIdentLike() }
    case "<" where peek(1) == "!" && peek(2) == "-" && peek(3) == "-":
      advance(4)
      return .cdo
    case "@" where wouldStartIdent(1):
      advance()
      return .atKeyword(consumeIdentSequence())
    case "\\" where isValidEscape():
      return consumeIdentLike()
    case _ where Self.isDigit(first):
      return consumeNumeric()
    case _ where Self.isIdentStart(first):
      return consumeIdentLike()
    default:
      break
    }
    advance()
    switch first {
    case "(": return .openParen
    case ")": return .closeParen
    case "[": return .openSquare
    case "]": return .closeSquare
    case "{": return .openCurly
    case "}": return .closeCurly
    case ",": return .comma
    case ":": return .colon
    case ";": return .semicolon
    default: return .delim(first)
    }
  }

  private mutating func consumeComment() -> Kind {
    advance(2)
    while let scalar = peek() {
      advance()
      if scalar == "*" && peek() == "/" {
        advance()
        return .comment(terminated: true)
      }
    }
    return .comment(terminated: false)
  }

  /// Appends the code point an escape stands for to `result`; `position` is after the `\`.
  private mutating func consumeEscape(into result: inout [UInt8]) {
    guard let first = peek() else { return result += Array("\u{FFFD}".utf8) }
    guard Self.isHexDigit(first) else {
      advance()
      return Self.append(first, to: &result)
    }
    var value: UInt32 = 0
    var digits = 0
    while digits < 6, let digit = peek(), Self.isHexDigit(digit) {
      value = value * 16 + (Self.isDigit(digit) ? digit.value - 0x30 : (digit.value | 0x20) - 0x61 + 10)
      digits += 1
      advance()
    }
    if Self.isWhitespace(peek()) { advance() }
    guard value != 0, let scalar = Unicode.Scalar(value) else { return result += Array("\u{FFFD}".utf8) }
    result += Array(String(scalar).utf8)
  }

  private mutating func consumeIdentSequence() -> String {
    var result: [UInt8] = []
    while let scalar = peek() {
      if Self.isIdentCodePoint(scalar) {
        Self.append(scalar, to: &result)
        advance()
      } else if isValidEscape() {
        advance()
        consumeEscape(into: &result)
      } else {
        break
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private mutating func consumeIdentLike() -> Kind {
    let name = consumeIdentSequence()
    guard peek() == "(" else { return .ident(name) }
    advance()
    guard name.lowercased() == "url" else { return .function(name) }
    while Self.isWhitespace(peek()) && Self.isWhitespace(peek(1)) { advance() }
    let next = Self.isWhitespace(peek()) ? peek(1) : peek()
    if next == "\"" || next == "'" { return .function(name) }
    return consumeURL()
  }

  private mutating func consumeString(ending: Unicode.Scalar) -> Kind {
    var result: [UInt8] = []
    while let scalar = peek() {
      if scalar == ending {
        advance()
        return .string(String(decoding: result, as: UTF8.self))
      }
      if scalar == "\n" { return .badString }
      advance()
      if scalar == "\\" {
        if peek() == "\n" {
          advance()
        } else if peek() != nil {
          consumeEscape(into: &result)
        }
      } else {
        Self.append(scalar, to: &result)
      }
    }
    return .string(String(decoding: result, as: UTF8.self))
  }

  /// `position` is after `url(`.
  private mutating func consumeURL() -> Kind {
    var result: [UInt8] = []
    while Self.isWhitespace(peek()) { advance() }
    while let scalar = peek() {
      if scalar == ")" {
        advance()
        return .url(String(decoding: result, as: UTF8.self))
      }
      if Self.isWhitespace(scalar) {
        while Self.isWhitespace(peek()) { advance() }
        if peek() == nil { return .url(String(decoding: result, as: UTF8.self)) }
        if peek() == ")" {
          advance()
          return .url(String(decoding: result, as: UTF8.self))
        }
        return consumeBadURLRemnants()
      }
      if scalar == "\"" || scalar == "'" || scalar == "(" || Self.isNonPrintable(scalar) {
        return consumeBadURLRemnants()
      }
      if scalar == "\\" {
        guard isValidEscape() else { return consumeBadURLRemnants() }
        advance()
        consumeEscape(into: &result)
        continue
      }
      Self.append(scalar, to: &result)
      advance()
    }
    return .url(String(decoding: result, as: UTF8.self))
  }

  private mutating func consumeBadURLRemnants() -> Kind {
    while let scalar = peek() {
      if scalar == ")" {
        advance()
        break
      }
      if isValidEscape() {
        advance()
        var ignored: [UInt8] = []
        consumeEscape(into: &ignored)
      } else {
        advance()
      }
    }
    return .badURL
  }

  private mutating func consumeNumeric() -> Kind {
    let start = position
    if peek() == "+" || peek() == "-" { advance() }
    while Self.isDigit(peek()) { advance() }
    if peek() == "." && Self.isDigit(peek(1)) {
      advance()
      while Self.isDigit(peek()) { advance() }
    }
    if peek() == "e" || peek() == "E" {
      let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
      if Self.isDigit(peek(1 + sign)) {
        advance(1 + sign)
        while Self.isDigit(peek()) { advance() }
      }
    }
    let number = String(decoding: bytes[start..<position], as: UTF8.self)
    if wouldStartIdent() { return .dimension(number, unit: consumeIdentSequence()) }
    if peek() == "%" {
      advance()
      return .percentage(number)
    }
    return .number(number)
  }
}
