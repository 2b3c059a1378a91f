#if os(Linux)
  import ColorCore

  /// The watcher on Linux: an inotify watch on the folder (the store is replaced by rename, so the file cannot be
  /// watched). A folder that does not exist yet is waited for by watching the nearest folder above it that does,
  /// and a folder moved or deleted is watched again where its path now leads. When the kernel refuses a watch
  /// (the per-user limit), it becomes a `PollingWatcher` and says why in `fallback`.
  final class InotifyWatcher: FolderWatcher {
    let folder: FilePath
    let names: [[UInt8]]
    private var events: Int32
    /// Where the watch is: `folder` or the nearest folder above it, with that folder's device and inode.
    private var watched: (path: FilePath, watch: Int32, device: UInt64?, inode: UInt64?)?
    /// What it became when the kernel refused.
    private var polling: PollingWatcher?
    private let addWatch: (Int32, FilePath, UInt32) -> Int32

    /// Watches the absolute `folder` for changes to the files `names`; `addWatch` is the seam where tests make
    /// the kernel refuse.
    init(
      folder: FilePath, names: [[UInt8]],
      addWatch: @escaping (Int32, FilePath, UInt32) -> Int32 = { fd, path, mask in
        path.withCString { inotify_add_watch(fd, $0, mask) }
      }
    ) {
      self.folder = folder
      self.names = names
      self.addWatch = addWatch
      events = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if events < 0 {
        fallBack(FileError(.read, path: folder, code: errno))
      } else {
        arm()
      }
    }

    deinit {
      if events >= 0 { Platform.close(events) }
    }

    var descriptor: Int32? { polling == nil ? events : nil }
    var timeout: Int32 { polling?.timeout ?? -1 }
    var fallback: FileError? { polling?.fallback }

    func readChanges() -> Bool {
      if let polling { return polling.readChanges() }
      var changed = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { Platform.read(events, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let (mask, name, length) = buffer.withUnsafeBytes { raw -> (UInt32, [UInt8], Int) in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let start = offset + MemoryLayout<inotify_event>.size
            return (event.mask, Array(raw[start..<(start + Int(event.len))].prefix { $0 != 0 }), Int(event.len))
          }
          offset += MemoryLayout<inotify_event>.size + length
          if InotifyWatcher.counts(mask: mask, name: name, names: names, waiting: watched?.path != folder) {
            changed = true
          }
        }
      }
      // The folder moved, was deleted, or a part of its path appeared: watch where the path leads now.
      if let watched {
        let now = FolderPaths.identity(of: watched.path)
        if now == nil || now?.device != watched.device || now?.inode != watched.inode
          || FolderPaths.nearestExisting(folder) != watched.path
        {
          changed = true
          arm()
        }
      }
      return changed || polling != nil
    }

    /// Whether one inotify event may mean a change: a named file's, a lost queue (`IN_Q_OVERFLOW`), the watched
    /// folder's own move or deletion, or anything while the folder is still being waited for.
    static func counts(mask: UInt32, name: [UInt8], names: [[UInt8]], waiting: Bool) -> Bool {
      let always = UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_MOVE_SELF | IN_DELETE_SELF | IN_UNMOUNT)
      return waiting || mask & always != 0 || names.contains(name)
    }

    /// Watches `folder`, or the nearest folder above it; polls from now on when the kernel refuses.
    private func arm() {
      if let watched, watched.watch >= 0 { inotify_rm_watch(events, watched.watch) }
      let path = FolderPaths.nearestExisting(folder)
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVE_SELF | IN_DELETE_SELF
          | IN_ONLYDIR)
      let watch = addWatch(events, path, mask)
      guard watch >= 0 else {
        fallBack(FileError(.read, path: path, code: errno))
        return
      }
      let identity = FolderPaths.identity(of: path)
      watched = (path, watch, identity?.device, identity?.inode)
    }

    private func fallBack(_ error: FileError) {
      if events >= 0 { Platform.close(events) }
      events = -1
      watched = nil
      polling = PollingWatcher(folder: folder, names: names, fallback: error)
    }
  }
#endif
