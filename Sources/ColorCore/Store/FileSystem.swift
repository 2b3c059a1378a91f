/// The file operations the stores need: the seam where tests inject failures.
public protocol FileSystem: Sendable {
  /// The whole file, or `nil` when it does not exist (`ENOENT`); any other failure throws.
  func read(_ path: String) throws(FileError) -> [UInt8]?
  /// Creates `path` and its missing parents with mode 0700.
  func makeDirectories(_ path: String) throws(FileError)
  /// The file a write to `path` should replace: `path` itself, or the target its symbolic links lead to.
  func writeTarget(of path: String) -> String
  /// The permission bits of an existing file (following links), or `nil`.
  func permissions(of path: String) -> UInt32?
  /// Whether anything (a link included) is at `path`.
  func exists(_ path: String) -> Bool
  /// Creates or truncates `path` with `mode`, writes `bytes` and syncs them to disk.
  func writeAndSync(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileError)
  func rename(_ source: String, to destination: String) throws(FileError)
  /// Takes an exclusive `flock(2)` on `path` (created 0600 if missing), waiting up to `timeout` seconds.
  /// Returns `nil` when the wait ran out; the lock lasts until `unlock`.
  func lock(_ path: String, timeout: Double) throws(FileError) -> Int32?
  func unlock(_ handle: Int32)
}
