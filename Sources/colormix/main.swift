@preconcurrency import Glibc
import ColorCore

/// Reads argv and the environment as bytes, runs `Application`, prints, exits.
var argv: [[UInt8]] = []
for index in 1..<Int(CommandLine.argc) {
  guard let pointer = CommandLine.unsafeArgv[index] else { continue }
  argv.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
}
var entries: [[UInt8]] = []
var cursor = environ
while let entry = cursor.pointee {
  entries.append(Array(UnsafeBufferPointer(start: entry, count: strlen(entry))).map { UInt8(bitPattern: $0) })
  cursor += 1
}

let application = Application(environment: Environment(entries: entries), stdoutIsTerminal: isatty(1) == 1)
let outcome = application.run(argv)

func emit(_ text: String, to fd: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return }
    bytes = bytes.dropFirst(count)
  }
}
emit(outcome.standardOutput, to: 1)
emit(outcome.standardError, to: 2)
exit(outcome.status)
