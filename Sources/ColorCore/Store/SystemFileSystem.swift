/// `FileSystem` on the real file system, through the C library's wrappers in `Platform`.
package struct SystemFileSystem: FileSystem {
  package init() {}

  package func resolve(_ path: FilePath) throws(StoreError.FileError) -> FilePath {
    try SystemFileSystem.checkLength(path)
    if SystemFileSystem.hasNoLinks(path) { return path }
    let real = try SystemFileSystem.walk(path, visit: nil)
    try SystemFileSystem.checkLength(real)
    return real
  }

  /// Refuses a path the system cannot take whole (`PATH_MAX` bytes with its NUL, 4,096 on Linux): its components
  /// cannot all be looked at by their paths (`lstat` fails as if they were missing), so a link among them could
  /// go unseen (`ENAMETOOLONG`). A resolved path is checked too: a link may lead to a longer one.
  static func checkLength(_ path: FilePath) throws(StoreError.FileError) {
    guard path.bytes.count >= Platform.pathMax else { return }
    throw StoreError.FileError(.read, path: path, code: SystemError.nameTooLong)
  }

  package func resolve(_ path: FilePath, inLinkFreeFolder: Bool) throws(StoreError.FileError) -> FilePath {
    let name = path.name
    let dot = UInt8(ascii: ".")
    guard inLinkFreeFolder, !name.isEmpty, name != [dot], name != [dot, dot] else { return try resolve(path) }
    try SystemFileSystem.checkLength(path)
    var info = Platform.FileInfo()
    // Missing, or there and not a link: the path names itself, as `hasNoLinks` would find.
    let found = path.withCString { Platform.status($0, &info, followingLinks: false) }
    if !found || !info.isLink { return path }
    return try SystemFileSystem.walk(path, visit: nil)
  }

  /// The lookups resolving `path` makes, in order: each folder looked in and the name looked up there, up to the
  /// first name that is missing (or a link that is refused). Watchers watch these folders, so that a link
  /// pointed elsewhere or a folder on the way moved away is noticed.
  package func trace(_ path: FilePath) -> [(folder: FilePath, name: [UInt8])] {
    var lookups: [(folder: FilePath, name: [UInt8])] = []
    _ = try? SystemFileSystem.walk(path) { lookups.append(($0, $1)) }
    return lookups
  }

  /// `resolve` the long way, telling `visit` each folder it looks in and the name it looks up there.
  private static func walk(_ path: FilePath, visit: ((FilePath, [UInt8]) -> Void)?) throws(StoreError.FileError)
    -> FilePath
  {
    let slash = UInt8(ascii: "/")
    // `done` never names a link: each component is looked at before it is added.
    var done: [UInt8] = path.bytes.first == slash ? [slash] : []
    var pending = SystemFileSystem.components(path.bytes)
    var links = 0
    while !pending.isEmpty {
      let component = pending.removeFirst()
      if component == [UInt8(ascii: ".")] { continue }
      if component == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        done = parent(of: done)
        continue
      }
      let folder = FilePath(bytes: done.isEmpty ? [UInt8(ascii: ".")] : done)
      let candidate = FilePath(bytes: SystemFileSystem.join(done, component))
      visit?(folder, component)
      var info = Platform.FileInfo()
      let found = candidate.withCString { Platform.status($0, &info, followingLinks: false) }
      if found && !info.isLink {
        done = candidate.bytes
        continue
      }
      // A loop, or a chain longer than the kernel would follow.
      if found && links >= 40 { throw StoreError.FileError(.read, path: candidate, code: SystemError.tooManyLinks) }
      guard found else {
        // Missing: nothing below it can be a link.
        done = pending.reduce(candidate.bytes, SystemFileSystem.join)
        break
      }
      links += 1
      try checkTrusted(link: candidate, owner: info.user, folder: folder)
      let target = try readTarget(of: candidate, in: folder)
      if target.first == slash { done = [slash] }
      pending = components(target) + pending
    }
    return FilePath(bytes: done.isEmpty ? [UInt8(ascii: ".")] : done)
  }

  /// The text of the link at `link` (in `folder`). The kernel's own links (in `/proc`) may lead to something
  /// their text does not name: `/dev/stdin` on a pipe reads `pipe:[123]`, a descriptor of a deleted file reads
  /// `/x/a.json (deleted)`, which anyone may create. Such a link is refused for what it leads to, never taken for
  /// a missing file to create or for the file its text names.
  private static func readTarget(of link: FilePath, in folder: FilePath) throws(StoreError.FileError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: Platform.pathMax + 1)
    let length = link.withCString { name in
      buffer.withUnsafeMutableBytes {
        Platform.readLink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
      }
    }
    guard length > 0 else {
      throw StoreError.FileError(.read, path: link, code: length < 0 ? Platform.lastError : SystemError.noEntry)
    }
    let target = Array(buffer[0..<length])
    guard Platform.holdsKernelLinks(folder) else { return target }
    var followed = Platform.FileInfo()
    var named = Platform.FileInfo()
    let namedPath = FilePath(bytes: target.first == UInt8(ascii: "/") ? target : join(folder.bytes, target))
    guard link.withCString({ Platform.status($0, &followed, followingLinks: true) }),
      !namedPath.withCString({ Platform.status($0, &named, followingLinks: true) })
        || Platform.identity(named) != Platform.identity(followed)
    else { return target }
    throw StoreError.FileError(
      .notRegularFile(followed.isRegular ? .unnamed : FileKind(mode: followed.mode)), path: link, code: 0)
  }

  /// The quick way for the usual path: true when `path` has no `.`, `..` or empty component and no component
  /// that exists is a link. Its folder is opened in one call that refuses a link anywhere on the way
  /// (`Platform.openFolderWithoutLinks`) and the name is looked at in it; where that call fails (the system has
  /// none, a folder is missing or is a link), each prefix is checked with `lstat` in one buffer, from the root
  /// down, stopping at the first that does not exist: nothing below it can be a link.
  static func hasNoLinks(_ path: FilePath) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var buffer = path.bytes
    buffer.append(0)
    return buffer.withUnsafeMutableBufferPointer { bytes -> Bool in
      let count = bytes.count - 1
      guard count > 0, bytes[count - 1] != slash else { return false }
      var start = bytes[0] == slash ? 1 : 0
      var lastSlash = bytes[0] == slash ? 0 : -1
      while start < count {
        var end = start
        while end < count && bytes[end] != slash { end += 1 }
        let length = end - start
        if length == 0 || (bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot))) {
          return false
        }
        if end < count { lastSlash = end }
        start = end + 1
      }
      if let found = nameIsLink(in: bytes, after: lastSlash) { return !found }
      start = bytes[0] == slash ? 1 : 0
      while start < count {
        var end = start
        while end < count && bytes[end] != slash { end += 1 }
        let saved = bytes[end]
        bytes[end] = 0
        var info = Platform.FileInfo()
        let found = bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count + 1) {
          Platform.status($0, &info, followingLinks: false)
        }
        bytes[end] = saved
        if !found { return true }
        if info.isLink { return false }
        start = end + 1
      }
      return true
    }
  }

  /// Whether the last component of the path in `bytes` (NUL-terminated, its last slash at `lastSlash`, or -1) is
  /// a link, with its folder opened by one call that refuses links; nil when that call fails.
  private static func nameIsLink(in bytes: UnsafeMutableBufferPointer<UInt8>, after lastSlash: Int) -> Bool? {
    let base = UnsafeMutableRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
    let fd: Int32
    if lastSlash < 0 {
      fd = Platform.openFolderWithoutLinks(".", searchOnly: true)
    } else if lastSlash == 0 {
      fd = Platform.openFolderWithoutLinks("/", searchOnly: true)
    } else {
      bytes[lastSlash] = 0
      fd = Platform.openFolderWithoutLinks(base, searchOnly: true)
      bytes[lastSlash] = UInt8(ascii: "/")
    }
    guard fd >= 0 else { return nil }
    defer { Platform.close(fd) }
    var info = Platform.FileInfo()
    return Platform.status(base + lastSlash + 1, in: fd, &info) && info.isLink
  }

  /// The folder above `path`, a path without links, `.` or `..` but at its start: `..` when it is the working
  /// folder or already climbs, `/` above `/`.
  private static func parent(of path: [UInt8]) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    let dotDot = [UInt8(ascii: "."), UInt8(ascii: ".")]
    if path == [slash] { return path }
    guard let last = path.split(separator: slash).last, Array(last) != dotDot else { return join(path, dotDot) }
    guard let cut = path.lastIndex(of: slash) else { return [] }
    return cut == 0 ? [slash] : Array(path[..<cut])
  }

  /// The kernel's `fs.protected_symlinks` rule: in a sticky, world-writable folder, only links owned by the
  /// caller or by the folder's owner are followed.
  static func checkTrusted(link: FilePath, owner: UInt32, folder: FilePath) throws(StoreError.FileError) {
    var info = Platform.FileInfo()
    guard folder.withCString({ Platform.status($0, &info, followingLinks: true) }) else { return }
    guard info.isSharedSticky, owner != Platform.effectiveUser, owner != info.user else { return }
    throw StoreError.FileError(.untrustedLink(owner: owner, folderOwner: info.user), path: link, code: 0)
  }

  package func isSame(_ first: FilePath, _ second: FilePath) -> Bool {
    var a = Platform.FileInfo()
    var b = Platform.FileInfo()
    guard first.withCString({ Platform.status($0, &a, followingLinks: true) }),
      second.withCString({ Platform.status($0, &b, followingLinks: true) })
    else { return false }
    return Platform.identity(a) == Platform.identity(b)
  }

  package func read(_ path: FilePath, limit: Int) throws(StoreError.FileError) -> [UInt8]? {
    try SystemFileSystem.read(at: Platform.workingFolder, path.bytes, path: path, limit: limit)
  }

  package func read(_ name: [UInt8], in folder: OpenFolder, limit: Int) throws(StoreError.FileError) -> [UInt8]? {
    try SystemFileSystem.read(at: folder.descriptor, name, path: folder.path.child(name), limit: limit)
  }

  private static func read(at folder: Int32, _ name: [UInt8], path: FilePath, limit: Int) throws(StoreError.FileError)
    -> [UInt8]?
  {
    let fd = FilePath(bytes: name).withCString { Platform.openForReading($0, in: folder) }
    if fd < 0 {
      let code = Platform.lastError
      if code == SystemError.noEntry { return nil }
      if code == SystemError.tooManyLinks {
        throw StoreError.FileError(.notRegularFile(.symbolicLink), path: path, code: 0)
      }
      // A socket or a terminal device refuses the open itself (`ENXIO`): say what it is.
      if let kind = SystemFileSystem.otherKind(name, in: folder) {
        throw StoreError.FileError(.notRegularFile(kind), path: path, code: 0)
      }
      throw StoreError.FileError(.read, path: path, code: code)
    }
    defer { Platform.close(fd) }
    var info = Platform.FileInfo()
    guard Platform.status(fd, &info) else { throw StoreError.FileError(.read, path: path, code: Platform.lastError) }
    guard info.isRegular else {
      throw StoreError.FileError(.notRegularFile(FileKind(mode: info.mode)), path: path, code: 0)
    }
    if info.size > limit {
      throw StoreError.FileError(.tooLarge(size: info.size, limit: limit), path: path, code: 0)
    }
    // The file may grow after fstat: read at most one byte past the limit.
    var result = [UInt8](repeating: 0, count: min(info.size, limit) + 1)
    var filled = 0
    while filled < result.count {
      let count = result.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 { throw StoreError.FileError(.read, path: path, code: Platform.lastError) }
      if count == 0 { break }
      filled += count
      if filled == result.count && filled <= limit {
        result += [UInt8](repeating: 0, count: min(4096, limit + 1 - filled))
      }
    }
    if filled > limit { throw StoreError.FileError(.tooLarge(size: filled, limit: limit), path: path, code: 0) }
    result.removeLast(result.count - filled)
    return result
  }

  package func openFolder(_ path: FilePath, create: Bool) throws(StoreError.FileError) -> OpenFolder? {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    // One buffer, each component ended by a NUL in turn: no allocation per step on the path every read takes.
    var buffer = path.bytes
    buffer.append(0)
    // The whole path in one call that refuses links, where the system has it; else (or when that fails: a
    // folder missing, unreadable or a link) one component at a time.
    let whole = buffer.withUnsafeBufferPointer {
      Platform.openFolderWithoutLinks(
        UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), searchOnly: false)
    }
    if whole >= 0 { return OpenFolder(descriptor: whole, path: path) }
    let count = path.bytes.count
    let absolute = path.bytes.first == slash
    var fd = Platform.openStartFolder(absolute: absolute)
    // Like every folder on the way, one the caller may search but not list is opened only as a path.
    if fd < 0, Platform.lastError == SystemError.accessDenied, let searchOnly = Platform.openForSearchOnly {
      fd = Platform.openStartFolder(absolute: absolute, searchOnly: searchOnly)
    }
    guard fd >= 0 else {
      throw StoreError.FileError(
        .openFolder, path: FilePath(path.bytes.first == slash ? "/" : "."), code: Platform.lastError)
    }
    // Component by component, never following a link: `path` came from `resolve`, so a link here is new.
    var start = 0
    while start < count {
      var end = start
      while end < count && buffer[end] != slash { end += 1 }
      defer { start = end + 1 }
      if end == start || (end == start + 1 && buffer[start] == dot) { continue }
      let saved = buffer[end]
      buffer[end] = 0
      let (next, code) = buffer.withUnsafeBufferPointer { bytes -> (Int32, Int32) in
        let name = UnsafeRawPointer(bytes.baseAddress! + start).assumingMemoryBound(to: CChar.self)
        var next = SystemFileSystem.openChild(fd, name)
        var code = Platform.lastError
        if next < 0 && code == SystemError.noEntry && create {
          if Platform.makeFolder(name, in: fd) {
            if let owner = SystemFileSystem.otherOwner(of: fd) {
              Platform.setOwner(name, in: fd, user: owner.user, group: owner.group)
            }
          } else if Platform.lastError != SystemError.exists {
            return (-1, -Platform.lastError)
          }
          next = SystemFileSystem.openChild(fd, name)
          code = Platform.lastError
        }
        return (next, code)
      }
      buffer[end] = saved
      Platform.close(fd)
      guard next >= 0 else {
        if code == SystemError.noEntry && !create { return nil }
        // A negative code is mkdirat's.
        let current = FilePath(bytes: Array(path.bytes[..<end]))
        throw StoreError.FileError(code < 0 ? .createFolder : .openFolder, path: current, code: abs(code))
      }
      fd = next
    }
    return OpenFolder(descriptor: fd, path: path)
  }

  /// Opens the folder `name` in `folder` without following a link: for reading (so that it can be locked), or
  /// only as a path when the caller may search it but not list it.
  private static func openChild(_ folder: Int32, _ name: UnsafePointer<CChar>) -> Int32 {
    let fd = Platform.openFolder(name, in: folder)
    guard fd < 0, Platform.lastError == SystemError.accessDenied, let searchOnly = Platform.openForSearchOnly else {
      return fd
    }
    return Platform.openFolder(name, in: folder, searchOnly: searchOnly)
  }

  package func close(_ folder: OpenFolder) {
    Platform.close(folder.descriptor)
  }

  package func lock(_ name: [UInt8], in folder: OpenFolder, create: Bool, timeout: Double) throws(StoreError.FileError)
    -> LockAttempt
  {
    let path = folder.path.child(name)
    let deadline = Platform.monotonicSeconds() + timeout
    // The folder's lock serializes colormix's changes even when someone deletes or replaces the lock file;
    // where the folder cannot be locked (an `O_PATH` descriptor, NFS), the lock file alone does.
    guard SystemFileSystem.waitForLock(folder.descriptor, until: deadline) else { return .timedOut }
    while true {
      var fd = FilePath(bytes: name).withCString { Platform.openForLocking($0, in: folder.descriptor, create: false) }
      if fd < 0 && Platform.lastError == SystemError.noEntry && create {
        fd = FilePath(bytes: name).withCString { Platform.openForLocking($0, in: folder.descriptor, create: true) }
        if fd >= 0, let owner = SystemFileSystem.otherOwner(of: folder.descriptor) {
          SystemFileSystem.give(fd, to: owner)
        }
        if fd < 0 && Platform.lastError == SystemError.exists { continue }
      }
      guard fd >= 0 else {
        let code = Platform.lastError
        if code == SystemError.noEntry && !create { return .missing }
        if code == SystemError.tooManyLinks {
          throw StoreError.FileError(.notRegularFile(.symbolicLink), path: path, code: 0)
        }
        if let kind = SystemFileSystem.otherKind(name, in: folder.descriptor) {
          throw StoreError.FileError(.notRegularFile(kind), path: path, code: 0)
        }
        throw StoreError.FileError(.lock, path: path, code: code)
      }
      var locked = Platform.FileInfo()
      guard Platform.status(fd, &locked), locked.isRegular else {
        let code = Platform.lastError
        Platform.close(fd)
        if !locked.isRegular {
          throw StoreError.FileError(.notRegularFile(FileKind(mode: locked.mode)), path: path, code: 0)
        }
        throw StoreError.FileError(.lock, path: path, code: code)
      }
      guard SystemFileSystem.waitForLock(fd, until: deadline) else {
        Platform.close(fd)
        return .timedOut
      }
      // The name may have been deleted or replaced while we waited: then the lock guards nothing.
      var named = Platform.FileInfo()
      let found = FilePath(bytes: name).withCString { Platform.status($0, in: folder.descriptor, &named) }
      let same = found && Platform.identity(named) == Platform.identity(locked)
      if same { return .locked(fd) }
      Platform.close(fd)
      if Platform.monotonicSeconds() >= deadline { return .timedOut }
    }
  }

  /// Takes an exclusive `flock` on `fd`, retrying until `deadline`; true when held, or when `fd` cannot be
  /// locked at all (a folder opened only as a path, a file system without `flock`).
  private static func waitForLock(_ fd: Int32, until deadline: Double) -> Bool {
    while true {
      guard let held = Platform.tryLock(fd), !held else { return true }
      if Platform.monotonicSeconds() >= deadline { return false }
      Platform.sleep(microseconds: 2000)
    }
  }

  package func unlock(_ handle: Int32) {
    Platform.close(handle)
  }

  package func exists(_ name: [UInt8], in folder: OpenFolder) -> Bool {
    var info = Platform.FileInfo()
    return FilePath(bytes: name).withCString { Platform.status($0, in: folder.descriptor, &info) }
  }

  package func createTemporary(_ bytes: [UInt8], for name: [UInt8], in folder: OpenFolder) throws(StoreError.FileError)
    -> [UInt8]
  {
    var old = Platform.FileInfo()
    let replacing =
      FilePath(bytes: name).withCString { Platform.status($0, in: folder.descriptor, &old) } && old.isRegular
    var temporary = name
    var fd: Int32 = -1
    for attempt in 0..<100 {
      temporary = FileNames.temporary(name, unique: SystemFileSystem.unique(attempt))
      fd = FilePath(bytes: temporary).withCString { Platform.createForWriting($0, in: folder.descriptor) }
      if fd >= 0 || Platform.lastError != SystemError.exists { break }
    }
    let path = folder.path.child(temporary)
    guard fd >= 0 else { throw StoreError.FileError(.write, path: path, code: Platform.lastError) }
    defer { Platform.close(fd) }
    do throws(StoreError.FileError) {
      if !replacing, let owner = SystemFileSystem.otherOwner(of: folder.descriptor) {
        SystemFileSystem.give(fd, to: owner)
      }
      if replacing {
        // Keep the owner and group where allowed (root rewriting another user's store), then the mode.
        if old.user != Platform.effectiveUser || old.group != Platform.effectiveGroup {
          SystemFileSystem.give(fd, to: (old.user, old.group))
        }
        guard Platform.setMode(fd, old.mode) else {
          throw StoreError.FileError(.write, path: path, code: Platform.lastError)
        }
      }
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes { Platform.write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if count < 0 { throw StoreError.FileError(.write, path: path, code: Platform.lastError) }
        offset += count
      }
      guard Platform.sync(fd) == 0 else { throw StoreError.FileError(.write, path: path, code: Platform.lastError) }
    } catch {
      remove(temporary, in: folder)
      throw error
    }
    return temporary
  }

  package func rename(_ source: [UInt8], to destination: [UInt8], in folder: OpenFolder) throws(StoreError.FileError) {
    let result = FilePath(bytes: source).withCString { from in
      FilePath(bytes: destination).withCString { Platform.rename(from, to: $0, in: folder.descriptor) }
    }
    guard result else {
      throw StoreError.FileError(.replace, path: folder.path.child(destination), code: Platform.lastError)
    }
  }

  package func remove(_ name: [UInt8], in folder: OpenFolder) {
    FilePath(bytes: name).withCString { Platform.remove($0, in: folder.descriptor) }
  }

  package func sync(_ folder: OpenFolder) {
    _ = Platform.sync(folder.descriptor)
  }

  /// What is at `name` in `folder` when it is there and is not a regular file, else nil.
  private static func otherKind(_ name: [UInt8], in folder: Int32) -> FileKind? {
    var info = Platform.FileInfo()
    guard FilePath(bytes: name).withCString({ Platform.status($0, in: folder, &info) }), !info.isRegular else {
      return nil
    }
    return FileKind(mode: info.mode)
  }

  /// The owner and group of `folder` when they are not the caller's. A new file or folder made there gets them,
  /// where the caller may give it away (root making a lock, a store or a folder in another user's folder, which
  /// would otherwise lock that user out); elsewhere it stays the caller's.
  private static func otherOwner(of folder: Int32) -> (user: UInt32, group: UInt32)? {
    var info = Platform.FileInfo()
    guard Platform.status(folder, &info), info.user != Platform.effectiveUser || info.group != Platform.effectiveGroup
    else { return nil }
    return (info.user, info.group)
  }

  /// Gives the open file `fd` to `owner`, or at least to its group, where the caller may; else leaves it.
  private static func give(_ fd: Int32, to owner: (user: UInt32, group: UInt32)) {
    if !Platform.setOwner(fd, user: owner.user, group: owner.group) {
      _ = Platform.setOwner(fd, user: UInt32.max, group: owner.group)
    }
  }

  /// The path's components, without empty ones (`a//b/` is `a`, `b`).
  private static func components(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: UInt8(ascii: "/")).map(Array.init)
  }

  private static func join(_ folder: [UInt8], _ name: [UInt8]) -> [UInt8] {
    if folder.isEmpty { return name }
    return folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
  }

  /// Fresh for every write (the process, the time, the attempt), so a name planted in advance is never opened.
  private static func unique(_ attempt: Int) -> UInt64 {
    (UInt64(Platform.processID) << 44) ^ Platform.realTimeNanoseconds() ^ UInt64(attempt)
  }

}
