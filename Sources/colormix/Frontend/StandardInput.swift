import ColorCore

/// Standard input, read one line at a time as it arrives, in bounded memory: the one reader of `show -` and
/// `set -`.
///
/// A line is returned as soon as its newline (or the end of input) is read. A line longer than
/// `maximumLineBytes` is reported as `.tooLong` and its rest is skipped without
/// being kept.
final class StandardInput {
  /// The longest line kept, in bytes (without the newline).
  static let maximumLineBytes = 65536

  /// One line of input.
  enum Line: Equatable {
    /// The bytes of the line, without its newline.
    case bytes([UInt8])
    /// A line longer than `maximumLineBytes`; its bytes were dropped.
    case tooLong
  }

  private let fd: Int32
  // The buffers are changed on every line, and only by this class's own methods, one at a time on one thread:
  // their accesses are not checked at run time (a check costs a call into the runtime each time).
  @exclusivity(unchecked) private var buffer = [UInt8](repeating: 0, count: 65536)
  /// The unread part of `buffer` is `start..<end`.
  private var start = 0
  private var end = 0
  private var finished = false
  /// Whether the rest of a too long line is still to be skipped.
  private var skipping = false
  /// The bytes of the line being put together, kept between calls so that a line costs no allocation.
  @exclusivity(unchecked) private var line: [UInt8] = []
  /// Called before each read of the file descriptor, which may wait: a buffering output writes what it holds.
  var beforeRead: (() -> Void)?

  init(fd: Int32 = 0) {
    self.fd = fd
  }

  /// The next line, or `nil` at the end of input; a read error is a `StoreError` naming standard input (exit 74).
  ///
  /// `.tooLong` comes as soon as the limit is passed; the rest of that line is skipped by the next call.
  func nextLine() throws(StoreError) -> Line? {
    line.removeAll(keepingCapacity: true)
    var sawAny = false
    while true {
      if start == end {
        if finished { break }
        try fill()
        if start == end { break }
      }
      let from = start
      let newline = buffer.withUnsafeBufferPointer { bytes in
        Platform.firstOffset(of: UInt8(ascii: "\n"), in: bytes.baseAddress! + from, count: end - from).map { from + $0 }
      }
      let stop = newline ?? end
      if skipping {
        start = newline.map { $0 + 1 } ?? end
        if newline != nil { skipping = false }
        continue
      }
      sawAny = true
      if line.count + (stop - start) > StandardInput.maximumLineBytes {
        start = newline.map { $0 + 1 } ?? end
        skipping = newline == nil
        return .tooLong
      }
      line.append(contentsOf: buffer[start..<stop])
      start = newline.map { $0 + 1 } ?? end
      if newline != nil { return .bytes(line) }
    }
    return sawAny ? .bytes(line) : nil
  }

  /// The lines of the next block of input, each passed to `body` as it lies in the buffer (without its newline),
  /// or `nil` for a line longer than `maximumLineBytes`, whose bytes are dropped; false at the end of input. A
  /// line that spans two blocks is put together first. Between calls the caller writes what it made of the block:
  /// the next call may wait for input. One loop over the bytes and no copy of a line: the stream of `paint`.
  func forEachLineOfNextBlock(_ body: (UnsafeBufferPointer<UInt8>?) -> Void) throws(StoreError) -> Bool {
    if start == end {
      if finished { return false }
      try fill()
      if start == end {
        // The end of input: a last line without a newline.
        if !line.isEmpty || skipping {
          if !skipping { line.withUnsafeBufferPointer { body($0) } }
          line.removeAll(keepingCapacity: true)
          skipping = false
        }
        return false
      }
    }
    let (from, to) = (start, end)
    start = end
    var lineStart = from
    buffer.withUnsafeBufferPointer { bytes in
      var index = from
      while index < to {
        guard
          let offset = Platform.firstOffset(of: UInt8(ascii: "\n"), in: bytes.baseAddress! + index, count: to - index)
        else { break }
        index += offset
        let piece = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
        if skipping {
          skipping = false
        } else if line.isEmpty {
          body(piece.count > StandardInput.maximumLineBytes ? nil : piece)
        } else if line.count + piece.count > StandardInput.maximumLineBytes {
          body(nil)
        } else {
          line.append(contentsOf: piece)
          line.withUnsafeBufferPointer { body($0) }
        }
        line.removeAll(keepingCapacity: true)
        index += 1
        lineStart = index
      }
      // The start of a line that goes on in the next block.
      let rest = UnsafeBufferPointer(rebasing: bytes[lineStart..<to])
      guard !skipping, !rest.isEmpty else { return }
      if line.count + rest.count > StandardInput.maximumLineBytes {
        body(nil)
        line.removeAll(keepingCapacity: true)
        skipping = true
      } else {
        line.append(contentsOf: rest)
      }
    }
    return true
  }

  /// Reads what is available into the buffer (blocking until something is, or the input ends).
  private func fill() throws(StoreError) {
    beforeRead?()
    start = 0
    end = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress, $0.count) }
      if count < 0 { throw .file(StoreError.FileError(.read, path: "standard input", code: Platform.lastError)) }
      if count == 0 { finished = true }
      end = count
      return
    }
  }
}
