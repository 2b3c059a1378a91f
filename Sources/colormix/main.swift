import ColorCore
@preconcurrency import Glibc

/// Reads argv and the environment as bytes, runs `Application`, prints, and returns the exit status.
///
/// Everything happens in this function rather than at top level, where Swift 6 would make each global
/// main-actor isolated and check the executor on every access.
func runColormix() -> Int32 {
  var argv: [[UInt8]] = []
  for index in 1..<Int(CommandLine.argc) {
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    argv.append(bytes(pointer))
  }
  var entries: [[UInt8]] = []
  var cursor = environ
  while let entry = cursor.pointee {
    entries.append(bytes(entry))
    cursor += 1
  }
  let application = Application(environment: Environment(entries: entries), stdoutIsTerminal: isatty(1) == 1)
  let outcome = application.run(argv)
  emit(outcome.standardOutput, to: 1)
  emit(outcome.standardError, to: 2)
  return outcome.status
}

func bytes(_ pointer: UnsafeMutablePointer<CChar>) -> [UInt8] {
  UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)).map { $0 }
}

func emit(_ text: String, to fd: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return }
    bytes = bytes.dropFirst(count)
  }
}

exit(runColormix())
