#if os(Linux)
  import ColorCore

  /// The watcher on Linux: inotify watches on every folder the store path is looked up in, each filtered to the
  /// names that matter there (the store is replaced by rename, so folders are watched, not files). A link
  /// pointed elsewhere, a folder on the way moved or deleted, or a missing folder appearing is an event in one
  /// of them; then the path is worked out again and the watches moved to where it leads now. When the kernel
  /// refuses a watch (the per-user limit), it becomes a `PollingWatcher` and says why in `fallback`.
  package final class InotifyWatcher: FolderWatcher {
    package let target: WatchTarget
    private var events: Int32
    /// The watches: for each watch descriptor, its folder and the names that count there.
    private var watches: [Int32: (folder: FilePath, names: Set<[UInt8]>)] = [:]
    /// What it became when the kernel refused.
    private var polling: PollingWatcher?
    private let addWatch: (Int32, FilePath, UInt32) -> Int32

    /// Watches `target`; `addWatch` is the seam where tests make the kernel refuse.
    package init(
      _ target: WatchTarget,
      addWatch: @escaping (Int32, FilePath, UInt32) -> Int32 = Inotify.addWatch
    ) {
      self.target = target
      self.addWatch = addWatch
      events = Inotify.open()
      if events < 0 {
        fallBack(
          StoreError.FileError(.watch, path: target.store.description, code: Platform.lastError, given: target.given))
      } else {
        arm()
      }
    }

    deinit {
      if events >= 0 { Platform.close(events) }
    }

    package var descriptor: Int32? { polling == nil ? events : nil }
    package var timeout: Int32 { polling?.timeout ?? -1 }
    package var fallback: StoreError.FileError? { polling?.fallback }

    package func readChanges() -> Bool {
      if let polling { return polling.readChanges() }
      var changed = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { Platform.read(events, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + Inotify.eventSize <= count {
          let (watch, mask, name, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, [UInt8], Int) in
            let event = Inotify.event(in: raw, at: offset)
            let start = offset + Inotify.eventSize
            let name = Array(raw[start..<(start + event.length)].prefix { $0 != 0 })
            return (event.watch, event.mask, name, event.length)
          }
          offset += Inotify.eventSize + length
          if InotifyWatcher.counts(mask: mask, name: name, names: watches[watch]?.names) { changed = true }
        }
      }
      // Where the path leads may have changed: watch there now.
      if changed { arm() }
      return changed || polling != nil
    }

    /// Whether one inotify event may mean a change: a lost queue (`IN_Q_OVERFLOW`), a watched folder's own move
    /// or deletion, or a name that counts in its folder. `names` is nil for a watch no longer held.
    package static func counts(mask: UInt32, name: [UInt8], names: Set<[UInt8]>?) -> Bool {
      if mask & Inotify.overflow != 0 { return true }
      guard let names else { return false }
      return mask & Inotify.watchEnded != 0 || names.contains(name)
    }

    /// Watches every folder the path is looked up in; polls from now on when the kernel refuses. A folder made
    /// after the path was worked out but before its parent's watch was in place sends no event: so the path is
    /// worked out again after the watches are placed, and they are placed again until both agree.
    private func arm() {
      var folders = target.folders()
      for _ in 0..<8 {
        place(folders)
        let now = target.folders()
        if polling != nil || (now.map(\.folder) == folders.map(\.folder) && now.map(\.names) == folders.map(\.names)) {
          return
        }
        folders = now
      }
    }

    private func place(_ folders: [(folder: FilePath, names: [[UInt8]])]) {
      for watch in watches.keys { Inotify.removeWatch(events, watch) }
      watches = [:]
      let mask = Inotify.folderChanges
      for (folder, names) in folders {
        let watch = addWatch(events, folder, mask)
        // Gone, or not a folder (a file on the way): the folder above it is watched for it, and `arm` places
        // the watches again if the path changed meanwhile. Only the kernel's refusal means polling.
        if watch < 0 && (Platform.lastError == SystemError.noEntry || Platform.lastError == SystemError.notAFolder) {
          continue
        }
        guard watch >= 0 else {
          fallBack(
            StoreError.FileError(.watch, path: folder.description, code: Platform.lastError, given: target.given))
          return
        }
        // One folder reached twice (through a link) is one watch: its names add up.
        watches[watch, default: (folder, [])].names.formUnion(names)
      }
    }

    private func fallBack(_ error: StoreError.FileError) {
      if events >= 0 { Platform.close(events) }
      events = -1
      watches = [:]
      polling = PollingWatcher(target, fallback: error)
    }
  }
#endif
