// The one file of ColorTerminal that imports the C library, without re-exporting it: ColorTerminal's other files
// and its clients call it only through the wrappers here (after swift-system's `Syscalls.swift`), grouped by
// purpose: signals, the terminal, waiting on descriptors, files, the environment, and inotify on Linux; see
// docs/platforms.md. The loops and differences ColorCore needs too are in its `Platform`, which this file extends.
import ColorCore

#if canImport(Glibc)
  @preconcurrency internal import Glibc
#elseif canImport(Musl)
  @preconcurrency internal import Musl
#elseif canImport(Darwin)
  @preconcurrency internal import Darwin
#else
  #error("ColorTerminal needs a POSIX C library: Glibc, Musl or Darwin")
#endif

// MARK: Signals

/// The signal numbers the mixer and `watch` name, beside `Platform.endingSignals`.
package enum SignalNumber {
  /// `SIGINT`: Ctrl-C.
  package static var interrupt: Int32 { SIGINT }
  /// `SIGTERM`: asked to end.
  package static var terminate: Int32 { SIGTERM }
  /// `SIGPIPE`: the reader of a pipe went away.
  package static var brokenPipe: Int32 { SIGPIPE }
  /// `SIGWINCH`: the window changed size.
  package static var windowChanged: Int32 { SIGWINCH }
  /// `SIGTSTP`: Ctrl-Z, stop from the terminal.
  package static var terminalStop: Int32 { SIGTSTP }
  /// `SIGCONT`: continued after a stop.
  package static var continued: Int32 { SIGCONT }
}

extension Platform {
  /// Installs `handler` for `signal` (no flags but `SA_RESTART`, nothing blocked while it runs), or `SIG_DFL`
  /// when nil. The handler's field is `__sigaction_handler` in glibc, `__sa_handler` in musl and
  /// `__sigaction_u` on Darwin.
  package static func setSignalHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
    var action = sigaction()
    let chosen = handler ?? SIG_DFL
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = chosen
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = chosen
    #else
      action.__sigaction_u.__sa_handler = chosen
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = handler == nil ? 0 : SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Whether the process ignores `signal` now (`SIG_IGN`, as under `nohup`).
  package static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if canImport(Glibc)
      let handler = current.__sigaction_handler.sa_handler
    #elseif canImport(Musl)
      let handler = current.__sa_handler.sa_handler
    #else
      let handler = current.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Unblocks `signals` (a parent, such as a test runner, may hand down a mask that blocks them).
  package static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Sends `signal` to this process (`raise(3)`).
  package static func raise(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.raise(signal)
    #elseif canImport(Musl)
      _ = Musl.raise(signal)
    #else
      _ = Darwin.raise(signal)
    #endif
  }

  /// Ends the process at once with `status` (`_exit(2)`: nothing more runs).
  package static func exitImmediately(_ status: Int32) -> Never {
    _exit(status)
  }

  /// The signals whose default action ends the process, that a handler can catch, and that come from outside
  /// the instruction being run; see `SignalPipe.ending`. Linux adds IO, PWR, STKFLT and the real-time signals
  /// from SIGRTMIN (above the ones the C library keeps for its threads) to SIGRTMAX; Darwin has none of them
  /// (its SIGIO is discarded by default).
  package static let endingSignals: [Int32] = {
    var signals = [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE,
    ]
    #if os(Linux)
      // On Darwin SIGIO's default is to discard it: there it ends nothing.
      signals += [SIGIO, SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()

  /// A pipe for a signal handler to write to (the self-pipe trick), both ends close-on-exec and non-blocking;
  /// nil when the system refuses one.
  static func makeSignalPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// One `write(2)` of one byte, not retried: what a signal handler may call.
  static func writeByte(_ byte: UInt8, to fd: Int32) {
    var byte = byte
    #if canImport(Glibc)
      _ = Glibc.write(fd, &byte, 1)
    #elseif canImport(Musl)
      _ = Musl.write(fd, &byte, 1)
    #else
      _ = Darwin.write(fd, &byte, 1)
    #endif
  }

  /// One `read(2)` into `buffer`, not retried (a non-blocking pipe): the count, or -1 with `errno`.
  static func readOnce(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, buffer.baseAddress, buffer.count)
    #elseif canImport(Musl)
      Musl.read(fd, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(fd, buffer.baseAddress, buffer.count)
    #endif
  }
}

// MARK: The terminal

extension Platform {
  /// A terminal's modes (`termios`), as `terminalModes` reads them.
  typealias TerminalModes = termios

  /// The modes of the terminal on `fd` (`tcgetattr`), or nil when `fd` is not a terminal.
  static func terminalModes(_ fd: Int32) -> TerminalModes? {
    var modes = termios()
    return tcgetattr(fd, &modes) == 0 ? modes : nil
  }

  /// Sets the terminal's modes (`tcsetattr`): at once, or (`discardingInput`, `TCSAFLUSH`) once the output is
  /// written, discarding input not yet read. True when set.
  @discardableResult
  static func setTerminalModes(_ fd: Int32, _ modes: TerminalModes, discardingInput: Bool) -> Bool {
    var modes = modes
    return tcsetattr(fd, discardingInput ? TCSAFLUSH : TCSANOW, &modes) == 0
  }

  /// `mode` made raw (no echo, no line editing, no signals from keys) but keeping output processing, so that
  /// "\n" still starts a new line. `tcflag_t` is 32 bits on Linux and 64 on Darwin.
  static func raw(_ mode: TerminalModes) -> TerminalModes {
    var mode = mode
    cfmakeraw(&mode)
    mode.c_oflag |= tcflag_t(OPOST)
    return mode
  }

  /// The process's controlling terminal, `/dev/tty`, opened for reading and writing, close-on-exec and without
  /// becoming the controlling terminal of a process that has none: a descriptor, or -1 with `errno` (`ENXIO`
  /// when there is no controlling terminal).
  static func openControllingTerminal() -> Int32 {
    open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
  }

  /// The terminal's size in cells from `ioctl(TIOCGWINSZ)` on `fd`, or nil. The C `ioctl` takes a variable
  /// number of arguments, which Swift does not import: every overlay (glibc, musl, Darwin) declares one whose
  /// request is `UInt`, and `TIOCGWINSZ` is an `Int32` on Linux and a `UInt` on Darwin.
  package static func windowSize(_ fd: Int32) -> (width: Int, height: Int)? {
    var size = winsize()
    let result = ioctl(fd, UInt(TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}

// MARK: Waiting on descriptors

/// What `poll(2)` reports of a descriptor.
package struct PollEvents: OptionSet, Sendable {
  package let rawValue: Int16
  package init(rawValue: Int16) { self.rawValue = rawValue }

  /// `POLLIN`: there is something to read.
  package static var input: PollEvents { PollEvents(rawValue: Int16(POLLIN)) }
  /// `POLLERR`: an error condition (for a pipe's write end: the reader went away).
  package static var error: PollEvents { PollEvents(rawValue: Int16(POLLERR)) }
  /// `POLLHUP`: the other end hung up.
  package static var hangUp: PollEvents { PollEvents(rawValue: Int16(POLLHUP)) }
  /// `POLLNVAL`: the descriptor is not open.
  package static var invalid: PollEvents { PollEvents(rawValue: Int16(POLLNVAL)) }
}

/// The descriptors one `poll(2)` waits on, in the order added, and what it reported of each.
package struct PollSet {
  private var descriptors: [pollfd] = []

  package init() {}

  /// Adds `fd`, waited on for `events` (`[]`: only for what is always reported, an error or a hang-up).
  package mutating func add(_ fd: Int32, waitingFor events: PollEvents) {
    descriptors.append(pollfd(fd: fd, events: events.rawValue, revents: 0))
  }

  /// The number of descriptors added.
  package var count: Int { descriptors.count }

  /// Waits up to `timeout` milliseconds (-1: forever) for one of them: the number ready, 0 when the time ran
  /// out, or -1 with `errno` (`EINTR` when a signal arrived).
  package mutating func wait(timeout: Int32) -> Int32 {
    poll(&descriptors, nfds_t(descriptors.count), timeout)
  }

  /// What the last `wait` reported of the descriptor added `index`th.
  package func reported(_ index: Int) -> PollEvents {
    PollEvents(rawValue: descriptors[index].revents)
  }
}

// MARK: Files

extension Platform {
  /// The device, inode, size and modification time to the nanosecond (`st_mtim` on Linux, `st_mtimespec` on
  /// Darwin) of the file at `path`, following links (`stat(2)`); nil when it cannot be read.
  static func identity(of path: FilePath) -> FolderPaths.Identity? {
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return FolderPaths.Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
      size: Int64(info.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
  }

  /// The working folder's path (`getcwd`), or nil when it cannot be had.
  static func workingFolderPath() -> FilePath? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return FilePath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
  }
}

/// The `errno` values ColorTerminal tells apart.
enum SystemError {
  /// `EINTR`: a signal arrived during the call.
  static var interrupted: Int32 { EINTR }
  /// `EAGAIN`: nothing to read now from a non-blocking descriptor.
  static var wouldBlock: Int32 { EAGAIN }
  /// `ENOENT`: no such file or folder.
  static var noEntry: Int32 { ENOENT }
  /// `ENOTDIR`: a file where a folder was wanted.
  static var notAFolder: Int32 { ENOTDIR }
}

// MARK: The environment

extension Platform {
  /// The bytes of the environment variable `name` (`getenv`), or nil when it is unset.
  static func environmentValue(_ name: String) -> [UInt8]? {
    guard let pointer = getenv(name) else { return nil }
    return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
  }
}

// MARK: inotify

#if os(Linux)
  /// Linux's inotify calls and the event masks `InotifyWatcher` uses.
  enum Inotify {
    /// A new inotify instance, close-on-exec and non-blocking (`inotify_init1`): a descriptor or -1 with `errno`.
    static func open() -> Int32 {
      inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    }

    /// Watches the folder at `path` for `mask` (`inotify_add_watch`): a watch descriptor or -1 with `errno`.
    static func addWatch(_ fd: Int32, _ path: FilePath, _ mask: UInt32) -> Int32 {
      path.withCString { inotify_add_watch(fd, $0, mask) }
    }

    /// Stops a watch (`inotify_rm_watch`).
    static func removeWatch(_ fd: Int32, _ watch: Int32) {
      _ = inotify_rm_watch(fd, watch)
    }

    /// What a watched folder reports: a file written and closed, moved in or out, made or deleted, its
    /// attributes changed, the folder itself moved or deleted; only if it is a folder (`IN_ONLYDIR`).
    static var folderChanges: UInt32 {
      UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVE_SELF | IN_DELETE_SELF
          | IN_ATTRIB | IN_ONLYDIR)
    }

    /// `IN_Q_OVERFLOW`: events were lost.
    static var overflow: UInt32 { UInt32(IN_Q_OVERFLOW) }

    /// The watch ended, or the watched folder itself moved, was deleted or unmounted.
    static var watchEnded: UInt32 { UInt32(IN_IGNORED | IN_MOVE_SELF | IN_DELETE_SELF | IN_UNMOUNT) }

    /// The size of an event before its name (`struct inotify_event`).
    static var eventSize: Int { MemoryLayout<inotify_event>.size }

    /// The event at `offset` of what was read: its watch, mask and the length of the name that follows it.
    static func event(in raw: UnsafeRawBufferPointer, at offset: Int) -> (watch: Int32, mask: UInt32, length: Int) {
      let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
      return (event.wd, event.mask, Int(event.len))
    }
  }
#endif

// MARK: Clock and math

extension Platform {
  /// A monotonic clock in whole milliseconds (never set back, unlike the wall clock).
  package static func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
  }

  /// The C library's sine and cosine of `x` radians, for the mixer's polygon.
  #if canImport(Glibc)
    package static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    package static func cos(_ x: Double) -> Double { Glibc.cos(x) }
  #elseif canImport(Musl)
    package static func sin(_ x: Double) -> Double { Musl.sin(x) }
    package static func cos(_ x: Double) -> Double { Musl.cos(x) }
  #else
    package static func sin(_ x: Double) -> Double { Darwin.sin(x) }
    package static func cos(_ x: Double) -> Double { Darwin.cos(x) }
  #endif
}
