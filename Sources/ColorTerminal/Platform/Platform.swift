// The one file of ColorTerminal that imports the C library (signals, raw mode, the window size); see
// docs/platforms.md. The loops and differences ColorCore needs too are in its `Platform`, which this file extends.
import ColorCore

#if canImport(Glibc)
  @preconcurrency @_exported import Glibc
#elseif canImport(Musl)
  @preconcurrency @_exported import Musl
#elseif canImport(Darwin)
  @preconcurrency @_exported import Darwin
#else
  #error("ColorTerminal needs a POSIX C library: Glibc, Musl or Darwin")
#endif

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

  /// The terminal's size in cells from `ioctl(TIOCGWINSZ)` on `fd`, or nil. The C `ioctl` takes a variable
  /// number of arguments, which Swift does not import: every overlay (glibc, musl, Darwin) declares one whose
  /// request is `UInt`, and `TIOCGWINSZ` is an `Int32` on Linux and a `UInt` on Darwin.
  package static func windowSize(_ fd: Int32) -> (width: Int, height: Int)? {
    var size = winsize()
    let result = ioctl(fd, UInt(TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Sets `mode` to raw input (no echo, no line editing, no signals from keys) but keeps output processing, so
  /// that "\n" still starts a new line. `tcflag_t` is 32 bits on Linux and 64 on Darwin.
  package static func makeRaw(_ mode: inout termios) {
    cfmakeraw(&mode)
    mode.c_oflag |= tcflag_t(OPOST)
  }

  /// A file's device and inode, widened to one type on every system.
  package static func identity(_ info: stat) -> (device: UInt64, inode: UInt64) {
    (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
  }

  /// A file's last modification time, to the nanosecond (`st_mtim` on Linux, `st_mtimespec` on Darwin).
  package static func modificationTime(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
    #if canImport(Darwin)
      (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
    #else
      (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    #endif
  }
}
