extension StoreError.JSONProblem: CustomStringConvertible {
  /// What is wrong with the JSON, e.g. `expected ':'`.
  public var description: String {
    switch self {
    case .textAfterValue: "unexpected text after the value"
    case .unexpectedEnd: "unexpected end of input"
    case .unexpectedCharacter: "unexpected character"
    case .invalidLiteral: "invalid literal"
    case .tooDeep: "nesting deeper than 256"
    case .unterminatedArray: "unterminated array"
    case .expectedCommaOrBracket: "expected ',' or ']'"
    case .expectedKey: "expected a string key"
    case .expectedColon: "expected ':'"
    case .unterminatedObject: "unterminated object"
    case .expectedCommaOrBrace: "expected ',' or '}'"
    case .invalidNumber: "invalid number"
    case .unterminatedString: "unterminated string"
    case .controlCharacterInString: "control character in string"
    case .invalidUTF8: "invalid UTF-8"
    case .unterminatedEscape: "unterminated escape"
    case .invalidEscape: "invalid escape"
    case .invalidUnicodeEscape: "invalid \\u escape"
    }
  }
}
