import ColorCore

/// The portable watcher: every `interval` milliseconds it compares the folder's and each file's device, inode,
/// size and nanosecond modification time with the last check. Used where inotify is not available, where the
/// kernel refuses a watch, and with `COLORMIX_WATCHER=poll`.
final class PollingWatcher: FolderWatcher {
  /// Milliseconds between two checks.
  static let interval: Int32 = 250

  let folder: FilePath
  let names: [[UInt8]]
  let fallback: FileError?
  private var snapshot: [FolderPaths.Identity?] = []

  /// Watches the files `names` in the absolute `folder`; `fallback` says why inotify was not used, if it was
  /// refused.
  init(folder: FilePath, names: [[UInt8]], fallback: FileError? = nil) {
    self.folder = folder
    self.names = names
    self.fallback = fallback
    snapshot = takeSnapshot()
  }

  var descriptor: Int32? { nil }
  var timeout: Int32 { PollingWatcher.interval }

  func readChanges() -> Bool {
    let now = takeSnapshot()
    defer { snapshot = now }
    return now != snapshot
  }

  private func takeSnapshot() -> [FolderPaths.Identity?] {
    [FolderPaths.identity(of: folder)] + names.map { FolderPaths.identity(of: folder.child($0)) }
  }
}
