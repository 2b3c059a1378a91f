/// A failed file operation: what was tried, on which path, and the `errno` it failed with.
public struct FileError: Error, Equatable, Sendable {
  /// What colormix was doing.
  public enum Operation: Equatable, Sendable {
    case read, createFolder, write, replace, lock
    /// The path is there but is not a regular file (`code` is 0): it is never read, moved, truncated or waited on.
    case notRegularFile(FileKind)
    /// The file holds `size` bytes, more than the `limit` its kind allows (`code` is 0).
    case tooLarge(size: Int, limit: Int)
  }

  public var operation: Operation
  /// The path for messages (see `FilePath.description`).
  public var path: String
  public var code: Int32

  public init(_ operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  public init(_ operation: Operation, path: FilePath, code: Int32) {
    self.init(operation, path: path.description, code: code)
  }
}
