import ColorCore

/// Standard output and standard error, each piece written when it is produced (cause before effect).
///
/// A failed write is remembered so that the command ends with exit 74; a closed pipe on standard output ends
/// output quietly (with SIGPIPE's default action the process has already ended by then).
///
/// A stream (`show -`) turns on buffering: standard output then collects in one buffer, written when it holds
/// `bufferLimit` bytes, before the stream waits for more input, and at its end. So each line's result is still out
/// before the next line is waited for, with one `write` per buffer instead of one per line. Standard error is
/// collected too, so that a warning on every other line costs no `write` of its own: when both go to the same
/// file, pipe or terminal (`2>&1`), a warning joins standard output's buffer at its place, so the order of the two
/// is kept (all of standard error goes out through standard output's descriptor then, stream or not, so `>f 2>f`
/// keeps everything in order too: see `joinsOutput`); else it waits in a buffer of its own, written just before
/// standard output's.
final class Output {
  /// The most bytes a buffering output keeps before writing them.
  static let bufferLimit = 65536
  /// Whether bytes are kept in memory instead of written, for tests.
  private let capturing: Bool
  private(set) var standardOutput: [UInt8] = []
  private(set) var standardError: [UInt8] = []
  /// The `errno` of the first failed write, and to which stream.
  private(set) var failure: (code: Int32, stream: String)?
  private var outputClosed = false
  /// Whether standard error was closed when colormix started: writing to it then loses the text.
  private var errorClosed = false
  /// `--quiet`: warnings and notes are not written (errors are).
  var quiet = false
  /// Whether `ApproximationNotice` was said in this call (it is said once).
  var saidApproximation = false
  /// Whether a `--shape block` block was written in this call (the next is set apart by a blank line).
  var wroteBlock = false
  /// Whether standard output is being collected in `pending` (see `startBuffering`).
  private var buffering = false
  // The writers below are changed on every line of a stream, and only by this class's own methods, one at a time
  // on one thread: their accesses are not checked at run time (a check costs a call into the runtime each time).
  /// Standard output not yet written, while buffering (its room is made when buffering starts).
  @exclusivity(unchecked) private var pending = TextWriter(capacity: 0)
  /// Standard error not yet written, while buffering (when it is not where standard output goes).
  @exclusivity(unchecked) private var pendingError = TextWriter(capacity: 0)
  /// Whether standard error goes where standard output goes (`joinsOutput`), once decided.
  private var errorJoinsOutput: Bool?
  /// The writer of `writeError(_:)`, kept from call to call.
  @exclusivity(unchecked) private var scratch = TextWriter(capacity: 0)

  /// Whether standard output is closed (a reader went away), so that there is no point producing more.
  var isOutputClosed: Bool { outputClosed }

  private init(capturing: Bool) {
    self.capturing = capturing
  }

  /// Writes to file descriptors 1 and 2. A closed standard output is a failure (`EBADF`) from the start, a closed
  /// standard error once something is written to it; `/dev/null`, opened for writing only, takes the number of a
  /// closed one, so that no file the command opens becomes its input or output, and reading a closed standard
  /// input fails (`EBADF`) instead of looking empty.
  static func process() -> Output {
    let output = Output(capturing: false)
    for fd: Int32 in [0, 1, 2] where Platform.isClosed(fd) {
      Platform.fillWithNullDevice(fd)
      if fd == 1 {
        output.failure = (SystemError.badDescriptor, "standard output")
        output.outputClosed = true
      } else if fd == 2 {
        output.errorClosed = true
      }
    }
    return output
  }

  /// Keeps what would be written.
  static func capture() -> Output { Output(capturing: true) }

  /// Collects standard output from now on, until `flush(stopBuffering: true)`.
  func startBuffering() {
    buffering = true
    if pending.count == 0 { pending = TextWriter(capacity: Output.bufferLimit + 4096) }
  }

  /// Whether standard error goes to the file, pipe or terminal standard output goes to, decided at the first
  /// write to standard error (a call that writes none asks nothing) and kept for the rest of the call: then all
  /// of it goes out through standard output's descriptor, in order with standard output, and a buffering stream
  /// keeps it in standard output's buffer. Where the two were opened apart on one file (`>f 2>f`), a line written
  /// through the other descriptor, at its own offset, would land over what came first.
  private func joinsOutput() -> Bool {
    if let errorJoinsOutput { return errorJoinsOutput }
    let joins = !capturing && !outputClosed && !errorClosed && Platform.sameFile(1, 2)
    errorJoinsOutput = joins
    return joins
  }

  /// Writes what was collected (standard error's first); `stopBuffering` ends the buffering too.
  func flush(stopBuffering: Bool = false) {
    if stopBuffering { buffering = false }
    if pendingError.count > 0 {
      pendingError.withBytes { write($0, to: 2, direct: true) }
      pendingError.reset()
    }
    guard pending.count > 0 else { return }
    pending.withBytes { write($0, to: 1, direct: true) }
    pending.reset()
  }

  /// Writes text to standard output.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0), to: 1) }
  }

  /// Writes bytes to standard output.
  func write(bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0, to: 1) }
  }

  /// Writes bytes to standard output, from memory the caller owns.
  func write(raw bytes: UnsafeRawBufferPointer) {
    write(bytes, to: 1)
  }

  /// Writes one line to standard error: `colormix: warning: …` (nothing under `--quiet`).
  func warn(_ message: String) {
    if quiet { return }
    writeError("colormix: warning: " + message + "\n")
  }

  /// Writes to standard error what `body` writes, a warning (nothing under `--quiet`).
  func warn(_ body: (inout TextWriter) -> Void) {
    if quiet { return }
    writeError(body)
  }

  /// Writes one line to standard error: `colormix: …` (a note, not a warning; nothing under `--quiet`).
  func note(_ message: String) {
    if quiet { return }
    writeError("colormix: " + message + "\n")
  }

  /// Writes text to standard error, after what standard output has been given.
  func writeError(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0), to: 2) }
  }

  /// Writes to standard error what `body` writes, after what standard output has been given: the writer is kept
  /// from call to call, so that a stream's warning on every other line builds no buffer of its own.
  func writeError(_ body: (inout TextWriter) -> Void) {
    scratch.reset()
    body(&scratch)
    scratch.withBytes { write($0, to: 2) }
  }

  private func write(_ buffer: UnsafeRawBufferPointer, to stream: Int32, direct: Bool = false) {
    let fd = stream == 2 && joinsOutput() ? 1 : stream
    if buffering && !direct {
      if fd == 1 {
        if outputClosed { return }
        pending.write(raw: buffer)
      } else {
        pendingError.write(raw: buffer)
      }
      if pending.count + pendingError.count >= Output.bufferLimit { flush() }
      return
    }
    if capturing {
      if fd == 1 { standardOutput.append(contentsOf: buffer) } else { standardError.append(contentsOf: buffer) }
      return
    }
    if fd == 2 && errorClosed {
      if failure == nil { failure = (SystemError.badDescriptor, "standard error") }
      return
    }
    if fd == 1 && outputClosed { return }
    var offset = 0
    while offset < buffer.count {
      let count = Platform.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      guard count > 0 else {
        let code = count < 0 ? Platform.lastError : SystemError.inputOutput
        if fd == 1 && code == SystemError.brokenPipe {
          outputClosed = true
        } else if failure == nil {
          failure = (code, fd == 1 ? "standard output" : "standard error")
        }
        if fd == 1 { outputClosed = true }
        return
      }
      offset += count
    }
  }
}
