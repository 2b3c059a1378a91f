/// The file operations the stores need: the seam where tests inject failures.
public protocol FileSystem: Sendable {
  /// The file `path` really names: its symbolic links followed (the last component's, up to 40), or `path`.
  func resolve(_ path: FilePath) -> FilePath
  /// The whole regular file, or `nil` when it does not exist (`ENOENT`). Opens without following a link or
  /// waiting, refuses anything but a regular file (`.notRegularFile`) and one larger than `limit` bytes
  /// (`.tooLarge`); any other failure throws.
  func read(_ path: FilePath, limit: Int) throws(FileError) -> [UInt8]?
  /// Creates `path` and its missing parents with mode 0700.
  func makeDirectories(_ path: FilePath) throws(FileError)
  /// The permission bits of an existing regular file (not following a link), or `nil`.
  func permissions(of path: FilePath) -> UInt32?
  /// Whether anything (a link included) is at `path`.
  func exists(_ path: FilePath) -> Bool
  /// Whether two paths name one existing file or folder, their links followed (one device and inode).
  func isSame(_ first: FilePath, _ second: FilePath) -> Bool
  /// Creates a new file `<prefix><unique>` (never opening an existing name), writes `bytes`, syncs them to disk
  /// and returns its path.
  func createTemporary(_ bytes: [UInt8], prefix: FilePath, mode: UInt32) throws(FileError) -> FilePath
  /// Removes a file, ignoring failures (a temporary file that was not renamed).
  func remove(_ path: FilePath)
  func rename(_ source: FilePath, to destination: FilePath) throws(FileError)
  /// Takes an exclusive `flock(2)` on `path`, never following a link, waiting up to `timeout` seconds. A missing
  /// file is created 0600 when `create`, else it is `nil` with `ENOENT`. Returns `nil` for `handle` when the
  /// wait ran out; the lock lasts until `unlock`.
  func lock(_ path: FilePath, create: Bool, timeout: Double) throws(FileError) -> LockAttempt
  func unlock(_ handle: Int32)
}
