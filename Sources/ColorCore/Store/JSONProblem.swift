extension StoreError {
  /// How a file breaks the JSON grammar (RFC 8259).
  public enum JSONProblem: Equatable, Sendable {
    /// Text after the value.
    case textAfterValue
    /// The input ends inside a value.
    case unexpectedEnd
    /// A character that starts no value.
    case unexpectedCharacter
    /// A misspelled `true`, `false` or `null`.
    case invalidLiteral
    /// Arrays and objects nested deeper than 256.
    case tooDeep
    /// An array without its `]`.
    case unterminatedArray
    /// Something other than `,` or `]` after an array element.
    case expectedCommaOrBracket
    /// An object member without a string key.
    case expectedKey
    /// A key without its `:`.
    case expectedColon
    /// An object without its `}`.
    case unterminatedObject
    /// Something other than `,` or `}` after a member.
    case expectedCommaOrBrace
    /// A number that breaks the JSON grammar (`01`, `1.`, `.5`).
    case invalidNumber
    /// A string without its closing quote.
    case unterminatedString
    /// A raw control character inside a string.
    case controlCharacterInString
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A backslash escape cut short.
    case unterminatedEscape
    /// A backslash followed by a character JSON does not escape.
    case invalidEscape
    /// A `\\u` escape without four hex digits.
    case invalidUnicodeEscape
  }
}

/// `StoreError.JSONProblem`, by its short name inside the package.
typealias JSONProblem = StoreError.JSONProblem
