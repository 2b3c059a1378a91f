/// CSS custom properties on `:root`, one per entry:
///
///     /* colormix */
///     :root {
///       --grape: #8033cc;
///       --sky-blue-1: #729fcf; /* colormix-name: "Sky Blue 1" */
///     }
///
/// A name becomes a CSS identifier by one rule: lower case; every character that is not a letter, a digit, `-`,
/// `_` or non-ASCII becomes `-`; runs of `-` become one and `-` at either end is dropped; an empty result is
/// `color`; one that begins with a digit gets `color-` before it; a name that a previous entry's identifier took
/// gets `-2`, `-3`… When the identifier is not the name, a comment after the declaration keeps the name (a JSON
/// string, `/` written `\/` so the comment cannot end early), and reading takes the name from it: a round trip
/// keeps every name.
///
/// Reading takes every declaration of a custom property (`--NAME: VALUE;`) anywhere in the document, whatever
/// the selector, its name being the property's without `--`, and its value any color colormix reads (`#8033cc`,
/// `rgb()`, `oklch()`, a name…); a value that is not a color, or that had to be clamped or gamut mapped, is a
/// refused entry. A comment inside a value counts as a space, and a `;` inside a quoted string ends nothing.
/// Other declarations, selectors and comments are skipped.
enum CSSFormat {
  /// The comment that carries a name the identifier changed.
  static let nameMarker = "colormix-name:"

  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "/* \(name.replacing("*/", with: "* /")) */\n:root {\n"
    var taken: Set<String> = []
    for entry in entries {
      let identifier = unique(identifier(for: entry.name), in: &taken)
      text += "  --\(identifier): \(entry.color.hex);"
      if identifier != entry.name {
        text += " /* \(nameMarker) \(JSONText.quote(entry.name).replacing("/", with: "\\/")) */"
      }
      text += "\n"
    }
    return Array((text + "}\n").utf8)
  }

  /// The CSS identifier for a name, by the rule above (before collisions are numbered).
  static func identifier(for name: String) -> String {
    var result = ""
    for scalar in name.lowercased().unicodeScalars {
      let kept =
        (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar.value >= 0x80
      let next: Unicode.Scalar = kept ? scalar : "-"
      if next == "-" && (result.isEmpty || result.unicodeScalars.last == "-") { continue }
      result.unicodeScalars.append(next)
    }
    while result.unicodeScalars.last == "-" { result.unicodeScalars.removeLast() }
    if result.isEmpty { return "color" }
    if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { return "color-" + result }
    return result
  }

  /// `base`, or `base-2`, `base-3`… when an earlier entry took it; the result is added to `taken`.
  static func unique(_ base: String, in taken: inout Set<String>) -> String {
    var candidate = base
    var number = 2
    while taken.contains(candidate) {
      candidate = base + "-" + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  static func read(_ text: ImportText) throws(PaletteImportError) -> [ImportedLine] {
    let bytes = text.bytes
    var result: [ImportedLine] = []
    var index = 0
    var line = 1
    // Whether a declaration may begin here: at the start, after `{`, `;` or `}`.
    var atStart = true
    var lastDeclarationLine = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = line
        guard let end = commentEnd(bytes, from: index + 2) else {
          throw PaletteImportError(line: start, problem: .unterminatedComment)
        }
        let body = String(decoding: bytes[index + 2..<end], as: UTF8.self)
        line += bytes[index..<end].filter { $0 == UInt8(ascii: "\n") }.count
        index = end + 2
        if start == lastDeclarationLine, let name = keptName(body), case .entry(let at, _, let color) = result.last {
          result[result.count - 1] = .entry(line: at, name: name, color: color)
        }
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") {
        atStart = true
        index += 1
      } else if atStart, byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
        var end = index + 2
        while end < bytes.count, !isStop(bytes[end]), bytes[end] != UInt8(ascii: ":") { end += 1 }
        let name = String(decoding: bytes[index + 2..<end], as: UTF8.self).trimmingWhitespace()
        var valueEnd = end
        if end < bytes.count, bytes[end] == UInt8(ascii: ":") {
          // The value runs to `;` or `}` outside comments (each read as a space), quoted strings (with their
          // backslash escapes) and brackets (`()`, `[]`, and `{}` when it begins the value); a `{` elsewhere ends it.
          var value: [UInt8] = []
          var nesting: [UInt8] = []
          valueEnd = end + 1
          while valueEnd < bytes.count {
            let byte = bytes[valueEnd]
            if byte == UInt8(ascii: "/"), valueEnd + 1 < bytes.count, bytes[valueEnd + 1] == UInt8(ascii: "*") {
              guard let close = commentEnd(bytes, from: valueEnd + 2) else {
                let commentLine = line + bytes[index..<valueEnd].filter { $0 == UInt8(ascii: "\n") }.count
                throw PaletteImportError(line: commentLine, problem: .unterminatedComment)
              }
              value.append(0x20)
              valueEnd = close + 2
              continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
              let stringEnd = quotedEnd(bytes, from: valueEnd)
              value += bytes[valueEnd..<stringEnd]
              valueEnd = stringEnd
              continue
            }
            if let closing = nesting.last {
              if byte == closing {
                nesting.removeLast()
              } else if let inner = closer(of: byte) {
                nesting.append(inner)
              }
            } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") {
              break
            } else if byte == UInt8(ascii: "{") {
              guard value.allSatisfy(isBlank) else { break }
              nesting.append(UInt8(ascii: "}"))
            } else if let inner = closer(of: byte) {
              nesting.append(inner)
            }
            value.append(byte)
            valueEnd += 1
          }
          result.append(entry(name: String(name), value: String(decoding: value, as: UTF8.self), line: line))
          lastDeclarationLine = line
        }
        line += bytes[index..<valueEnd].filter { $0 == UInt8(ascii: "\n") }.count
        index = valueEnd
        atStart = false
      } else {
        atStart = false
        index += 1
      }
    }
    return result
  }

  /// Whether the document holds anything but comments, white space, selectors and empty blocks (`:root {}`): a
  /// rule or text that is no CSS.
  static func holdsRules(_ text: ImportText) -> Bool {
    let bytes = text.bytes
    var index = 0
    var depth = 0
    var selector = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        guard let end = commentEnd(bytes, from: index + 2) else { return true }
        index = end + 2
        continue
      }
      switch byte {
      case UInt8(ascii: "{"):
        depth += 1
        selector = false
      case UInt8(ascii: "}"): depth = max(0, depth - 1)
      case _ where isBlank(byte): break
      default:
        if depth > 0 { return true }
        selector = true
      }
      index += 1
    }
    return selector
  }

  /// Where the string quoted by the quote at `start` ends: after its closing quote, or at the end of its line (a
  /// string never spans lines); a backslash escapes the byte after it.
  private static func quotedEnd(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == quote { return index + 1 }
      index += 1
    }
    return min(index, bytes.count)
  }

  /// The bracket that closes `byte`, when it opens one.
  private static func closer(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    default: nil
    }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Where a declaration's name or value stops: `;`, `{` or `}`.
  private static func isStop(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
  }

  /// The index of the `*/` that ends a comment whose text starts at `start`.
  private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return index }
      index += 1
    }
    return nil
  }

  /// The name a `colormix-name: "…"` comment keeps, if the comment is one.
  private static func keptName(_ body: String) -> String? {
    let trimmed = body.trimmingWhitespace()
    guard trimmed.hasPrefix(nameMarker) else { return nil }
    let quoted = trimmed.dropFirst(nameMarker.count).trimmingWhitespace()
    guard case .string(let name)? = try? JSONParser.parse(Array(quoted.utf8)) else { return nil }
    return name
  }

  /// One declaration as an entry: its value (without a final `!important`) must be a color colormix reads
  /// without changing it.
  private static func entry(name: String, value: String, line: Int) -> ImportedLine {
    var value = String(value.trimmingWhitespace())
    if value.lowercased().hasSuffix("!important") {
      value = String(value.dropLast("!important".count).trimmingWhitespace())
    }
    let reading: ColorReading
    do {
      reading = try ColorArgument.read(value)
    } catch {
      return .bad(line: line, problem: .notAColor(value: value, reason: error))
    }
    guard reading.warnings.isEmpty, reading.gamut == nil else {
      return .bad(line: line, problem: .outsideSRGB(value))
    }
    return .entry(line: line, name: name, color: StoredColor(rounding: reading.color))
  }
}
