/// A document to import, as lines: split at `\n`, a final `\r` dropped, a leading UTF-8 byte order mark skipped.
/// Nothing is kept per line: the lines are read as they are walked, and a line number is counted from the last one
/// asked for, so that a document of a million blank lines costs its bytes and no more.
struct ImportText {
  /// The document without its byte order mark.
  let bytes: [UInt8]
  /// The last offset asked for in `line(ofOffset:)` and its line: readers ask in the order they read, so counting
  /// from there costs each byte once.
  private let cursor = Cursor()

  init(_ bytes: [UInt8]) {
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// One line: its number (1-based) and text.
  struct Line {
    var number: Int
    var text: String
  }

  /// Every line, the last one only when it is not empty (a final newline ends a line, it starts none).
  var lines: Lines { Lines(bytes: bytes) }

  /// The lines of a document, read as they are walked.
  struct Lines: Sequence {
    let bytes: [UInt8]

    func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Iterator: IteratorProtocol {
      let bytes: [UInt8]
      var start = 0
      var number = 0

      mutating func next() -> Line? {
        guard let range = nextRange() else { return nil }
        return Line(number: number, text: String(decoding: bytes[range], as: UTF8.self))
      }

      /// The bytes of the next line, without `\n` or a final `\r`.
      mutating func nextRange() -> Range<Int>? {
        guard start < bytes.count else { return nil }
        let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
        var end = newline ?? bytes.count
        let range = start..<end
        start = newline.map { $0 + 1 } ?? bytes.count
        number += 1
        if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return range.lowerBound..<end
      }
    }
  }

  /// The number of lines (as `lines` counts them).
  var lineCount: Int {
    let newlines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    return newlines + (bytes.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
  }

  /// The first line that is not UTF-8, if any.
  var firstLineNotUTF8: Int? {
    guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
    var lines = Lines(bytes: bytes).makeIterator()
    while let range = lines.nextRange() {
      if String(validating: bytes[range], as: UTF8.self) == nil { return lines.number }
    }
    return 1
  }

  /// The line (1-based) that holds the byte at `offset`: one more than the newlines before it.
  func line(ofOffset offset: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    let range = offset >= cursor.offset ? cursor.offset..<offset : offset..<cursor.offset
    let newlines = bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    cursor.line += offset >= cursor.offset ? newlines : -newlines
    cursor.offset = offset
    return cursor.line
  }

  /// A place in the document and its line.
  private final class Cursor {
    var offset = 0
    var line = 1
  }

  /// The first byte that is not white space, if any.
  var firstNonBlankByte: UInt8? {
    bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }
}
