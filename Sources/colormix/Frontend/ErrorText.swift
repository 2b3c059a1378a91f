import ColorCore
import ColorTerminal

/// Text for `errno` values, user ids and the library's error data.
enum ErrorText {
  /// What is wrong with a file's JSON, e.g. `expected ':'`.
  static func describe(_ problem: JSONProblem) -> String {
    switch problem {
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

  /// A sentence fragment for why a color function could not be read, e.g. `unknown color function "rgba" (…)`.
  static func describe(_ reason: ColorFunctionError) -> String {
    switch reason {
    case .unknownFunction(let name): "unknown color function \"\(name)\" (expected hsl, hwb, lab, lch, oklab or oklch)"
    case .alphaNotSupported: "alpha is not supported"
    case .notAFunction: "expected a color function such as oklch(0.7 0.1 30)"
    case .noNameBeforeParenthesis: "expected a function name directly before \"(\""
    case .missingClosingParenthesis(let function): "missing \")\" at the end of \(function)()"
    case .parenthesisInside(let function): "unexpected parenthesis inside \(function)()"
    case .commasOutsideHSL: "commas are only allowed in hsl(); separate with spaces"
    case .emptyComponent(let function): "empty component in \(function)()"
    case .mixedSeparators(let function): "\(function)() mixes commas and spaces; use one or the other"
    case .componentCount(let function, let found): "\(function)() takes 3 components, found \(found)"
    case .noneWithCommas: "\"none\" is not allowed with commas"
    case .percentageHue: "a hue must be a number or an angle, not a percentage"
    case .wrongKind(let component, let percentageOnly):
      "\(component) must be \(percentageOnly ? "a percentage" : "a number or percentage")"
    case .notANumber(let word): "\"\(word)\" is not a number"
    }
  }

  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// `nobody (uid 65534)` for a user named in `/etc/passwd`, else `uid 1234`. The file is read directly, never
  /// through `getpwuid`: in a static binary the C library's name services would load shared objects (NSS).
  static func user(_ id: UInt32, passwd: String = "/etc/passwd") -> String {
    guard let bytes = try? SystemFileSystem().read(FilePath(passwd), limit: 4 << 20) else { return "uid \(id)" }
    let wanted = Array(String(id).utf8)
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: ":"), maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count > 2, fields[2].elementsEqual(wanted), !fields[0].isEmpty,
        let name = String(validating: fields[0], as: UTF8.self)
      else { continue }
      return "\(Visible.escape(name)) (uid \(id))"
    }
    return "uid \(id)"
  }
}
