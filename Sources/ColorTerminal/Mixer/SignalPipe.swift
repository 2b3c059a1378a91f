import ColorCore

/// The read end of a pipe that the mixer's signal handlers write the signal number to (the self-pipe trick), so
/// signals arrive in the poll loop instead of interrupting it.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

package enum SignalPipe {
  /// The signals that end the mixer: it gives the terminal back, writes a pending color, and ends by the same
  /// signal, so the parent sees what it would have seen without the mixer (the shell: 128 + the number).
  ///
  /// Every signal whose default action ends the process, that a handler can catch, and that comes from outside
  /// the instruction being run: INT, TERM, HUP, QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, PIPE, and on
  /// Linux IO (POLL), PWR, STKFLT and the real-time signals from SIGRTMIN to SIGRTMAX (the C library keeps the ones
  /// below SIGRTMIN for its threads). Left out: KILL and STOP, which cannot be caught, and SEGV, BUS, FPE, ILL, ABRT, TRAP and
  /// SYS, which report a fault of the instruction just run (a handler that returns would run it again) and are
  /// how Swift's own traps end the process.
  package static let ending = Platform.endingSignals

  /// The signals the mixer handles: `ending`; redraw on WINCH; suspend on TSTP; resume on CONT.
  package static let signals =
    ending + [SignalNumber.windowChanged, SignalNumber.terminalStop, SignalNumber.continued]

  /// Creates the pipe and installs the handlers; returns the read end. An ending signal that was ignored when the
  /// mixer started (`nohup`, a background job of a script) stays ignored.
  package static func install() -> Int32 {
    install(signals).read
  }

  /// The pipe and the signals `install(_:)` handles.
  package struct Installed {
    /// The pipe's read end, -1 when the system refused a pipe.
    package let read: Int32
    let write: Int32
    /// The signals handled: those asked for but an ending signal that was ignored.
    package let signals: [Int32]
  }

  /// Creates the pipe and installs the handlers of `chosen` (an ending signal that was ignored stays ignored).
  package static func install(_ chosen: [Int32]) -> Installed {
    guard let ends = Platform.makeSignalPipe() else { return Installed(read: -1, write: -1, signals: []) }
    signalPipeWriteEnd = ends.write
    let handled = chosen.filter { !(ending.contains($0) && Platform.isIgnored($0)) }
    for signal in handled { handle(signal) }
    return Installed(read: ends.read, write: ends.write, signals: handled)
  }

  /// Puts the default action back for the signals `installed` handles and closes its pipe.
  package static func uninstall(_ installed: Installed) {
    for signal in installed.signals { reset(signal) }
    signalPipeWriteEnd = -1
    if installed.read >= 0 { Platform.close(installed.read) }
    if installed.write >= 0 { Platform.close(installed.write) }
  }

  /// Sends `signal` to the pipe from now on.
  package static func handle(_ signal: Int32) {
    Platform.setSignalHandler(signal) { number in
      Platform.writeByte(UInt8(truncatingIfNeeded: number), to: signalPipeWriteEnd)
    }
  }

  /// Puts the default action back for `signal`.
  package static func reset(_ signal: Int32) {
    Platform.setSignalHandler(signal, nil)
  }

  /// The signals waiting in the pipe.
  package static func drain(_ fd: Int32) -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { Platform.readOnce(fd, into: $0) }
    return count > 0 ? buffer[0..<count].map { Int32($0) } : []
  }
}
