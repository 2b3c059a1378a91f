/// A failed file operation: what was tried, on which path, and the `errno` it failed with.
public struct FileError: Error, Equatable, Sendable {
  /// What colormix was doing.
  public enum Operation: Equatable, Sendable {
    case read, createFolder, openFolder, write, replace, lock
    /// Asking the system to report changes in a folder (inotify).
    case watch
    /// The path is there but is not a regular file (`code` is 0): it is never read, moved, truncated or waited on.
    case notRegularFile(FileKind)
    /// The file holds `size` bytes, more than the `limit` its kind allows (`code` is 0).
    case tooLarge(size: Int, limit: Int)
    /// The path is a link in a sticky, world-writable folder, owned by neither the caller nor the folder's owner
    /// (`code` is 0): following it could make colormix write where another user chose.
    case untrustedLink(owner: UInt32, folderOwner: UInt32)
  }

  public var operation: Operation
  /// The path for messages (see `FilePath.description`).
  public var path: String
  public var code: Int32
  /// The store or palette path as the user gave it, when it is not `path` (it led there through links).
  public var given: String?

  public init(_ operation: Operation, path: String, code: Int32, given: String? = nil) {
    self.operation = operation
    self.path = path
    self.code = code
    self.given = given
  }

  public init(_ operation: Operation, path: FilePath, code: Int32) {
    self.init(operation, path: path.description, code: code)
  }
}
