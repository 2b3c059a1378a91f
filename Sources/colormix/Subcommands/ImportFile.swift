import ColorCore

/// The document `palette import` reads: a file named on the command line (its links followed, as any tool reads
/// a file it is given) or standard input, whole, up to the palette's own size limit.
enum ImportFile {
  /// The most bytes read: the palette file's limit (64 MiB).
  static let limit = 64 << 20

  /// The bytes of `path`, or of standard input for `-`; a file that cannot be read is a `StoreError` naming it
  /// (exit 74).
  /// A path is bytes: it need not be UTF-8 (a message shows such bytes escaped, as `FilePath` describes them).
  static func read(_ path: FilePath) throws(StoreError) -> [UInt8] {
    if path.bytes == [UInt8(ascii: "-")] { return try read(fd: 0, name: "standard input") }
    let fd = Platform.openForReading(path)
    guard fd >= 0 else { throw .file(StoreError.FileError(.read, path: path.description, code: Platform.lastError)) }
    defer { Platform.close(fd) }
    return try read(fd: fd, name: path.description)
  }

  private static func read(fd: Int32, name: String) throws(StoreError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress, $0.count) }
      if count < 0 { throw .file(StoreError.FileError(.read, path: name, code: Platform.lastError)) }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw .file(StoreError.FileError(.tooLarge(size: bytes.count, limit: limit), path: name, code: 0))
      }
    }
  }
}
