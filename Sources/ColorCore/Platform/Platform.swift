// The one file of ColorCore that imports the C library; see docs/platforms.md.
#if canImport(Glibc)
  @preconcurrency @_exported import Glibc
#elseif canImport(Musl)
  @preconcurrency @_exported import Musl
#elseif canImport(Darwin)
  @preconcurrency @_exported import Darwin
#else
  #error("colormix needs a POSIX C library: Glibc, Musl or Darwin")
#endif

/// What differs between the C libraries colormix builds with (glibc and musl on Linux, Darwin on macOS), and the
/// few system loops written once for the whole package.
package enum Platform {
  /// Calls `body` until it does not fail with `EINTR` (a signal arrived during a slow call); returns its result.
  @inline(__always)
  package static func retryingOnInterrupt<T: BinaryInteger>(_ body: () -> T) -> T {
    while true {
      let result = body()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// A monotonic clock in seconds (never set back, unlike the wall clock).
  package static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The same clock in whole milliseconds.
  package static func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
  }

  /// `read(2)`, retried on `EINTR`.
  package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    retryingOnInterrupt {
      #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
      #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
      #else
        Darwin.read(fd, buffer, count)
      #endif
    }
  }

  /// `write(2)`, retried on `EINTR`.
  package static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    retryingOnInterrupt {
      #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
      #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
      #else
        Darwin.write(fd, buffer, count)
      #endif
    }
  }

  /// `close(2)`.
  package static func close(_ fd: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #elseif canImport(Musl)
      _ = Musl.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
  }

  /// Makes a file's data durable: `fsync` on Linux; on macOS, where `fsync` only reaches the drive's cache,
  /// `fcntl(F_FULLFSYNC)`, falling back to `fsync` where the file system refuses it. 0 or -1 with `errno`.
  package static func sync(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
      if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return retryingOnInterrupt { fsync(fd) }
  }

  /// `O_PATH` (open a folder only to search it, without the right to read it), where the system has it.
  package static let openForSearchOnly: Int32? = {
    #if os(Linux)
      // Glibc's module does not export O_PATH; its value is the same on every Linux architecture.
      return 0o10_000_000
    #else
      return nil
    #endif
  }()

  /// Whether `folder` (a path without links) is in Linux's process file system, mounted at `/proc`, whose links
  /// the kernel follows to what their text need not name (pipes, sockets, deleted files). Elsewhere there is no
  /// such folder.
  package static func holdsKernelLinks(_ folder: FilePath) -> Bool {
    #if os(Linux)
      let proc = Array("/proc".utf8)
      return folder.bytes.starts(with: proc) && (folder.bytes.count == proc.count || folder.bytes[proc.count] == 0x2F)
    #else
      return false
    #endif
  }

  /// A file's last modification time, to the nanosecond (`st_mtim` on Linux, `st_mtimespec` on Darwin).
  package static func modificationTime(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
    #if canImport(Darwin)
      (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
    #else
      (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    #endif
  }

  /// A file's device and inode, widened to one type on every system.
  package static func identity(_ info: stat) -> (device: UInt64, inode: UInt64) {
    (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
  }
}
