import ColorCore

/// Tells when files in one folder may have changed, so that `watch` and `mix` sleep in `poll` instead of reading
/// the files over and over. Two kinds: `InotifyWatcher` (Linux) and the portable `PollingWatcher`.
protocol FolderWatcher: AnyObject {
  /// The descriptor to poll for `POLLIN`, or nil when there is none (polling).
  var descriptor: Int32? { get }
  /// How long `poll` may sleep before `readChanges` must be called: -1 (forever) or milliseconds.
  var timeout: Int32 { get }
  /// Why the kernel's notifications were given up for polling, when they were refused: say it once.
  var fallback: FileError? { get }
  /// Reads what happened (never blocks); true when one of the files may have changed. Call it when the
  /// descriptor is readable, and after every `timeout`.
  func readChanges() -> Bool
}

/// How `watch` and `mix` wait for changes (`COLORMIX_WATCHER`).
enum WatchMethod: String, CaseIterable {
  /// inotify where the system has it (Linux), else `poll`.
  case inotify
  /// `PollingWatcher`, everywhere.
  case poll

  /// A watcher of this kind for the files `names` in `folder` (relative paths from the working folder).
  func watcher(folder: FilePath, names: [[UInt8]]) -> any FolderWatcher {
    let folder = FolderPaths.absolute(folder)
    #if os(Linux)
      if self == .inotify { return InotifyWatcher(folder: folder, names: names) }
    #endif
    return PollingWatcher(folder: folder, names: names)
  }
}

/// The path and file facts both watchers need.
enum FolderPaths {
  /// What tells one version of a file from another: device, inode, size and modification time to the
  /// nanosecond (a rename gives a new inode; a rewrite in place a new time or size).
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  static func identity(of path: FilePath) -> Identity? {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    let (device, inode) = Platform.identity(info)
    let (seconds, nanoseconds) = Platform.modificationTime(info)
    return Identity(device: device, inode: inode, size: Int64(info.st_size), seconds: seconds, nanoseconds: nanoseconds)
  }

  /// `path`, or the nearest folder above it that exists.
  static func nearestExisting(_ path: FilePath) -> FilePath {
    var current = path
    while !isFolder(current), current.bytes.contains(UInt8(ascii: "/")), current.bytes != [UInt8(ascii: "/")] {
      current = current.folder
    }
    return current
  }

  static func isFolder(_ path: FilePath) -> Bool {
    var info = stat()
    return path.withCString { stat($0, &info) } == 0 && Platform.fileType(info) == UInt32(S_IFDIR)
  }

  /// `path` from the root: a relative path is put after the working folder's bytes.
  static func absolute(_ path: FilePath) -> FilePath {
    if path.bytes.first == UInt8(ascii: "/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let working = FilePath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    if path.bytes == [UInt8(ascii: ".")] { return working }
    return working.child(path.bytes.starts(with: Array("./".utf8)) ? Array(path.bytes.dropFirst(2)) : path.bytes)
  }
}
