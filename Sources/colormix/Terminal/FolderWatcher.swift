import ColorCore
@preconcurrency import Glibc

/// Tells when files in one folder may have changed, so that `watch` and `mix` sleep in `poll` instead of reading
/// the files over and over.
///
/// With inotify, the folder is watched (the store is replaced by rename, so the file cannot be): a folder that
/// does not exist yet is waited for by watching the nearest folder above it that does, and a folder moved or
/// deleted is watched again where its path now leads. Where inotify refuses (the per-user watch limit) or is
/// not wanted (`COLORMIX_WATCHER=poll`), the files' identity, size and modification time are checked every
/// `pollInterval` milliseconds instead. Paths are bytes throughout.
final class FolderWatcher {
  /// How to wait for changes.
  enum Method: String, CaseIterable {
    case inotify, poll
  }

  /// Milliseconds between two checks when polling.
  static let pollInterval: Int32 = 250

  /// The folder the files are in, absolute.
  let folder: FilePath
  /// The file names in `folder` that count.
  let names: [[UInt8]]
  /// Why inotify was given up for polling, when it was refused: say it once.
  private(set) var fallback: FileError?
  /// The inotify descriptor to poll for `POLLIN`, or nil when polling.
  private(set) var descriptor: Int32?
  /// Where the watch is: `folder` or the nearest folder above it, with its identity when armed.
  private var watched: (path: FilePath, watch: Int32, folder: FolderIdentity?)?
  /// What the files looked like at the last check, when polling.
  private var snapshot: [Identity?] = []
  private let addWatch: (Int32, FilePath, UInt32) -> Int32

  /// Watches `folder` (relative paths from the working folder) for changes to the files `names`; `addWatch` is
  /// the seam where tests make the kernel refuse.
  init(
    folder: FilePath, names: [[UInt8]], method: Method,
    addWatch: @escaping (Int32, FilePath, UInt32) -> Int32 = { fd, path, mask in
      path.withCString { inotify_add_watch(fd, $0, mask) }
    }
  ) {
    self.folder = FolderWatcher.absolute(folder)
    self.names = names
    self.addWatch = addWatch
    if method == .inotify {
      let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if fd >= 0 {
        descriptor = fd
        arm()
      } else {
        fallBack(FileError(.read, path: self.folder, code: errno))
      }
    }
    if descriptor == nil { snapshot = takeSnapshot() }
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// How long `poll` may sleep before `readChanges` must be called: forever with inotify, else the interval.
  var timeout: Int32 { descriptor == nil ? FolderWatcher.pollInterval : -1 }

  /// Reads what happened (never blocks); true when one of the files may have changed. Call it when the
  /// descriptor is readable, and after every `timeout` when polling.
  func readChanges() -> Bool {
    guard let descriptor else {
      let now = takeSnapshot()
      defer { snapshot = now }
      return now != snapshot
    }
    var changed = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (mask, name, length) = buffer.withUnsafeBytes { raw -> (UInt32, [UInt8], Int) in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let start = offset + MemoryLayout<inotify_event>.size
          return (event.mask, Array(raw[start..<(start + Int(event.len))].prefix { $0 != 0 }), Int(event.len))
        }
        offset += MemoryLayout<inotify_event>.size + length
        if FolderWatcher.counts(mask: mask, name: name, names: names, waiting: watched?.path != folder) {
          changed = true
        }
      }
    }
    // The folder moved, was deleted, or a part of its path appeared: watch where the path leads now.
    if let watched,
      watched.folder == nil || watched.folder != FolderWatcher.folderIdentity(of: watched.path)
        || FolderWatcher.nearestExisting(folder) != watched.path
    {
      changed = true
      arm()
    }
    return changed
  }

  /// Whether one inotify event may mean a change: a named file's, a lost queue (`IN_Q_OVERFLOW`), the watched
  /// folder's own move or deletion, or anything while the folder is still being waited for.
  static func counts(mask: UInt32, name: [UInt8], names: [[UInt8]], waiting: Bool) -> Bool {
    let always = UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_MOVE_SELF | IN_DELETE_SELF | IN_UNMOUNT)
    return waiting || mask & always != 0 || names.contains(name)
  }

  /// Watches `folder`, or the nearest folder above it; polls from now on when the kernel refuses.
  private func arm() {
    guard let descriptor else { return }
    if let watched, watched.watch >= 0 { inotify_rm_watch(descriptor, watched.watch) }
    let path = FolderWatcher.nearestExisting(folder)
    let mask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVE_SELF | IN_DELETE_SELF
        | IN_ONLYDIR)
    let watch = addWatch(descriptor, path, mask)
    guard watch >= 0 else {
      fallBack(FileError(.read, path: path, code: errno))
      return
    }
    watched = (path, watch, FolderWatcher.folderIdentity(of: path))
  }

  private func fallBack(_ error: FileError) {
    if let descriptor { close(descriptor) }
    descriptor = nil
    watched = nil
    fallback = error
    snapshot = takeSnapshot()
  }

  /// The folder's identity and each file's, as polling compares them.
  private func takeSnapshot() -> [Identity?] {
    [FolderWatcher.identity(of: folder)] + names.map { FolderWatcher.identity(of: folder.child($0)) }
  }

  /// What tells one version of a file from another: device, inode, size and modification time to the
  /// nanosecond (a rename gives a new inode; a rewrite in place a new time or size).
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  /// A folder's device and inode: a folder moved away and made anew has another.
  struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  static func folderIdentity(of path: FilePath) -> FolderIdentity? {
    identity(of: path).map { FolderIdentity(device: $0.device, inode: $0.inode) }
  }

  static func identity(of path: FilePath) -> Identity? {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    return Identity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
  }

  /// `path`, or the nearest folder above it that exists.
  static func nearestExisting(_ path: FilePath) -> FilePath {
    var current = path
    while !isFolder(current), current.bytes.contains(UInt8(ascii: "/")), current.bytes != [UInt8(ascii: "/")] {
      current = current.folder
    }
    return current
  }

  private static func isFolder(_ path: FilePath) -> Bool {
    var info = stat()
    return path.withCString { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
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
