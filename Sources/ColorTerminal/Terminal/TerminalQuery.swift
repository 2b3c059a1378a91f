import ColorCore

/// Asks the controlling terminal for its colors, the way terminal-colorsaurus (bat's and delta's) does it: on
/// `/dev/tty` (so standard output may be a pipe), in raw mode, the color queries (`OSC 10`, `11`, `12` and
/// `OSC 4;N`, each ended by BEL, which every terminal that answers takes), each followed by a Device Attributes
/// request (DA1, `ESC [ c`), all in one write. Terminals answer in order and every one answers DA1, so the last
/// DA1 reply ends the wait at once, whatever was answered before it, and each color reply is known to answer the
/// query before its DA1 (`TerminalReplies`); a terminal that answers nothing at all ends it at the timeout. One
/// that has begun to answer by then is read `grace` longer, until that last DA1, so that its answer is not left
/// for the shell.
///
/// Raw mode is left on every way out: the answer, the timeout, an error, and SIGINT, SIGTERM, SIGHUP and the other
/// signals that end a process (`SignalPipe.ending`), after which the process ends by that signal; Ctrl-C typed
/// while waiting (a byte in raw mode) ends it as SIGINT would. Nothing is sent when `TERM` is unset, empty or
/// `dumb`, nor without a controlling terminal.
package enum TerminalQuery {
  /// Device Attributes (DA1): every terminal answers it, `CSI ? … c`.
  package static let deviceAttributes = "\u{1B}[c"

  /// The query for `role`: `ESC ] 10 ; ? BEL`, `ESC ] 4 ; 3 ; ? BEL`.
  package static func query(_ role: TerminalRole) -> String {
    "\u{1B}]\(code(role));?\u{07}"
  }

  /// The sequence that sets `role` to `color`: `ESC ] 11 ; rgb:1c/1c/1c BEL`.
  package static func set(_ role: TerminalRole, to color: Color) -> String {
    "\u{1B}]\(code(role));\(color.terminalSpecification)\u{07}"
  }

  /// What `colormix terminal apply` sends for `theme`: one `set` per role it has.
  package static func apply(_ theme: TerminalTheme) -> String {
    theme.colors.map { set($0.role, to: $0.color) }.joined()
  }

  /// What `colormix terminal reset` sends: OSC 104 (every ANSI color), 110, 111, 112 (foreground, background,
  /// cursor) back to the terminal's own.
  package static let reset = "\u{1B}]104\u{07}\u{1B}]110\u{07}\u{1B}]111\u{07}\u{1B}]112\u{07}"

  /// The OSC number and index: `10`, `11`, `12`, `4;N`.
  private static func code(_ role: TerminalRole) -> String {
    switch role {
    case .foreground: "10"
    case .background: "11"
    case .cursor: "12"
    case .ansi(let index): "4;\(index)"
    }
  }

  /// How much longer than the timeout a terminal that has begun to answer is waited for, in milliseconds, so that
  /// the rest of its answer (up to the Device Attributes reply that ends it) is read here and not left for the
  /// shell to read as typed input. A terminal that has sent nothing by the timeout is not waited for longer.
  package static let grace = 1000

  /// Whether a terminal of this `TERM` is asked at all: not when unset, empty or `dumb`.
  package static func isAsked(_ environment: Environment) -> Bool {
    environment.isNonEmpty(.term) && !environment.equals(.term, "dumb")
  }

  /// `TERM` as the errors name it (made visible; `(unset)` when unset).
  package static func termText(_ environment: Environment) -> String {
    guard let bytes = environment.bytes(.term) else { return "(unset)" }
    return Visible.escape(bytes: bytes)
  }

  /// Asks for `roles` and waits up to `timeout` milliseconds, and up to `grace` more once the terminal has begun to
  /// answer, for the Device Attributes reply that ends its answer; what came back and how long was waited at most
  /// (`timeout`, or `timeout + grace`). Throws `TerminalQueryError` when it sends nothing (`TERM`, no controlling
  /// terminal) or no reply came back within `timeout` (keys typed meanwhile are none).
  package static func ask(
    _ roles: [TerminalRole], timeout: Int, environment: Environment
  ) throws(TerminalQueryError) -> (replies: TerminalReplies, waited: Int) {
    let term = termText(environment)
    guard isAsked(environment) else { throw .notAsked(term: term) }
    let fd = Platform.openControllingTerminal()
    guard fd >= 0 else { throw .noControllingTerminal }
    defer { Platform.close(fd) }
    guard let original = Platform.terminalModes(fd) else { throw .noControllingTerminal }
    let signals = SignalPipe.install(SignalPipe.ending)
    Platform.unblock(signals.signals)
    defer { SignalPipe.uninstall(signals) }
    guard Platform.setTerminalModes(fd, Platform.raw(original), discardingInput: false) else {
      throw .noControllingTerminal
    }
    // Input not read by then (a late or partial answer) is discarded, so it never reaches the shell.
    func restore() { Platform.setTerminalModes(fd, original, discardingInput: true) }
    defer { restore() }
    var request = roles.map { query($0) + deviceAttributes }.joined()
    let written = request.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Platform.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    guard written else { throw .cannotWrite(code: Platform.lastError) }
    var replies = TerminalReplies(roles: roles)
    var deadline = Platform.monotonicMilliseconds() + timeout
    var waited = timeout
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !replies.isComplete {
      var left = deadline - Platform.monotonicMilliseconds()
      if left <= 0 && replies.heardReply && waited == timeout {
        // Begun but not ended: the rest is on its way, and read here it does not reach the shell.
        deadline += grace
        waited += grace
        left += grace
      }
      guard left > 0 else { break }
      var fds = PollSet()
      fds.add(fd, waitingFor: .input)
      if signals.read >= 0 { fds.add(signals.read, waitingFor: .input) }
      let ready = fds.wait(timeout: Int32(min(left, Int(Int32.max))))
      if ready < 0 {
        if Platform.lastError == SystemError.interrupted { continue }
        break
      }
      if fds.count > 1, fds.reported(1).contains(.input), let number = SignalPipe.drain(signals.read).first {
        end(by: number, restoring: restore, signals)
      }
      if fds.reported(0).contains(.input) {
        let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        replies.feed(buffer[0..<count])
        if replies.interrupted && signals.signals.contains(SignalNumber.interrupt) {
          end(by: SignalNumber.interrupt, restoring: restore, signals)
        }
      } else if !fds.reported(0).isDisjoint(with: [.hangUp, .error, .invalid]) {
        break
      }
    }
    guard replies.heardReply else { throw .noAnswer(term: term, timeout: timeout) }
    return (replies, waited)
  }

  /// Ends the process by `signal` after giving the terminal back, as the signal would have ended it.
  private static func end(by signal: Int32, restoring restore: () -> Void, _ signals: SignalPipe.Installed) -> Never {
    restore()
    SignalPipe.uninstall(signals)
    SignalPipe.reset(signal)
    Platform.unblock([signal])
    Platform.raise(signal)
    // A signal the process was made to ignore (nohup) does not end it: end it as the shell would report it.
    Platform.exitImmediately(128 + signal)
  }

  /// Writes `text` to the controlling terminal (`apply`, `reset`); nothing is sent when `TERM` is unset, empty or
  /// `dumb`, nor without a controlling terminal.
  package static func send(_ text: String, environment: Environment) throws(TerminalQueryError) {
    guard isAsked(environment) else { throw .notAsked(term: termText(environment)) }
    let fd = Platform.openControllingTerminal()
    guard fd >= 0 else { throw .noControllingTerminal }
    defer { Platform.close(fd) }
    var text = text
    let code: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Platform.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        guard count > 0 else { return Platform.lastError }
        offset += count
      }
      return nil
    }
    if let code { throw .cannotWrite(code: code) }
  }
}

/// Why `TerminalQuery` sent nothing, or heard nothing back: exit 69 (unavailable) at the command line.
package enum TerminalQueryError: Error, Equatable, CustomStringConvertible {
  /// `TERM` is unset, empty or `dumb`: such a terminal is not sent escape sequences.
  case notAsked(term: String)
  /// The process has no controlling terminal (`/dev/tty` cannot be opened or is not a terminal).
  case noControllingTerminal
  /// No reply came back within `timeout` milliseconds.
  case noAnswer(term: String, timeout: Int)
  /// The terminal answered everything it will, but none of the colors (only the Device Attributes, or nothing
  /// readable).
  case noColors(term: String)
  /// The terminal began to answer, but no whole color came within `timeout` milliseconds, the grace included (a
  /// reply cut off, or a terminal slower than that).
  case noColorInTime(term: String, timeout: Int)
  /// `--require` needs the background, which the terminal did not report.
  case noBackground(term: String)
  /// Writing to the terminal failed with `errno` `code`.
  case cannotWrite(code: Int32)

  package var description: String {
    switch self {
    case .notAsked(let term):
      "The terminal is TERM=\(term), which is sent no escape sequences; nothing was sent."
    case .noControllingTerminal:
      "There is no controlling terminal (/dev/tty); run it in a terminal."
    case .noAnswer(let term, let timeout):
      "The terminal did not answer (TERM=\(term)) within \(ColorText.decimal(Double(timeout) / 1000, places: 3)) s;"
        + " COLORMIX_TERMINAL_TIMEOUT sets how long to wait."
    case .noColors(let term):
      "The terminal did not answer any color query (TERM=\(term)): it does not report its colors."
    case .noColorInTime(let term, let timeout):
      "The terminal began to answer (TERM=\(term)) but sent no whole color within "
        + "\(ColorText.decimal(Double(timeout) / 1000, places: 3)) s; COLORMIX_TERMINAL_TIMEOUT sets how long to wait."
    case .noBackground(let term):
      "The terminal did not report its background (TERM=\(term)), which --require measures the colors on."
    case .cannotWrite(let code):
      "Cannot write to the terminal (/dev/tty): \(Platform.describe(errno: code))."
    }
  }
}
