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

  /// The document's code points after preprocessing.
  private let scalars: [Unicode.Scalar]
  /// The UTF-8 offset in the document of each code point, and of the end.
  private let offsets: [Int]
  private var position = 0

  /// Every token of `text`, in order.
  static func tokens(_ text: String) -> [Token] {
    var tokenizer = CSSTokenizer(text)
    var result: [Token] = []
    while let token = tokenizer.next() { result.append(token) }
    return result
  }

  private init(_ text: String) {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int] = []
    var offset = 0
    var previousWasReturn = false
    for scalar in text.unicodeScalars {
      defer { offset += UTF8.width(scalar) }
      if scalar == "\n" && previousWasReturn {
        previousWasReturn = false
        continue
      }
      previousWasReturn = scalar == "\r"
      offsets.append(offset)
      switch scalar {
      case "\r", "\u{0C}": scalars.append("\n")
      case "\0": scalars.append("\u{FFFD}")
      default: scalars.append(scalar)
      }
    }
    offsets.append(offset)
    self.scalars = scalars
    self.offsets = offsets
  }

  // MARK: Code points

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
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
    return Token(kind: kind, range: offsets[start]..<offsets[position])
  }

  private mutating func consumeToken(_ first: Unicode.Scalar) -> Kind {
    if first == "/" && peek(1) == "*" { return consumeComment() }
    if Self.isWhitespace(first) {
      while Self.isWhitespace(peek()) { position += 1 }
      return .whitespace
    }
    switch first {
    case "\"", "'":
      position += 1
      return consumeString(ending: first)
    case "#" where Self.isIdentCodePoint(peek(1)) || isValidEscape(1):
      position += 1
      let isIdentifier = wouldStartIdent()
      return .hash(consumeIdentSequence(), isIdentifier: isIdentifier)
    case "+", ".":
      if wouldStartNumber() { return consumeNumeric() }
    case "-":
      if wouldStartNumber() { return consumeNumeric() }
      if peek(1) == "-" && peek(2) == ">" {
        position += 3
        return .cdc
      }
      if wouldStartIdent() { return consumeIdentLike() }
    case "<" where peek(1) == "!" && peek(2) == "-" && peek(3) == "-":
      position += 4
      return .cdo
    case "@" where wouldStartIdent(1):
      position += 1
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
    position += 1
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
    position += 2
    while let scalar = peek() {
      position += 1
      if scalar == "*" && peek() == "/" {
        position += 1
        return .comment(terminated: true)
      }
    }
    return .comment(terminated: false)
  }

  /// The code point an escape stands for; `position` is after the `\`.
  private mutating func consumeEscape() -> Unicode.Scalar {
    guard let first = peek() else { return "\u{FFFD}" }
    guard Self.isHexDigit(first) else {
      position += 1
      return first
    }
    var value: UInt32 = 0
    var digits = 0
    while digits < 6, let digit = peek(), Self.isHexDigit(digit) {
      value = value * 16 + (Self.isDigit(digit) ? digit.value - 0x30 : (digit.value | 0x20) - 0x61 + 10)
      digits += 1
      position += 1
    }
    if Self.isWhitespace(peek()) { position += 1 }
    guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return scalar
  }

  private mutating func consumeIdentSequence() -> String {
    var result = String.UnicodeScalarView()
    while let scalar = peek() {
      if Self.isIdentCodePoint(scalar) {
        result.append(scalar)
        position += 1
      } else if isValidEscape() {
        position += 1
        result.append(consumeEscape())
      } else {
        break
      }
    }
    return String(result)
  }

  private mutating func consumeIdentLike() -> Kind {
    let name = consumeIdentSequence()
    guard peek() == "(" else { return .ident(name) }
    position += 1
    guard name.lowercased() == "url" else { return .function(name) }
    while Self.isWhitespace(peek()) && Self.isWhitespace(peek(1)) { position += 1 }
    let next = Self.isWhitespace(peek()) ? peek(1) : peek()
    if next == "\"" || next == "'" { return .function(name) }
    return consumeURL()
  }

  private mutating func consumeString(ending: Unicode.Scalar) -> Kind {
    var result = String.UnicodeScalarView()
    while let scalar = peek() {
      if scalar == ending {
        position += 1
        return .string(String(result))
      }
      if scalar == "\n" { return .badString }
      position += 1
      if scalar == "\\" {
        if peek() == "\n" {
          position += 1
        } else if peek() != nil {
          result.append(consumeEscape())
        }
      } else {
        result.append(scalar)
      }
    }
    return .string(String(result))
  }

  /// `position` is after `url(`.
  private mutating func consumeURL() -> Kind {
    var result = String.UnicodeScalarView()
    while Self.isWhitespace(peek()) { position += 1 }
    while let scalar = peek() {
      if scalar == ")" {
        position += 1
        return .url(String(result))
      }
      if Self.isWhitespace(scalar) {
        while Self.isWhitespace(peek()) { position += 1 }
        if peek() == nil { return .url(String(result)) }
        if peek() == ")" {
          position += 1
          return .url(String(result))
        }
        return consumeBadURLRemnants()
      }
      if scalar == "\"" || scalar == "'" || scalar == "(" || Self.isNonPrintable(scalar) {
        return consumeBadURLRemnants()
      }
      if scalar == "\\" {
        guard isValidEscape() else { return consumeBadURLRemnants() }
        position += 1
        result.append(consumeEscape())
        continue
      }
      result.append(scalar)
      position += 1
    }
    return .url(String(result))
  }

  private mutating func consumeBadURLRemnants() -> Kind {
    while let scalar = peek() {
      if scalar == ")" {
        position += 1
        break
      }
      if isValidEscape() {
        position += 1
        _ = consumeEscape()
      } else {
        position += 1
      }
    }
    return .badURL
  }

  private mutating func consumeNumeric() -> Kind {
    let start = position
    if peek() == "+" || peek() == "-" { position += 1 }
    while Self.isDigit(peek()) { position += 1 }
    if peek() == "." && Self.isDigit(peek(1)) {
      position += 1
      while Self.isDigit(peek()) { position += 1 }
    }
    if peek() == "e" || peek() == "E" {
      let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
      if Self.isDigit(peek(1 + sign)) {
        position += 1 + sign
        while Self.isDigit(peek()) { position += 1 }
      }
    }
    var number = String.UnicodeScalarView()
    number.append(contentsOf: scalars[start..<position])
    if wouldStartIdent() { return .dimension(String(number), unit: consumeIdentSequence()) }
    if peek() == "%" {
      position += 1
      return .percentage(String(number))
    }
    return .number(String(number))
  }
}
