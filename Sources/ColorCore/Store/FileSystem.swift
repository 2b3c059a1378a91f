/// The file operations the stores need: the seam where tests inject failures.
///
/// A change is one transaction in one open folder: the folder is opened once (`openFolder`) and the lock, the
/// read, the temporary file, the rename and the folder's sync all act relative to it, so a folder swapped for
/// another while a change runs cannot split the change between two folders.
package protocol FileSystem: Sendable {
  /// The file `path` really names: the links of every component followed (up to 40 in all), `.` and `..`
  /// removed, so the result names no link that existed when it was read. A link that sits in a sticky,
  /// world-writable folder is followed only when its owner is the caller or the folder's owner (the kernel's
  /// `fs.protected_symlinks` rule); otherwise `.untrustedLink`.
  func resolve(_ path: FilePath) throws(StoreError.FileError) -> FilePath
  /// `resolve(path)` where `path`'s folder was itself just resolved to itself (it names no link), when
  /// `inLinkFreeFolder`: then only the last component need be looked at.
  func resolve(_ path: FilePath, inLinkFreeFolder: Bool) throws(StoreError.FileError) -> FilePath
  /// Whether two paths name one existing file or folder, their links followed (one device and inode).
  func isSame(_ first: FilePath, _ second: FilePath) -> Bool
  /// The whole regular file, or `nil` when it does not exist (`ENOENT`). Opens without following a link or
  /// waiting, refuses anything but a regular file (`.notRegularFile`) and one larger than `limit` bytes
  /// (`.tooLarge`); any other failure throws.
  func read(_ path: FilePath, limit: Int) throws(StoreError.FileError) -> [UInt8]?
  /// Opens the folder `path` (which `resolve` returned: no component is followed as a link), or `nil` when it
  /// does not exist; with `create`, missing folders are made (0700) on the way and it is never `nil`.
  func openFolder(_ path: FilePath, create: Bool) throws(StoreError.FileError) -> OpenFolder?
  /// Closes a folder from `openFolder`, releasing its lock.
  func close(_ folder: OpenFolder)
  /// Takes the transaction's exclusive locks, waiting up to `timeout` seconds: a `flock(2)` on the folder, then
  /// one on the lock file `name` in it (never following a link; created 0600 when `create`, else `.missing`).
  /// After each lock on the file, it checks that `name` still names the locked file and starts over if not.
  func lock(_ name: [UInt8], in folder: OpenFolder, create: Bool, timeout: Double) throws(StoreError.FileError)
    -> LockAttempt
  /// Releases the lock file taken by `lock`.
  func unlock(_ handle: Int32)
  /// `read(_:limit:)` for the file `name` in `folder`.
  func read(_ name: [UInt8], in folder: OpenFolder, limit: Int) throws(StoreError.FileError) -> [UInt8]?
  /// Whether anything (a link included) is called `name` in `folder`.
  func exists(_ name: [UInt8], in folder: OpenFolder) -> Bool
  /// Creates a new file in `folder` named after `name` (never opening an existing name), with the owner, group
  /// and mode of the regular file `name` where it exists and the caller may set them (else 0600 and the
  /// caller's), writes `bytes`, syncs them and returns the new file's name. A failure leaves no file.
  func createTemporary(_ bytes: [UInt8], for name: [UInt8], in folder: OpenFolder) throws(StoreError.FileError)
    -> [UInt8]
  /// Renames `source` to `destination`, both in `folder`.
  func rename(_ source: [UInt8], to destination: [UInt8], in folder: OpenFolder) throws(StoreError.FileError)
  /// Removes the file `name` in `folder`, ignoring failures (a temporary file that was not renamed).
  func remove(_ name: [UInt8], in folder: OpenFolder)
  /// Makes the folder's entries durable (after a rename).
  func sync(_ folder: OpenFolder)
}

extension FileSystem {
  /// Resolves the whole path: the folder is not taken on trust.
  package func resolve(_ path: FilePath, inLinkFreeFolder: Bool) throws(StoreError.FileError) -> FilePath {
    try resolve(path)
  }
}

/// A folder opened for one transaction.
package struct OpenFolder: Sendable {
  /// The open descriptor; every operation of the transaction is relative to it.
  let descriptor: Int32
  /// The folder's path, for messages.
  let path: FilePath

  init(descriptor: Int32, path: FilePath) {
    self.descriptor = descriptor
    self.path = path
  }
}
