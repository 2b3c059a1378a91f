extension StoreError.FileKind: CustomStringConvertible {
  /// What it is, with its article: `a directory`.
  public var description: String {
    switch self {
    case .directory: "a directory"
    case .namedPipe: "a named pipe (FIFO)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .symbolicLink: "a symbolic link"
    case .unknown: "an unknown kind of file"
    case .unnamed: "a file that no path names"
    }
  }
}
