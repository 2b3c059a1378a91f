/// The YAML base16 schemes are written in, read strictly: an optional `---` first, comments, and block mappings of
/// `key: value` lines, nested by indentation with spaces, whose values are plain, `"double-quoted"` (with YAML's
/// common escapes) or `'single-quoted'` scalars on one line. Sequences, flow collections, anchors, tags, block
/// scalars and tabs in indentation are not read: such a line, a key given twice, or a line that is not `key:
/// value`, is a malformed document naming its line and the part. Nesting deeper than 32, and more than
/// `KeyTree.maximumCount` keys, are refused.
enum YAMLReader {
  /// One scalar and its key's path (`["palette", "base00"]`).
  struct Pair: Equatable {
    var path: [String]
    var value: String
    var line: Int
  }

  static let maximumDepth = 32

  /// Reads a document, giving `each` its scalars in order. Nothing is kept of a pair but its key, under its
  /// mapping's (see `KeyTree`; a key given twice is refused), so that a document of many keys costs little more than
  /// its text.
  static func read(
    _ text: ImportText, keyLimit: Int = KeyTree.maximumCount, each: (Pair) -> Void
  ) throws(PaletteImportError) {
    var seenPair = false
    // The open mappings: each one's indentation, key path and number in `defined`.
    var open: [(indent: Int, path: [String], number: Int)] = [(0, [], KeyTree.root)]
    var expectingChild = false
    var defined = KeyTree()
    // After `...`, the end of the document, only blank lines and comments.
    var ended = false
    for line in text.lines {
      func fail(_ detail: String) -> PaletteImportError {
        PaletteImportError(line: line.number, problem: .notValid(language: "YAML", detail: detail))
      }
      let content = line.text.drop { $0 == " " }
      if content.isEmpty || content.hasPrefix("#") { continue }
      if !seenPair && open.count == 1 && line.text.trimmingWhitespace() == "---" { continue }
      guard !ended else {
        throw fail("'\(Visible.excerpt(String(content), limit: 20))' after '...', the end of the document")
      }
      if line.text.trimmingWhitespace() == "..." {
        ended = true
        continue
      }
      guard content.first != "\t" else { throw fail("a tab in the indentation (YAML indents with spaces)") }
      let indent = line.text.count - content.count
      if expectingChild {
        expectingChild = false
        if indent > open[open.count - 1].indent {
          guard open.count <= maximumDepth else { throw fail("mappings nested more than \(maximumDepth) deep") }
          open[open.count - 1].indent = indent
        } else {
          // The key before had no value: an empty scalar.
          let parent = open.removeLast()
          seenPair = true
          each(Pair(path: parent.path, value: "", line: line.number - 1))
        }
      }
      while indent < open[open.count - 1].indent, open.count > 1 { open.removeLast() }
      guard indent == open[open.count - 1].indent else {
        throw fail("an indentation that matches no mapping above it")
      }
      guard let first = content.first, !"-[{&*!|>%@`?".contains(first) else {
        throw fail(
          "'\(Visible.excerpt(String(content), limit: 20))' (sequences, flow collections, anchors, tags and block scalars are not read here)"
        )
      }
      let (key, rest) = try Self.key(content, fail: fail)
      let path = open[open.count - 1].path + [key]
      guard defined.count < keyLimit else { throw fail("more than \(keyLimit) keys (a scheme has a few dozen)") }
      let (inserted, number) = defined.add(key, under: open[open.count - 1].number)
      guard inserted else { throw fail("the key '\(Visible.excerpt(path.joined(separator: ".")))' is given twice") }
      let value = try scalar(rest, fail: fail)
      if let value {
        seenPair = true
        each(Pair(path: path, value: value, line: line.number))
      } else {
        open.append((indent, path, number))
        expectingChild = true
      }
    }
    if expectingChild, let parent = open.last {
      each(Pair(path: parent.path, value: "", line: max(text.lineCount, 1)))
    }
  }

  /// The key of `key: …` and what follows the `:`.
  private static func key(_ content: Substring, fail: (String) -> PaletteImportError) throws(PaletteImportError)
    -> (String, Substring)
  {
    if content.first == "\"" || content.first == "'" {
      let (key, rest) = try quoted(content, fail: fail)
      let after = rest.drop { $0 == " " }
      guard after.first == ":" else { throw fail("a quoted key without ':' after it") }
      return (key, after.dropFirst())
    }
    // A plain key ends at the first `: ` (or a final `:`).
    var index = content.startIndex
    while index < content.endIndex {
      if content[index] == ":" {
        let next = content.index(after: index)
        if next == content.endIndex || content[next] == " " {
          let key = content[..<index].trimmingWhitespace()
          guard !key.isEmpty else { break }
          return (String(key), content[next...])
        }
      }
      if content[index] == "#", index > content.startIndex, content[content.index(before: index)] == " " { break }
      index = content.index(after: index)
    }
    throw fail("'\(Visible.excerpt(String(content), limit: 30))' is not 'key: value'")
  }

  /// The scalar after a key's `:`, or nil for none (a mapping follows). A comment after it is dropped.
  private static func scalar(_ rest: Substring, fail: (String) -> PaletteImportError) throws(PaletteImportError)
    -> String?
  {
    let text = rest.drop { $0 == " " }
    if text.isEmpty || text.hasPrefix("#") { return nil }
    if text.first == "\"" || text.first == "'" {
      let (value, after) = try quoted(text, fail: fail)
      let tail = after.drop { $0 == " " }
      guard tail.isEmpty || (tail.hasPrefix("#") && after.first == " ") else {
        throw fail("'\(Visible.excerpt(String(tail), limit: 20))' after a quoted value")
      }
      return value
    }
    guard let first = text.first, !"[{&*!|>%@`".contains(first) else {
      throw fail(
        "'\(Visible.excerpt(String(text), limit: 20))' (flow collections, anchors, tags and block scalars are not read here)"
      )
    }
    // A comment begins at ` #`.
    var end = text.endIndex
    var previous: Character = "x"
    for index in text.indices {
      if text[index] == "#" && previous == " " {
        end = index
        break
      }
      previous = text[index]
    }
    let plain = text[..<end].trimmingWhitespace()
    // `: ` (or a final `:`) would begin a mapping, which YAML allows in no plain scalar after a key.
    if plain.hasSuffix(":") || plain.contains(": ") {
      throw fail("'\(Visible.excerpt(String(plain), limit: 20))' holds ': ' (a mapping is not a value after a key)")
    }
    return String(plain)
  }

  /// A `"…"` or `'…'` scalar at the start of `text`, and what follows it.
  private static func quoted(_ text: Substring, fail: (String) -> PaletteImportError) throws(PaletteImportError)
    -> (String, Substring)
  {
    let quote = text.first!
    var scalars = String.UnicodeScalarView()
    var rest = text.dropFirst().unicodeScalars[...]
    while let scalar = rest.popFirst() {
      if scalar == quote.unicodeScalars.first! {
        if quote == "'" && rest.first == "'" {
          rest.removeFirst()
          scalars.append("'")
          continue
        }
        return (String(scalars), Substring(String(String.UnicodeScalarView(rest))))
      }
      if quote == "\"" && scalar == "\\" {
        guard let escaped = rest.popFirst() else { break }
        switch escaped {
        case "\\", "\"", "/": scalars.append(escaped)
        case "n": scalars.append("\n")
        case "t": scalars.append("\t")
        case "r": scalars.append("\r")
        case "0": scalars.append("\0")
        case "x", "u", "U":
          let count = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
          let digits = String(String.UnicodeScalarView(rest.prefix(count)))
          guard digits.unicodeScalars.count == count, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
            let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value)
          else { throw fail("a \\\(escaped) escape that is not a Unicode scalar") }
          rest.removeFirst(count)
          scalars.append(decoded)
        default: throw fail("the escape \\\(Visible.escape(String(escaped))) in a string")
        }
        continue
      }
      scalars.append(scalar)
    }
    throw fail("a quoted scalar that does not end on its line")
  }
}
