import ColorCore
@preconcurrency import Glibc

/// Tells when files in one folder may have changed, through inotify, so that `watch` and `mix` sleep in `poll`
/// instead of polling the files. The store is replaced by rename, so the folder is watched, not the file; a
/// folder that does not exist yet is waited for by watching the nearest folder above it that does.
final class FolderWatcher {
  /// The folder the files are in.
  let folder: String
  /// The file names in `folder` that count.
  let names: [String]
  /// The inotify descriptor to poll for `POLLIN`.
  let descriptor: Int32
  private var watch: (path: String, descriptor: Int32)

  /// Watches `folder` for changes to the files `names`.
  init(folder: String, names: [String]) throws(StoreError) {
    self.folder = folder
    self.names = names
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0 else { throw .file(FileError(.read, path: folder, code: errno)) }
    watch = FolderWatcher.watchNearest(folder, descriptor)
  }

  /// Watches the folder of the file at `path` (relative paths from the working folder) for that file.
  convenience init(file path: String, alsoNamed others: [String] = []) throws(StoreError) {
    let (folder, name) = FolderWatcher.split(path)
    try self.init(folder: folder, names: [name] + others)
  }

  deinit {
    close(descriptor)
  }

  /// The folder and the name of a file path, made absolute from the working folder.
  static func split(_ path: String) -> (folder: String, name: String) {
    let absolute = path.hasPrefix("/") ? path : workingFolder() + "/" + path
    let slash = absolute.lastIndex(of: "/")!
    let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    return (folder, String(absolute[absolute.index(after: slash)...]))
  }

  /// Reads the events waiting (never blocks); true when one of the files may have changed.
  func readChanges() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var changed = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (length, mask, eventName) = buffer.withUnsafeBytes { raw -> (Int, UInt32, String) in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let start = offset + MemoryLayout<inotify_event>.size
          let bytes = raw[start..<(start + Int(event.len))].prefix { $0 != 0 }
          return (Int(event.len), event.mask, String(decoding: bytes, as: UTF8.self))
        }
        offset += MemoryLayout<inotify_event>.size + length
        if watch.path != folder || names.contains(eventName) || mask & UInt32(IN_IGNORED) != 0 { changed = true }
      }
    }
    if watch.path != folder || !FolderWatcher.exists(folder) {
      // Waiting for the folder: move the watch closer when a part of the path appears.
      if FolderWatcher.nearestExisting(folder) != watch.path {
        inotify_rm_watch(descriptor, watch.descriptor)
        watch = FolderWatcher.watchNearest(folder, descriptor)
      }
    }
    return changed
  }

  private static func watchNearest(_ folder: String, _ events: Int32) -> (path: String, descriptor: Int32) {
    let path = nearestExisting(folder)
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    return (path, inotify_add_watch(events, path, mask))
  }

  private static func nearestExisting(_ folder: String) -> String {
    var path = folder
    while !exists(path), let slash = path.lastIndex(of: "/") {
      path = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    return path
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func workingFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
