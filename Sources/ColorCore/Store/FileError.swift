/// A failed file operation: what was tried, on which path, and `errno`.
public struct FileError: Error, Equatable, Sendable {
  public var action: String
  public var path: String
  public var code: Int32

  public init(action: String, path: String, code: Int32) {
    self.action = action
    self.path = path
    self.code = code
  }
}
