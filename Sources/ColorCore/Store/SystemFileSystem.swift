@preconcurrency import Glibc

/// `FileSystem` on the real file system, through Glibc.
public struct SystemFileSystem: FileSystem {
  public init() {}

  public func resolve(_ path: FilePath) -> FilePath {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard current.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = current.withCString { name in
        buffer.withUnsafeMutableBytes {
          readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
        }
      }
      guard length > 0 else { return current }
      let target = FilePath(bytes: Array(buffer[0..<length]))
      current = target.bytes.first == UInt8(ascii: "/") ? target : current.folder.child(target.bytes)
    }
    return current
  }

  public func isSame(_ first: FilePath, _ second: FilePath) -> Bool {
    var a = stat()
    var b = stat()
    guard first.withCString({ stat($0, &a) }) == 0, second.withCString({ stat($0, &b) }) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  public func read(_ path: FilePath, limit: Int) throws(FileError) -> [UInt8]? {
    let fd = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
    if fd < 0 {
      let code = errno
      if code == ENOENT { return nil }
      if code == ELOOP { throw FileError(.notRegularFile(.symbolicLink), path: path, code: 0) }
      throw FileError(.read, path: path, code: code)
    }
    defer { close(fd) }
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
      let count = result.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(.read, path: path, code: errno)
      }
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

  public func makeDirectories(_ path: FilePath) throws(FileError) {
    var prefix: [UInt8] = path.bytes.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] : []
    for component in path.bytes.split(separator: UInt8(ascii: "/")) {
      prefix += component
      let current = FilePath(bytes: prefix)
      if current.withCString({ mkdir($0, 0o700) }) != 0, errno != EEXIST {
        throw FileError(.createFolder, path: current, code: errno)
      }
      prefix.append(UInt8(ascii: "/"))
    }
  }

  public func permissions(of path: FilePath) -> UInt32? {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  public func exists(_ path: FilePath) -> Bool {
    var info = stat()
    return path.withCString { lstat($0, &info) } == 0
  }

  public func createTemporary(_ bytes: [UInt8], prefix: FilePath, mode: UInt32) throws(FileError) -> FilePath {
    var path = prefix
    var fd: Int32 = -1
    for attempt in 0..<100 {
      path = prefix.appending(SystemFileSystem.uniqueSuffix(attempt))
      fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600)) }
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
    defer { close(fd) }
    do throws(FileError) {
      guard fchmod(fd, mode_t(mode)) == 0 else { throw FileError(.write, path: path, code: errno) }
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if count < 0 {
          if errno == EINTR { continue }
          throw FileError(.write, path: path, code: errno)
        }
        offset += count
      }
      guard fsync(fd) == 0 else { throw FileError(.write, path: path, code: errno) }
    } catch {
      remove(path)
      throw error
    }
    return path
  }

  public func remove(_ path: FilePath) {
    _ = path.withCString { unlink($0) }
  }

  public func rename(_ source: FilePath, to destination: FilePath) throws(FileError) {
    let result = source.withCString { from in destination.withCString { Glibc.rename(from, $0) } }
    guard result == 0 else { throw FileError(.replace, path: destination, code: errno) }
  }

  public func lock(_ path: FilePath, create: Bool, timeout: Double) throws(FileError) -> LockAttempt {
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (create ? O_CREAT : 0)
    let fd = path.withCString { open($0, flags, mode_t(0o600)) }
    guard fd >= 0 else {
      if errno == ENOENT && !create { return .missing }
      if errno == ELOOP { throw FileError(.notRegularFile(.symbolicLink), path: path, code: 0) }
      throw FileError(.lock, path: path, code: errno)
    }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      let code = errno
      close(fd)
      if info.st_mode & S_IFMT != S_IFREG {
        throw FileError(.notRegularFile(FileKind(mode: UInt32(info.st_mode))), path: path, code: 0)
      }
      throw FileError(.lock, path: path, code: code)
    }
    let deadline = SystemFileSystem.now() + timeout
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        close(fd)
        throw FileError(.lock, path: path, code: code)
      }
      if SystemFileSystem.now() >= deadline {
        close(fd)
        return .timedOut
      }
      usleep(2000)
    }
    return .locked(fd)
  }

  public func unlock(_ handle: Int32) {
    close(handle)
  }

  /// `.tmp.<pid>.<nanoseconds>.<attempt>`: fresh for every write, so a name planted in advance is never opened.
  private static func uniqueSuffix(_ attempt: Int) -> String {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return ".tmp.\(getpid()).\(time.tv_sec)\(time.tv_nsec).\(attempt)"
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
