/// A document to import, as lines: split at `\n`, a final `\r` dropped, a leading UTF-8 byte order mark skipped.
/// Nothing is kept per line: the lines are read as they are walked, and a line number is counted from the nearest
/// of the lines kept every `checkpointBytes` bytes, so that a document of a million blank lines costs its bytes and
/// a sixty-fourth more, and a line number costs the same in whatever order readers ask.
struct ImportText {
  /// The document without its byte order mark.
  let bytes: [UInt8]
  /// The line of every `checkpointBytes`-th byte: `checkpoints[k]` is the line of byte `k · checkpointBytes`.
  private let checkpoints: [UInt32]
  static let checkpointBytes = 256

  init(_ bytes: [UInt8]) {
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var checkpoints: [UInt32] = []
    checkpoints.reserveCapacity(self.bytes.count / Self.checkpointBytes + 1)
    var line: UInt32 = 1
    for (offset, byte) in self.bytes.enumerated() {
      if offset % Self.checkpointBytes == 0 { checkpoints.append(line) }
      if byte == UInt8(ascii: "\n") { line += 1 }
    }
    self.checkpoints = checkpoints
  }

  /// One line: its number (1-based) and text.
  struct Line {
    var number: Int
    var text: String
  }

  /// Every line, the last one only when it is not empty (a final newline ends a line, it starts none).
  var lines: Lines { Lines(bytes: bytes) }

  /// The lines of a one-setting-a-line format, each trimmed: none that is blank, or a comment (one that begins
  /// with `comment`, when there is one).
  func settings(commentedBy comment: String? = nil) -> some Sequence<(number: Int, text: Substring)> {
    lines.lazy.compactMap { line in
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.isEmpty || comment.map(trimmed.hasPrefix) == true { return nil }
      return (line.number, trimmed)
    }
  }

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
    let checkpoint = min(offset / Self.checkpointBytes, checkpoints.count - 1)
    guard checkpoint >= 0 else { return 1 }
    let start = checkpoint * Self.checkpointBytes
    return Int(checkpoints[checkpoint]) + bytes[start..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// The first byte that is not white space, if any.
  var firstNonBlankByte: UInt8? {
    bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }
}
