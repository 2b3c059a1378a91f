import ColorCore

/// The portable watcher: every `interval` milliseconds it works out again where the store path leads (links
/// followed) and compares that, and the device, inode, size and nanosecond modification time of the store, its
/// companions and their folder, with the last check. Used where inotify is not available, where the kernel
/// refuses a watch, and with `COLORMIX_WATCHER=poll`.
package final class PollingWatcher: FolderWatcher {
  /// Milliseconds between two checks.
  package static let interval: Int32 = 250

  package let target: WatchTarget
  package let fallback: StoreError.FileError?
  private var snapshot: Snapshot

  /// What one check saw.
  private struct Snapshot: Equatable {
    package var files: [FilePath]
    package var identities: [FolderPaths.Identity?]
  }

  /// Watches `target`; `fallback` says why inotify was not used, if it was refused.
  package init(_ target: WatchTarget, fallback: StoreError.FileError? = nil) {
    self.target = target
    self.fallback = fallback
    snapshot = PollingWatcher.take(target)
  }

  package var descriptor: Int32? { nil }
  package var timeout: Int32 { PollingWatcher.interval }

  package func readChanges() -> Bool {
    let now = PollingWatcher.take(target)
    defer { snapshot = now }
    return now != snapshot
  }

  private static func take(_ target: WatchTarget) -> Snapshot {
    let files = target.files()
    let folder = files.first.map { [$0.folder] } ?? []
    return Snapshot(files: files, identities: (folder + files).map(FolderPaths.identity(of:)))
  }
}
