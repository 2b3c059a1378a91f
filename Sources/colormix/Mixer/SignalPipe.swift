@preconcurrency import Glibc

/// The read end of a pipe that the mixer's signal handlers write the signal number to (the self-pipe trick), so
/// signals arrive in the poll loop instead of interrupting it.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

enum SignalPipe {
  /// The signals the mixer handles: quit on INT, TERM and HUP; redraw on WINCH; suspend on TSTP; resume on CONT.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

  /// Creates the pipe and installs the handlers; returns the read end.
  static func install() -> Int32 {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    signalPipeWriteEnd = ends[1]
    for signal in signals { handle(signal) }
    return ends[0]
  }

  /// Sends `signal` to the pipe from now on.
  static func handle(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      var byte = UInt8(truncatingIfNeeded: number)
      _ = Glibc.write(signalPipeWriteEnd, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Puts the default action back for `signal`.
  static func reset(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// The signals waiting in the pipe.
  static func drain(_ fd: Int32) -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return count > 0 ? buffer[0..<count].map { Int32($0) } : []
  }
}
