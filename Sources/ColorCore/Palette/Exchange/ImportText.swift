/// A document to import, as lines: split at `\n`, a final `\r` dropped, a leading UTF-8 byte order mark skipped.
struct ImportText {
  /// The document without its byte order mark.
  let bytes: [UInt8]
  /// The byte offset where each line starts.
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var starts = [0]
    for (index, byte) in self.bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    lineStarts = starts
  }

  /// One line: its number (1-based) and text.
  struct Line {
    var number: Int
    var text: String
  }

  /// The bytes of line `number` (1-based), without `\n` or a final `\r`.
  func lineBytes(_ number: Int) -> ArraySlice<UInt8> {
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return bytes[start..<end]
  }

  /// Every line, the last one only when it is not empty (a final newline ends a line, it starts none).
  var lines: [Line] {
    let count = lineStarts.count - (lineStarts.last == bytes.count ? 1 : 0)
    return (0..<count).map { Line(number: $0 + 1, text: String(decoding: lineBytes($0 + 1), as: UTF8.self)) }
  }

  /// The first line that is not UTF-8, if any.
  var firstLineNotUTF8: Int? {
    guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
    return (1...lineStarts.count).first { String(validating: lineBytes($0), as: UTF8.self) == nil } ?? 1
  }

  /// The line (1-based) that holds the byte at `offset`.
  func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The first byte that is not white space, if any.
  var firstNonBlankByte: UInt8? {
    bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }
}
