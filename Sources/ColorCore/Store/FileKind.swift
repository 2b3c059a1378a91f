/// What is at a path that is not a regular file.
public enum FileKind: Equatable, Sendable {
  case directory, namedPipe, characterDevice, blockDevice, socket, symbolicLink, unknown
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
