/// A failed file operation: what was tried, on which path, and the `errno` it failed with.
public struct FileError: Error, Equatable, Sendable {
  /// What colormix was doing.
  public enum Operation: Equatable, Sendable {
    case read, createFolder, write, replace, lock
  }

  public var operation: Operation
  public var path: String
  public var code: Int32

  public init(_ operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }
}
