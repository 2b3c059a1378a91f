@preconcurrency import Glibc

/// Standard input, read whole.
enum StandardInput {
  /// Every byte of file descriptor 0 until end of file (or a read error, which ends the input).
  static func readAll() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes.append(contentsOf: buffer[0..<count])
    }
  }
}
