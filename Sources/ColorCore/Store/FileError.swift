extension StoreError {
  /// A failed file operation: what was tried, on which path, and the `errno` it failed with.
  public struct FileError: Error, Equatable, Sendable {
    /// What colormix was doing.
    public enum Operation: Equatable, Sendable {
      /// Reading the file.
      case read
      /// Making a missing folder.
      case createFolder
      /// Opening a folder on the way to the file.
      case openFolder
      /// Writing the temporary file that replaces it.
      case write
      /// Renaming the temporary file over it.
      case replace
      /// Taking the lock.
      case lock
      /// Asking the system to report changes in a folder (inotify).
      case watch
      /// The path is there but is not a regular file (`code` is 0): it is never read, moved, truncated or waited on.
      case notRegularFile(FileKind)
      /// The file holds `size` bytes, more than the `limit` its kind allows (`code` is 0).
      case tooLarge(size: Int, limit: Int)
      /// Writing would make the file `size` bytes, more than the `limit` its kind allows, so that it could not be
      /// read back (`code` is 0): nothing is written.
      case wouldBeTooLarge(size: Int, limit: Int)
      /// The path is a link in a sticky, world-writable folder, owned by neither the caller nor the folder's owner
      /// (`code` is 0): following it could make colormix write where another user chose.
      case untrustedLink(owner: UInt32, folderOwner: UInt32)
    }

    /// What was being done.
    public var operation: Operation
    /// The path for messages (see `FilePath.description`).
    public var path: String
    /// The `errno` value.
    public var code: Int32
    /// The store or palette path as the user gave it, when it is not `path` (it led there through links).
    public var given: String?

    /// An error from its parts.
    public init(_ operation: Operation, path: String, code: Int32, given: String? = nil) {
      self.operation = operation
      self.path = path
      self.code = code
      self.given = given
    }

    init(_ operation: Operation, path: FilePath, code: Int32) {
      self.init(operation, path: path.description, code: code)
    }
  }
}

/// `StoreError.FileError`, by its short name inside the package.
typealias FileError = StoreError.FileError
