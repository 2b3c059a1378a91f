/// `FileSystem` on the real file system, through the C library.
package struct SystemFileSystem: FileSystem {
  package init() {}

  package func resolve(_ path: FilePath) throws(FileError) -> FilePath {
    if SystemFileSystem.hasNoLinks(path) { return path }
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
  private static func walk(_ path: FilePath, visit: ((FilePath, [UInt8]) -> Void)?) throws(FileError) -> FilePath {
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
      var info = stat()
      let found = candidate.withCString { lstat($0, &info) } == 0
      if found && info.st_mode & S_IFMT != S_IFLNK {
        done = candidate.bytes
        continue
      }
      // A loop, or a chain longer than the kernel would follow.
      if found && links >= 40 { throw FileError(.read, path: candidate, code: ELOOP) }
      guard found else {
        // Missing: nothing below it can be a link.
        done = pending.reduce(candidate.bytes, SystemFileSystem.join)
        break
      }
      links += 1
      try checkTrusted(link: candidate, owner: info.st_uid, folder: folder)
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
  private static func readTarget(of link: FilePath, in folder: FilePath) throws(FileError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = link.withCString { name in
      buffer.withUnsafeMutableBytes {
        readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
      }
    }
    guard length > 0 else { throw FileError(.read, path: link, code: length < 0 ? errno : ENOENT) }
    let target = Array(buffer[0..<length])
    guard Platform.holdsKernelLinks(folder) else { return target }
    var followed = stat()
    var named = stat()
    let namedPath = FilePath(bytes: target.first == UInt8(ascii: "/") ? target : join(folder.bytes, target))
    guard link.withCString({ stat($0, &followed) }) == 0,
      namedPath.withCString({ stat($0, &named) }) != 0 || Platform.identity(named) != Platform.identity(followed)
    else { return target }
    let regular = followed.st_mode & S_IFMT == S_IFREG
    throw FileError(.notRegularFile(regular ? .unnamed : FileKind(mode: UInt32(followed.st_mode))), path: link, code: 0)
  }

  /// The quick way for the usual path: true when `path` has no `.`, `..` or empty component and no component
  /// that exists is a link (each prefix checked with `lstat` in one buffer, from the root down, stopping at the
  /// first that does not exist: nothing below it can be a link).
  static func hasNoLinks(_ path: FilePath) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var buffer = path.bytes
    buffer.append(0)
    return buffer.withUnsafeMutableBufferPointer { bytes -> Bool in
      let count = bytes.count - 1
      guard count > 0, bytes[count - 1] != slash else { return false }
      var start = bytes[0] == slash ? 1 : 0
      while start < count {
        var end = start
        while end < count && bytes[end] != slash { end += 1 }
        let length = end - start
        if length == 0 || (bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot))) {
          return false
        }
        let saved = bytes[end]
        bytes[end] = 0
        var info = stat()
        let found = bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count + 1) { lstat($0, &info) } == 0
        bytes[end] = saved
        if !found { return true }
        if info.st_mode & S_IFMT == S_IFLNK { return false }
        start = end + 1
      }
      return true
    }
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
  static func checkTrusted(link: FilePath, owner: uid_t, folder: FilePath) throws(FileError) {
    var info = stat()
    guard folder.withCString({ stat($0, &info) }) == 0 else { return }
    let shared = info.st_mode & S_ISVTX != 0 && info.st_mode & S_IWOTH != 0
    guard shared, owner != geteuid(), owner != info.st_uid else { return }
    throw FileError(.untrustedLink(owner: owner, folderOwner: info.st_uid), path: link, code: 0)
  }

  package func isSame(_ first: FilePath, _ second: FilePath) -> Bool {
    var a = stat()
    var b = stat()
    guard first.withCString({ stat($0, &a) }) == 0, second.withCString({ stat($0, &b) }) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  package func read(_ path: FilePath, limit: Int) throws(FileError) -> [UInt8]? {
    try SystemFileSystem.read(at: AT_FDCWD, path.bytes, path: path, limit: limit)
  }

  package func read(_ name: [UInt8], in folder: OpenFolder, limit: Int) throws(FileError) -> [UInt8]? {
    try SystemFileSystem.read(at: folder.descriptor, name, path: folder.path.child(name), limit: limit)
  }

  private static func read(at folder: Int32, _ name: [UInt8], path: FilePath, limit: Int) throws(FileError)
    -> [UInt8]?
  {
    let fd = FilePath(bytes: name).withCString { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
    if fd < 0 {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw FileError(.notRegularFile(.symbolicLink), path: path, code: 0) }
      // A socket or a terminal device refuses the open itself (`ENXIO`): say what it is.
      if let kind = SystemFileSystem.otherKind(name, in: folder) {
        throw FileError(.notRegularFile(kind), path: path, code: 0)
      }
      throw FileError(.read, path: path, code: code)
    }
    defer { Platform.close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(.read, path: path, code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError(.notRegularFile(FileKind(mode: UInt32(info.st_mode))), path: path, code: 0)
    }
    if Int(info.st_size) > limit {
      throw FileError(.tooLarge(size: Int(info.st_size), limit: limit), path: path, code: 0)
    }
    // The file may grow after fstat: read at most one byte past the limit.
    var result = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
    var filled = 0
    while filled < result.count {
      let count = result.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 { throw FileError(.read, path: path, code: errno) }
      if count == 0 { break }
      filled += count
      if filled == result.count && filled <= limit {
        result += [UInt8](repeating: 0, count: min(4096, limit + 1 - filled))
      }
    }
    if filled > limit { throw FileError(.tooLarge(size: filled, limit: limit), path: path, code: 0) }
    result.removeLast(result.count - filled)
    return result
  }

  package func openFolder(_ path: FilePath, create: Bool) throws(FileError) -> OpenFolder? {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    // One buffer, each component ended by a NUL in turn: no allocation per step on the path every read takes.
    var buffer = path.bytes
    buffer.append(0)
    let count = path.bytes.count
    var fd = open(path.bytes.first == slash ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw FileError(.openFolder, path: FilePath(path.bytes.first == slash ? "/" : "."), code: errno)
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
        var code = errno
        if next < 0 && code == ENOENT && create {
          if mkdirat(fd, name, 0o700) == 0 {
            if let owner = SystemFileSystem.otherOwner(of: fd) {
              _ = fchownat(fd, name, owner.user, owner.group, AT_SYMLINK_NOFOLLOW)
            }
          } else if errno != EEXIST {
            return (-1, -errno)
          }
          next = SystemFileSystem.openChild(fd, name)
          code = errno
        }
        return (next, code)
      }
      buffer[end] = saved
      Platform.close(fd)
      guard next >= 0 else {
        if code == ENOENT && !create { return nil }
        // A negative code is mkdirat's.
        let current = FilePath(bytes: Array(path.bytes[..<end]))
        throw FileError(code < 0 ? .createFolder : .openFolder, path: current, code: abs(code))
      }
      fd = next
    }
    return OpenFolder(descriptor: fd, path: path)
  }

  /// Opens the folder `name` in `folder` without following a link: for reading (so that it can be locked), or
  /// only as a path when the caller may search it but not list it.
  private static func openChild(_ folder: Int32, _ name: UnsafePointer<CChar>) -> Int32 {
    let flags = O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    let fd = openat(folder, name, O_RDONLY | flags)
    guard fd < 0, errno == EACCES, let searchOnly = Platform.openForSearchOnly else { return fd }
    return openat(folder, name, searchOnly | flags)
  }

  package func close(_ folder: OpenFolder) {
    Platform.close(folder.descriptor)
  }

  package func lock(_ name: [UInt8], in folder: OpenFolder, create: Bool, timeout: Double) throws(FileError)
    -> LockAttempt
  {
    let path = folder.path.child(name)
    let deadline = Platform.monotonicSeconds() + timeout
    // The folder's lock serializes colormix's changes even when someone deletes or replaces the lock file;
    // where the folder cannot be locked (an `O_PATH` descriptor, NFS), the lock file alone does.
    guard SystemFileSystem.waitForLock(folder.descriptor, until: deadline) else { return .timedOut }
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    while true {
      var fd = FilePath(bytes: name).withCString { openat(folder.descriptor, $0, flags) }
      if fd < 0 && errno == ENOENT && create {
        fd = FilePath(bytes: name).withCString {
          openat(folder.descriptor, $0, flags | O_CREAT | O_EXCL, mode_t(0o600))
        }
        if fd >= 0, let owner = SystemFileSystem.otherOwner(of: folder.descriptor) {
          SystemFileSystem.give(fd, to: owner)
        }
        if fd < 0 && errno == EEXIST { continue }
      }
      guard fd >= 0 else {
        let code = errno
        if code == ENOENT && !create { return .missing }
        if code == ELOOP { throw FileError(.notRegularFile(.symbolicLink), path: path, code: 0) }
        if let kind = SystemFileSystem.otherKind(name, in: folder.descriptor) {
          throw FileError(.notRegularFile(kind), path: path, code: 0)
        }
        throw FileError(.lock, path: path, code: code)
      }
      var locked = stat()
      guard fstat(fd, &locked) == 0, locked.st_mode & S_IFMT == S_IFREG else {
        let code = errno
        Platform.close(fd)
        if locked.st_mode & S_IFMT != S_IFREG {
          throw FileError(.notRegularFile(FileKind(mode: UInt32(locked.st_mode))), path: path, code: 0)
        }
        throw FileError(.lock, path: path, code: code)
      }
      guard SystemFileSystem.waitForLock(fd, until: deadline) else {
        Platform.close(fd)
        return .timedOut
      }
      // The name may have been deleted or replaced while we waited: then the lock guards nothing.
      var named = stat()
      let found = FilePath(bytes: name).withCString { fstatat(folder.descriptor, $0, &named, AT_SYMLINK_NOFOLLOW) }
      let same = found == 0 && Platform.identity(named) == Platform.identity(locked)
      if same { return .locked(fd) }
      Platform.close(fd)
      if Platform.monotonicSeconds() >= deadline { return .timedOut }
    }
  }

  /// Takes an exclusive `flock` on `fd`, retrying until `deadline`; true when held, or when `fd` cannot be
  /// locked at all (a folder opened only as a path, a file system without `flock`).
  private static func waitForLock(_ fd: Int32, until deadline: Double) -> Bool {
    while Platform.retryingOnInterrupt({ flock(fd, LOCK_EX | LOCK_NB) }) != 0 {
      guard errno == EWOULDBLOCK else { return true }
      if Platform.monotonicSeconds() >= deadline { return false }
      usleep(2000)
    }
    return true
  }

  package func unlock(_ handle: Int32) {
    Platform.close(handle)
  }

  package func exists(_ name: [UInt8], in folder: OpenFolder) -> Bool {
    var info = stat()
    return FilePath(bytes: name).withCString { fstatat(folder.descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
  }

  package func createTemporary(_ bytes: [UInt8], for name: [UInt8], in folder: OpenFolder) throws(FileError)
    -> [UInt8]
  {
    var old = stat()
    let replacing =
      FilePath(bytes: name).withCString { fstatat(folder.descriptor, $0, &old, AT_SYMLINK_NOFOLLOW) } == 0
      && old.st_mode & S_IFMT == S_IFREG
    var temporary = name
    var fd: Int32 = -1
    for attempt in 0..<100 {
      temporary = FileNames.temporary(name, unique: SystemFileSystem.unique(attempt))
      fd = FilePath(bytes: temporary).withCString {
        openat(folder.descriptor, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
      }
      if fd >= 0 || errno != EEXIST { break }
    }
    let path = folder.path.child(temporary)
    guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
    defer { Platform.close(fd) }
    do throws(FileError) {
      if !replacing, let owner = SystemFileSystem.otherOwner(of: folder.descriptor) {
        SystemFileSystem.give(fd, to: owner)
      }
      if replacing {
        // Keep the owner and group where allowed (root rewriting another user's store), then the mode.
        if old.st_uid != geteuid() || old.st_gid != getegid() {
          SystemFileSystem.give(fd, to: (old.st_uid, old.st_gid))
        }
        guard fchmod(fd, old.st_mode & 0o7777) == 0 else { throw FileError(.write, path: path, code: errno) }
      }
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes { Platform.write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if count < 0 { throw FileError(.write, path: path, code: errno) }
        offset += count
      }
      guard Platform.sync(fd) == 0 else { throw FileError(.write, path: path, code: errno) }
    } catch {
      remove(temporary, in: folder)
      throw error
    }
    return temporary
  }

  package func rename(_ source: [UInt8], to destination: [UInt8], in folder: OpenFolder) throws(FileError) {
    let result = FilePath(bytes: source).withCString { from in
      FilePath(bytes: destination).withCString { renameat(folder.descriptor, from, folder.descriptor, $0) }
    }
    guard result == 0 else { throw FileError(.replace, path: folder.path.child(destination), code: errno) }
  }

  package func remove(_ name: [UInt8], in folder: OpenFolder) {
    _ = FilePath(bytes: name).withCString { unlinkat(folder.descriptor, $0, 0) }
  }

  package func sync(_ folder: OpenFolder) {
    _ = Platform.sync(folder.descriptor)
  }

  /// What is at `name` in `folder` when it is there and is not a regular file, else nil.
  private static func otherKind(_ name: [UInt8], in folder: Int32) -> FileKind? {
    var info = stat()
    guard FilePath(bytes: name).withCString({ fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
      info.st_mode & S_IFMT != S_IFREG
    else { return nil }
    return FileKind(mode: UInt32(info.st_mode))
  }

  /// The owner and group of `folder` when they are not the caller's. A new file or folder made there gets them,
  /// where the caller may give it away (root making a lock, a store or a folder in another user's folder, which
  /// would otherwise lock that user out); elsewhere it stays the caller's.
  private static func otherOwner(of folder: Int32) -> (user: uid_t, group: gid_t)? {
    var info = stat()
    guard fstat(folder, &info) == 0, info.st_uid != geteuid() || info.st_gid != getegid() else { return nil }
    return (info.st_uid, info.st_gid)
  }

  /// Gives the open file `fd` to `owner`, or at least to its group, where the caller may; else leaves it.
  private static func give(_ fd: Int32, to owner: (user: uid_t, group: gid_t)) {
    if fchown(fd, owner.user, owner.group) != 0 { _ = fchown(fd, uid_t.max, owner.group) }
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
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    let nanoseconds = UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    return (UInt64(getpid()) << 44) ^ nanoseconds ^ UInt64(attempt)
  }

}
