extension StoreError.FileError: CustomStringConvertible {
  /// The sentence a person reads, naming the path, e.g. `Cannot read /s/color.json: Permission denied.`
  public var description: String {
    switch operation {
    case .openFolder where code == SystemError.tooManyLinks:
      "Cannot open the folder \(named): it became a symbolic link after the path was resolved, and no link is "
        + "followed there; nothing was read or written."
    case .watch: "Cannot watch \(named) for changes: \(watchReason)."
    // A write refused for its size was read first, and says itself that nothing was written.
    case .wouldBeTooLarge where code == 0: "\(reasonWithoutErrno)."
    case _ where code == 0: "\(reasonWithoutErrno); nothing was read or written."
    default: "Cannot \(operation) \(named): \(Platform.describe(errno: code))."
    }
  }

  /// A failure that is not an `errno`: a file that is not a regular file, or one too large.
  private var reasonWithoutErrno: String {
    switch operation {
    case .notRegularFile(.unnamed):
      "Cannot use \(named): it leads to a file that no path names (a deleted file, or one in memory)"
    case .notRegularFile(let kind):
      "Cannot use \(named): it is \(kind), not a regular file"
    case .tooLarge(_, let limit):
      "Cannot read \(named): it holds more than \(limit) bytes"
    case .wouldBeTooLarge(let size, let limit):
      "Will not write \(named): it would be \(size) bytes, more than the limit of \(limit) bytes it can be "
        + "read back with; nothing was written"
    case .untrustedLink(let owner, let folderOwner):
      "Will not follow the link \(named): it is owned by \(Platform.describe(user: owner)) and sits in a sticky, "
        + "world-writable folder owned by \(Platform.describe(user: folderOwner)), so another user may have planted "
        + "it (the rule of the kernel's fs.protected_symlinks)"
    default: "Cannot \(operation) \(named)"
    }
  }

  /// Why the kernel refused a watch, in its own terms where `errno` would mislead ("No space left on device").
  private var watchReason: String {
    switch code {
    case SystemError.noSpace: "the per-user limit of inotify watches is reached (fs.inotify.max_user_watches)"
    case SystemError.tooManyFiles:
      "the per-user limit of inotify instances is reached (fs.inotify.max_user_instances)"
    default: Platform.describe(errno: code)
    }
  }

  /// The failing path, after the path as given when links led there from it: `/dev/stdin (→ /dev/null)`.
  private var named: String {
    guard let given, given != path else { return Visible.escape(path) }
    return "\(Visible.escape(given)) (→ \(Visible.escape(path)))"
  }
}

extension StoreError.FileError.Operation: CustomStringConvertible {
  /// What was tried, as the words after "Cannot": `read`, `create the folder`.
  public var description: String {
    switch self {
    case .read, .tooLarge: "read"
    case .createFolder: "create the folder"
    case .watch: "watch"
    case .openFolder: "open the folder"
    case .write, .wouldBeTooLarge: "write"
    case .replace: "replace"
    case .lock: "lock"
    case .notRegularFile, .untrustedLink: "use"
    }
  }
}
