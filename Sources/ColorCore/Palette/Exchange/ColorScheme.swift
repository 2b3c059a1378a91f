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

  /// The scheme a media query's prelude asks for (`(prefers-color-scheme: dark)`), if one.
  static func of(mediaQuery text: some StringProtocol) -> ColorScheme? {
    let query = String(text.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
    let asks = allCases.filter { query.contains("prefers-color-scheme:\($0.rawValue)") }
    return asks.count == 1 ? asks[0] : nil
  }

  /// The scheme a rule's selector marks, if exactly one: a class `dark`, `dark-theme` or `theme-dark`, or an
  /// attribute `data-theme`, `data-color-scheme` or `data-mode` whose value is `dark` (light likewise); a marker
  /// inside `:not()` marks nothing.
  static func of(selector text: some StringProtocol) -> ColorScheme? {
    let bytes = Array(text.lowercased().utf8)
    var found: Set<ColorScheme> = []
    var index = 0
    var excluded = 0  // How deep inside `:not(` the scan is.
    func name(from start: Int) -> (String, Int) {
      var end = start
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ":") where bytes[index...].starts(with: Array(":not(".utf8)):
        excluded += 1
        index += 5
      case UInt8(ascii: ")") where excluded > 0:
        excluded -= 1
        index += 1
      case UInt8(ascii: "."):
        let (word, end) = name(from: index + 1)
        if excluded == 0, let scheme = allCases.first(where: { classNames(of: $0).contains(word) }) {
          found.insert(scheme)
        }
        index = max(end, index + 1)
      case UInt8(ascii: "["):
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.count
        let inside = bytes[(index + 1)..<close].filter { $0 != 0x20 && $0 != 0x22 && $0 != 0x27 }
        let parts = String(decoding: inside, as: UTF8.self).split(separator: "=", maxSplits: 1)
        if excluded == 0, parts.count == 2, ["data-theme", "data-color-scheme", "data-mode"].contains(parts[0]),
          let scheme = ColorScheme(rawValue: String(parts[1]))
        {
          found.insert(scheme)
        }
        index = close + 1
      default:
        index += 1
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The class names that mark a scheme: `dark`, `dark-theme`, `theme-dark`.
  private static func classNames(of scheme: ColorScheme) -> [String] {
    [scheme.rawValue, scheme.rawValue + "-theme", "theme-" + scheme.rawValue]
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }

  /// `value` with every `light-dark(a, b)` replaced by this scheme's half (`a` for light, `b` for dark), inside
  /// others too; a `light-dark(` without two halves and a closing `)` is left as it is.
  func choosing(in value: String) -> String {
    let bytes = Array(value.utf8)
    guard ColorScheme.find(in: bytes[...], from: 0) != nil else { return value }
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
    var index = start
    while index + marker.count <= bytes.endIndex {
      if (index == bytes.startIndex || !isNameByte(bytes[index - 1] | 0x20))
        && zip(bytes[index..<(index + marker.count)], marker).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
      {
        return index
      }
      index += 1
    }
    return nil
  }
}
