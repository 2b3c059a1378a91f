@preconcurrency import Glibc

/// `FileSystem` on the real file system, through Glibc.
public struct SystemFileSystem: FileSystem {
  public init() {}

  public func read(_ path: String) throws(FileError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw FileError(.read, path: path, code: errno)
    }
    defer { close(fd) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(.read, path: path, code: errno)
      }
      if count == 0 { return result }
      result.append(contentsOf: buffer[0..<count])
    }
  }

  public func makeDirectories(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o700) != 0, errno != EEXIST {
        throw FileError(.createFolder, path: prefix, code: errno)
      }
      prefix += "/"
    }
  }

  public func writeTarget(of path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : LockedFile.folder(of: current) + "/" + target
    }
    return current
  }

  public func permissions(of path: String) -> UInt32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  public func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  public func writeAndSync(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(mode))
    guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
    defer { close(fd) }
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
  }

  public func rename(_ source: String, to destination: String) throws(FileError) {
    guard Glibc.rename(source, destination) == 0 else {
      throw FileError(.replace, path: destination, code: errno)
    }
  }

  public func lock(_ path: String, timeout: Double) throws(FileError) -> Int32? {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw FileError(.lock, path: path, code: errno) }
    let deadline = SystemFileSystem.now() + timeout
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        close(fd)
        throw FileError(.lock, path: path, code: code)
      }
      if SystemFileSystem.now() >= deadline {
        close(fd)
        return nil
      }
      usleep(2000)
    }
    return fd
  }

  public func unlock(_ handle: Int32) {
    close(handle)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
