// The one file of the executable that imports the C library, without re-exporting it: the executable's other files
// call it only through the wrappers here (after swift-system's `Syscalls.swift`), grouped by purpose: the process,
// file descriptors and signals; see docs/platforms.md. The platform functions it shares with the libraries are
// ColorCore's and ColorTerminal's `Platform`, which this file extends.
import ColorCore
import ColorTerminal

#if canImport(Glibc)
  @preconcurrency internal import Glibc
#elseif canImport(Musl)
  @preconcurrency internal import Musl
#elseif canImport(Darwin)
  @preconcurrency internal import Darwin
#else
  #error("colormix needs a POSIX C library: Glibc, Musl or Darwin")
#endif

// MARK: The process

extension Platform {
  /// The offset of the first `byte` in `count` bytes at `bytes`, if any (`memchr`, which looks at many bytes a step).
  static func firstOffset(of byte: UInt8, in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
    guard count > 0, let found = memchr(bytes, Int32(byte), count) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
  }

  /// Ends the process with `status` (`exit(3)`: standard I/O flushed, `atexit` handlers run).
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }

  /// The bytes of a C string (an argument as the C library hands it over), without its NUL.
  static func bytes(ofCString pointer: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
  }
}

// MARK: File descriptors

extension Platform {
  /// Whether `fd` is a terminal (`isatty`).
  static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Whether `fd` is not open (`fcntl(F_GETFD)` fails with `EBADF`).
  static func isClosed(_ fd: Int32) -> Bool {
    fcntl(fd, F_GETFD) < 0 && errno == EBADF
  }

  /// Whether descriptors `a` and `b` are open on the same file, pipe or device (`fstat`'s device and inode).
  static func sameFile(_ a: Int32, _ b: Int32) -> Bool {
    var (first, second) = (stat(), stat())
    guard fstat(a, &first) == 0, fstat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Opens `/dev/null` for writing only in the closed descriptor `fd`, so that no file opened later takes its
  /// number; nothing happens when `/dev/null` cannot be opened.
  static func fillWithNullDevice(_ fd: Int32) {
    let placeholder = open("/dev/null", O_WRONLY)
    if placeholder >= 0 && placeholder != fd {
      dup2(placeholder, fd)
      Platform.close(placeholder)
    }
  }

  /// Opens the file at `path` for reading, following links (as any tool reads a file it is given),
  /// close-on-exec: a descriptor or -1 with `errno`.
  static func openForReading(_ path: FilePath) -> Int32 {
    (path.bytes + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
    }
  }
}

/// The `errno` values the executable tells apart.
enum SystemError {
  /// `EBADF`: the descriptor is not open.
  static var badDescriptor: Int32 { EBADF }
  /// `EIO`: an input or output error (here: a write that wrote nothing).
  static var inputOutput: Int32 { EIO }
  /// `EPIPE`: the reader of a pipe went away.
  static var brokenPipe: Int32 { EPIPE }
}

// MARK: Signals

extension Platform {
  /// Ends the process at once with status 0 on SIGINT and SIGTERM (`signal(3)`, then `_exit`: nothing more runs).
  static func exitQuietlyOnInterrupt() {
    signal(SIGINT) { _ in _exit(0) }
    signal(SIGTERM) { _ in _exit(0) }
  }
}
