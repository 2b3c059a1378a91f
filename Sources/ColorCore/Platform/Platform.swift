// The one file of ColorCore that imports the C library, and the package's own C module (CPlatform, the one
// system call Swift cannot make itself), without re-exporting them: a client of ColorCore sees no C library, and
// ColorCore's other files call it only through the wrappers here (after swift-system's `Syscalls.swift`); see
// docs/platforms.md.
internal import CPlatform

#if canImport(Glibc)
  @preconcurrency internal import Glibc
#elseif canImport(Musl)
  @preconcurrency internal import Musl
#elseif canImport(Darwin)
  @preconcurrency internal import Darwin
#else
  #error("colormix needs a POSIX C library: Glibc, Musl or Darwin")
#endif

/// What differs between the C libraries colormix builds with (glibc and musl on Linux, Darwin on macOS), and the
/// few system loops written once for the whole package.
package enum Platform {
  /// Calls `body` until it does not fail with `EINTR` (a signal arrived during a slow call); returns its result.
  @inline(__always)
  static func retryingOnInterrupt<T: BinaryInteger>(_ body: () -> T) -> T {
    while true {
      let result = body()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// A monotonic clock in seconds (never set back, unlike the wall clock).
  static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
  static func sync(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
      if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return retryingOnInterrupt { fsync(fd) }
  }

  /// `O_PATH` (open a folder only to search it, without the right to read it), where the system has it.
  static let openForSearchOnly: Int32? = {
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
  static func holdsKernelLinks(_ folder: FilePath) -> Bool {
    #if os(Linux)
      let proc = Array("/proc".utf8)
      return folder.bytes.starts(with: proc) && (folder.bytes.count == proc.count || folder.bytes[proc.count] == 0x2F)
    #else
      return false
    #endif
  }

  /// A file's device and inode, widened to one type on every system.
  static func identity(_ info: FileInfo) -> (device: UInt64, inode: UInt64) {
    (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
  }

  // MARK: Files

  /// What `stat` tells of a file; its fields are the C library's (`st_mode`, `st_uid`, `st_size`…).
  typealias FileInfo = stat

  /// `AT_FDCWD`: the working folder, for the calls that take a folder's descriptor.
  static var workingFolder: Int32 { AT_FDCWD }

  /// The longest path the system takes, in bytes.
  static var pathMax: Int { Int(PATH_MAX) }

  /// `errno`: the error of the last failed C call.
  package static var lastError: Int32 { errno }

  /// `stat(2)` (following a link) or `lstat(2)`; true when `info` was filled.
  static func status(_ path: UnsafePointer<CChar>, _ info: inout FileInfo, followingLinks: Bool) -> Bool {
    (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0
  }

  /// `fstat(2)`; true when `info` was filled.
  static func status(_ fd: Int32, _ info: inout FileInfo) -> Bool {
    fstat(fd, &info) == 0
  }

  /// `fstatat(2)` of `name` in `folder`, not following a link; true when `info` was filled.
  static func status(_ name: UnsafePointer<CChar>, in folder: Int32, _ info: inout FileInfo) -> Bool {
    fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0
  }

  /// `readlink(2)`: the link's text into `buffer`, its length, or -1 with `errno`.
  static func readLink(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
    readlink(path, buffer, count)
  }

  /// Opens the root (`absolute`) or the working folder, for reading or (`searchOnly`, with the system's `O_PATH`)
  /// only as a path; a descriptor or -1 with `errno`.
  static func openStartFolder(absolute: Bool, searchOnly: Int32? = nil) -> Int32 {
    open(absolute ? "/" : ".", (searchOnly ?? O_RDONLY) | O_DIRECTORY | O_CLOEXEC)
  }

  /// Opens the folder `name` in `folder` without following a link, for reading or (`searchOnly`, with the
  /// system's `O_PATH`) only as a path; a descriptor or -1 with `errno`.
  static func openFolder(_ name: UnsafePointer<CChar>, in folder: Int32, searchOnly: Int32? = nil) -> Int32 {
    openat(folder, name, (searchOnly ?? O_RDONLY) | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
  }

  /// Opens the folder `path` (from the working folder unless it is absolute) in one call that fails with `ELOOP`
  /// when any of its components is a link, for reading or (`searchOnly`) only as a path; a descriptor or -1 with
  /// `errno`, `ENOSYS` where the system has no such call (Linux's `openat2`, from 5.6): then the caller walks.
  static func openFolderWithoutLinks(_ path: UnsafePointer<CChar>, searchOnly: Bool) -> Int32 {
    let access = searchOnly ? (openForSearchOnly ?? O_RDONLY) : O_RDONLY
    return colormix_open_without_links(AT_FDCWD, path, access | O_DIRECTORY | O_CLOEXEC)
  }

  /// Opens the file `name` in `folder` for reading, without following a link or waiting on a FIFO.
  static func openForReading(_ name: UnsafePointer<CChar>, in folder: Int32) -> Int32 {
    openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
  }

  /// Opens the file `name` in `folder` for reading and writing (to lock it), without following a link or waiting
  /// on a FIFO; with `create`, only a new file (mode 0600), failing with `EEXIST` when one is there.
  static func openForLocking(_ name: UnsafePointer<CChar>, in folder: Int32, create: Bool) -> Int32 {
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    return create ? openat(folder, name, flags | O_CREAT | O_EXCL, mode_t(0o600)) : openat(folder, name, flags)
  }

  /// Creates the new file `name` in `folder` (mode 0600) for writing, failing with `EEXIST` when one is there.
  static func createForWriting(_ name: UnsafePointer<CChar>, in folder: Int32) -> Int32 {
    openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
  }

  /// `mkdirat(2)` with mode 0700; true when made.
  static func makeFolder(_ name: UnsafePointer<CChar>, in folder: Int32) -> Bool {
    mkdirat(folder, name, 0o700) == 0
  }

  /// `fchownat(2)` of `name` in `folder`, not following a link; the result is not needed.
  static func setOwner(_ name: UnsafePointer<CChar>, in folder: Int32, user: UInt32, group: UInt32) {
    _ = fchownat(folder, name, uid_t(user), gid_t(group), AT_SYMLINK_NOFOLLOW)
  }

  /// `fchown(2)`; true when done. `UInt32.max` for `user` leaves the owner.
  static func setOwner(_ fd: Int32, user: UInt32, group: UInt32) -> Bool {
    fchown(fd, uid_t(user), gid_t(group)) == 0
  }

  /// `fchmod(2)` with the permission bits of `mode`; true when done.
  static func setMode(_ fd: Int32, _ mode: UInt32) -> Bool {
    fchmod(fd, mode_t(mode & 0o7777)) == 0
  }

  /// Takes an exclusive `flock` on `fd` without waiting (retried on `EINTR`): true when held, false when another
  /// holds it, nil when `fd` cannot be locked at all.
  static func tryLock(_ fd: Int32) -> Bool? {
    if retryingOnInterrupt({ flock(fd, LOCK_EX | LOCK_NB) }) == 0 { return true }
    return errno == EWOULDBLOCK ? false : nil
  }

  /// Sleeps `microseconds`.
  static func sleep(microseconds: UInt32) {
    _ = usleep(microseconds)
  }

  /// `renameat(2)` within `folder`; true when done.
  static func rename(_ source: UnsafePointer<CChar>, to destination: UnsafePointer<CChar>, in folder: Int32) -> Bool {
    renameat(folder, source, folder, destination) == 0
  }

  /// `unlinkat(2)` of a file; the result is not needed.
  static func remove(_ name: UnsafePointer<CChar>, in folder: Int32) {
    _ = unlinkat(folder, name, 0)
  }

  /// The effective user and group ids.
  static var effectiveUser: UInt32 { UInt32(geteuid()) }
  static var effectiveGroup: UInt32 { UInt32(getegid()) }

  /// The process id.
  static var processID: Int32 { getpid() }

  /// The wall clock in nanoseconds since 1970.
  static func realTimeNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}

extension Platform.FileInfo {
  /// The type bits of `st_mode` (the same values on every system).
  var kindBits: UInt32 { UInt32(st_mode) & 0o170000 }
  /// A regular file.
  var isRegular: Bool { kindBits == 0o100000 }
  /// A symbolic link (from `lstat`).
  var isLink: Bool { kindBits == 0o120000 }
  /// A sticky (`S_ISVTX`), world-writable (`S_IWOTH`) folder, such as `/tmp`.
  var isSharedSticky: Bool { st_mode & S_ISVTX != 0 && st_mode & S_IWOTH != 0 }
  /// The owner's and group's ids.
  var user: UInt32 { UInt32(st_uid) }
  var group: UInt32 { UInt32(st_gid) }
  /// The mode, type and permission bits.
  var mode: UInt32 { UInt32(st_mode) }
  /// The size in bytes.
  var size: Int { Int(st_size) }
}

/// The `errno` values ColorCore tells apart, and their words.
enum SystemError {
  static var noEntry: Int32 { ENOENT }
  static var tooManyLinks: Int32 { ELOOP }
  static var nameTooLong: Int32 { ENAMETOOLONG }
  static var exists: Int32 { EEXIST }
  static var accessDenied: Int32 { EACCES }
  static var noSpace: Int32 { ENOSPC }
  static var tooManyFiles: Int32 { EMFILE }
}

extension Platform {
  /// Makes every allocation of 128 KiB or more a mapping of its own, given back to the system when it is freed
  /// (`colormix_return_large_allocations_when_freed`): glibc otherwise raises that threshold to the size of each
  /// large buffer freed, so that the next ones come from the heap and stay resident once freed, and an import of a
  /// large document would peak at buffers that were never alive at once. For a program to call, not a library.
  package static func returnLargeAllocationsWhenFreed() {
    colormix_return_large_allocations_when_freed()
  }

  /// The C library's words for an `errno` value (`strerror`): `No such file or directory`, or `error N` for a
  /// value it has none for.
  package static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// `nobody (uid 65534)` for a user named in `passwd`, else `uid 1234`. The file is read directly, never
  /// through `getpwuid`: in a static binary the C library's name services would load shared objects (NSS).
  static func describe(user id: UInt32, passwd: String = "/etc/passwd") -> String {
    guard let bytes = try? SystemFileSystem().read(FilePath(passwd), limit: 4 << 20) else { return "uid \(id)" }
    let wanted = Array(String(id).utf8)
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: ":"), maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count > 2, fields[2].elementsEqual(wanted), !fields[0].isEmpty,
        let name = String(validating: fields[0], as: UTF8.self)
      else { continue }
      return "\(Visible.escape(name)) (uid \(id))"
    }
    return "uid \(id)"
  }
}

// MARK: Math

/// The C library's math functions the color science calls (the cube root is `CubeRoot`'s): hot loops call them,
/// and the release build (whole module) inlines these.
extension Platform {
  #if canImport(Glibc)
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) }
    @inline(__always) static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { Glibc.cos(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { Glibc.exp(x) }
  #elseif canImport(Musl)
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { Musl.pow(x, y) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { Musl.atan2(y, x) }
    @inline(__always) static func sin(_ x: Double) -> Double { Musl.sin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { Musl.cos(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { Musl.exp(x) }
  #else
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { Darwin.pow(x, y) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { Darwin.atan2(y, x) }
    @inline(__always) static func sin(_ x: Double) -> Double { Darwin.sin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { Darwin.cos(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { Darwin.exp(x) }
  #endif
}
