extension StoreError {
  /// What is at a path that is not a regular file.
  public enum FileKind: Equatable, Sendable {
    /// A folder.
    case directory
    /// A FIFO.
    case namedPipe
    /// A character device such as `/dev/null`.
    case characterDevice
    /// A block device.
    case blockDevice
    /// A Unix socket.
    case socket
    /// A symbolic link that was not followed.
    case symbolicLink
    /// A type the system does not name.
    case unknown
    /// A file that no path names, reached through a link of the system's (a deleted file, or one in memory).
    case unnamed

    /// The kind for `stat`'s `st_mode`.
    init(mode: UInt32) {
      switch mode & 0o170000 {
      case 0o040000: self = .directory
      case 0o010000: self = .namedPipe
      case 0o020000: self = .characterDevice
      case 0o060000: self = .blockDevice
      case 0o140000: self = .socket
      case 0o120000: self = .symbolicLink
      default: self = .unknown
      }
    }
  }
}

/// `StoreError.FileKind`, by its short name inside the package.
typealias FileKind = StoreError.FileKind
