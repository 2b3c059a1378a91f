import ColorCore

/// Tells when files in one folder may have changed, so that `watch` and `mix` sleep in `poll` instead of reading
/// the files over and over. Two kinds: `InotifyWatcher` (Linux) and the portable `PollingWatcher`.
package protocol FolderWatcher: AnyObject {
  /// The descriptor to poll for `POLLIN`, or nil when there is none (polling).
  var descriptor: Int32? { get }
  /// How long `poll` may sleep before `readChanges` must be called: -1 (forever) or milliseconds.
  var timeout: Int32 { get }
  /// Why the kernel's notifications were given up for polling, when they were refused: say it once.
  var fallback: StoreError.FileError? { get }
  /// Reads what happened (never blocks); true when one of the files may have changed. Call it when the
  /// descriptor is readable, and after every `timeout`.
  func readChanges() -> Bool
}

/// How `watch` and `mix` wait for changes (`COLORMIX_WATCHER`).
package enum WatchMethod: String, CaseIterable {
  /// inotify where the system has it (Linux), else `poll`.
  case inotify
  /// `PollingWatcher`, everywhere.
  case poll

  /// A watcher of this kind for the store at `store` (as given; relative paths from the working folder) and
  /// the files `companions` beside its real file (the palette).
  package func watcher(store: FilePath, companions: [[UInt8]]) -> any FolderWatcher {
    let target = WatchTarget(store: FolderPaths.absolute(store), given: store.description, companions: companions)
    #if os(Linux)
      if self == .inotify { return InotifyWatcher(target) }
    #endif
    return PollingWatcher(target)
  }
}

/// What a watcher watches: the store path as given, which may lead elsewhere as links are pointed anew and
/// folders moved, and the files beside the store's real file that also count.
package struct WatchTarget {
  /// The store path as given, absolute.
  package let store: FilePath
  /// The store path as given, for messages.
  package let given: String
  /// Names in the real store file's folder that count too (`palette.json`).
  package let companions: [[UInt8]]

  /// Where the path leads now: every folder looked in on the way and the names that count in each (the name
  /// looked up; in the real file's folder, the file and its companions too). A folder may appear twice.
  package func folders() -> [(folder: FilePath, names: [[UInt8]])] {
    let lookups = SystemFileSystem().trace(store)
    var result = lookups.map { (folder: $0.folder, names: [$0.name]) }
    if let last = result.indices.last { result[last].names += companions }
    return result
  }

  /// The files whose identity tells a change: the store and its companions where the path leads now.
  package func files() -> [FilePath] {
    guard let real = try? SystemFileSystem().resolve(store) else { return [store] }
    return [real] + companions.map { real.folder.child($0) }
  }
}

/// The path and file facts both watchers need.
package enum FolderPaths {
  /// What tells one version of a file from another: device, inode, size and modification time to the
  /// nanosecond (a rename gives a new inode; a rewrite in place a new time or size).
  package struct Identity: Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int
    package var nanoseconds: Int
  }

  package static func identity(of path: FilePath) -> Identity? {
    Platform.identity(of: path)
  }

  /// `path` from the root: a relative path is put after the working folder's bytes.
  package static func absolute(_ path: FilePath) -> FilePath {
    if path.bytes.first == UInt8(ascii: "/") { return path }
    guard let working = Platform.workingFolderPath() else { return path }
    if path.bytes == [UInt8(ascii: ".")] { return working }
    return working.child(path.bytes.starts(with: Array("./".utf8)) ? Array(path.bytes.dropFirst(2)) : path.bytes)
  }
}
