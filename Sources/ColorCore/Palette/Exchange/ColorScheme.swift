/// A color scheme a style sheet gives colors for: `light`, the default, or `dark`. A CSS import takes the
/// declarations of one (`PaletteReading(_:as:into:replacing:strict:scheme:)`): those of no scheme and those of its
/// own, which replace theirs, and `light-dark(a, b)` as its own half.
public enum ColorScheme: String, CaseIterable, Sendable {
  /// `@media (prefers-color-scheme: light)`, `.light`, `[data-theme="light"]`, `light-dark()`'s first color.
  case light
  /// `@media (prefers-color-scheme: dark)`, `.dark`, `[data-theme="dark"]`, `light-dark()`'s second color.
  case dark

  /// The other scheme.
  public var other: ColorScheme { self == .light ? .dark : .light }

  /// The scheme an at-rule's prelude asks for: `@media (prefers-color-scheme: dark)`, not negated (`not`), comments
  /// left out; nil for any other at-rule.
  static func of(mediaQuery text: some StringProtocol) -> ColorScheme? {
    let query = String(decoding: withoutComments(Array(text.lowercased().utf8)).filter { !isBlank($0) }, as: UTF8.self)
    guard query.hasPrefix("@media"), !query.contains("not") else { return nil }
    let asks = allCases.filter { scheme in
      query.contains("prefers-color-scheme:\(scheme.rawValue))") || query.hasSuffix("prefers-color-scheme:\(scheme)")
    }
    return asks.count == 1 ? asks[0] : nil
  }

  /// The scheme a rule's selector list marks: the one every selector of the list marks (so `:root, .dark` marks
  /// none, since `:root` applies in both schemes). A selector marks a scheme with a class `dark`, `dark-theme` or
  /// `theme-dark`, or an attribute `data-theme`, `data-color-scheme` or `data-mode` equal to `dark` (light
  /// likewise), when it has one scheme's markers and none inside `:not()`; comments are left out.
  static func of(selector text: some StringProtocol) -> ColorScheme? {
    let bytes = withoutComments(Array(text.lowercased().utf8))
    var schemes: Set<ColorScheme?> = []
    var start = 0
    var depth = 0
    for index in 0...bytes.count {
      if index < bytes.count {
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") { depth = max(0, depth - 1) }
        guard bytes[index] == UInt8(ascii: ","), depth == 0 else { continue }
      }
      schemes.insert(scheme(ofOne: bytes[start..<index]))
      start = index + 1
    }
    return schemes.count == 1 ? schemes.first! : nil
  }

  /// The scheme one selector (no top-level comma) marks.
  private static func scheme(ofOne bytes: ArraySlice<UInt8>) -> ColorScheme? {
    var found: Set<ColorScheme> = []
    var index = bytes.startIndex
    var depth = 0
    var notDepths: [Int] = []  // The depths at which a `:not(` opened.
    func name(from start: Int) -> (String, Int) {
      var end = start
      while end < bytes.endIndex, CSSFunctionName.isNameByte(bytes[end]) {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      return (String(decoding: bytes[start..<min(end, bytes.endIndex)], as: UTF8.self), end)
    }
    while index < bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: ":") where bytes[index...].starts(with: Array(":not(".utf8)):
        depth += 1
        notDepths.append(depth)
        index += 5
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        if notDepths.last == depth { notDepths.removeLast() }
        depth = max(0, depth - 1)
        index += 1
      case UInt8(ascii: "."):
        let (word, end) = name(from: index + 1)
        if notDepths.isEmpty, let scheme = allCases.first(where: { classNames(of: $0).contains(word) }) {
          found.insert(scheme)
        }
        index = max(end, index + 1)
      case UInt8(ascii: "["):
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.endIndex
        if notDepths.isEmpty, let scheme = attributeScheme(bytes[(index + 1)..<close]) { found.insert(scheme) }
        index = close + 1
      default:
        index += 1
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The scheme an attribute selector's inside marks (`data-theme="dark"`, `data-mode=dark i`), if one.
  private static func attributeScheme(_ bytes: ArraySlice<UInt8>) -> ColorScheme? {
    guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
    let attribute = String(decoding: bytes[..<equals].filter { !isBlank($0) }, as: UTF8.self)
    guard ["data-theme", "data-color-scheme", "data-mode"].contains(attribute) else { return nil }
    var value = String(decoding: bytes[(equals + 1)...], as: UTF8.self).trimmingWhitespace()
    // A case flag after the value (`i`, `s`).
    if let last = value.split(separator: " ").last, last == "i" || last == "s", value.contains(" ") {
      value = value.dropLast(last.count).trimmingWhitespace()
    }
    if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
      value = value.dropFirst().dropLast()
    }
    return ColorScheme(rawValue: String(value))
  }

  /// `bytes` without its comments (`/* … */`, each a space).
  private static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
          end += 1
        }
        result.append(0x20)
        index = end + 2
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  /// The class names that mark a scheme: `dark`, `dark-theme`, `theme-dark`.
  private static func classNames(of scheme: ColorScheme) -> [String] {
    [scheme.rawValue, scheme.rawValue + "-theme", "theme-" + scheme.rawValue]
  }

  /// `value` with every `light-dark(a, b)` replaced by this scheme's half (`a` for light, `b` for dark), inside
  /// others too; a `light-dark(` without two halves and a closing `)` is left as it is.
  /// A value holding a string (`"light-dark(red, blue)"`) is no color, and is left as it is: only outside strings
  /// are its parentheses bounded by the reader's nesting limit.
  func choosing(in value: String) -> String {
    let bytes = Array(value.utf8)
    guard !bytes.contains(UInt8(ascii: "\"")), !bytes.contains(UInt8(ascii: "'")),
      ColorScheme.find(in: bytes[...], from: 0) != nil
    else { return value }
    return String(decoding: choosing(in: bytes[...]), as: UTF8.self)
  }

  private static let marker = Array("light-dark(".utf8)

  /// `choosing(in:)` on bytes: each byte is copied once, and a chosen half is read the same way (as deep as the
  /// value's parentheses go, which a CSS document's reader bounds).
  private func choosing(in bytes: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    var done = bytes.startIndex
    var searchFrom = done
    while let start = ColorScheme.find(in: bytes, from: searchFrom) {
      var depth = 1
      var comma: Int?
      var index = start + ColorScheme.marker.count
      while index < bytes.endIndex, depth > 0 {
        switch bytes[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: ",") where depth == 1 && comma == nil: comma = index
        default: break
        }
        index += 1
      }
      guard depth == 0, let comma else {
        searchFrom = start + ColorScheme.marker.count
        continue
      }
      let half = self == .light ? bytes[(start + ColorScheme.marker.count)..<comma] : bytes[(comma + 1)..<(index - 1)]
      result += bytes[done..<start]
      result += choosing(in: ArraySlice(Array(String(decoding: half, as: UTF8.self).trimmingWhitespace().utf8)))
      done = index
      searchFrom = index
    }
    result += bytes[done...]
    return result
  }

  /// The offset of `light-dark(` in `bytes` at or after `start`, in any ASCII case, not ending a longer name.
  private static func find(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    CSSFunctionName.find(marker, in: bytes, from: start)
  }
}
