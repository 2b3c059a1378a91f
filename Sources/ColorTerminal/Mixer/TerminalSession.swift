import ColorCore

/// The terminal while the mixer runs: raw mode, the alternate screen, a hidden cursor and mouse reporting.
///
/// `leave()` gives everything back and is safe to call twice; the mixer calls it on every way out.
package final class TerminalSession {
  /// Alternate screen, hidden cursor, button and drag reporting in SGR form (1006), bracketed paste on (so that
  /// pasted text arrives as one paste, never as keys).
  package static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
  /// Bracketed paste and the mouse off, attributes reset, cursor shown, main screen.
  package static let leaveSequence =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private var original: Platform.TerminalModes?
  private var raw: Platform.TerminalModes?
  private(set) var isActive = false

  /// Switches the terminal to raw mode and the mixer's screen.
  package func enter() throws(TerminalError) {
    guard let modes = Platform.terminalModes(0) else { throw .notATerminal }
    let raw = Platform.raw(modes)
    original = modes
    self.raw = raw
    guard Platform.setTerminalModes(0, raw, discardingInput: true) else { throw .notATerminal }
    isActive = true
    TerminalSession.write(TerminalSession.enterSequence)
  }

  /// After a stop the mixer did not ask for (SIGSTOP, then SIGCONT): the shell may have changed the terminal's
  /// modes, so raw mode and the screen are set again, keeping the modes saved by `enter()`.
  package func reassert() {
    guard isActive, let raw else { return }
    Platform.setTerminalModes(0, raw, discardingInput: false)
    TerminalSession.write(TerminalSession.enterSequence)
  }

  /// Gives the terminal back as it was.
  package func leave() {
    guard isActive else { return }
    TerminalSession.write(TerminalSession.leaveSequence)
    if let original { Platform.setTerminalModes(0, original, discardingInput: true) }
    isActive = false
  }

  /// The window's size in cells (80×24 when it cannot be read).
  package static func size() -> (width: Int, height: Int) {
    Platform.windowSize(1) ?? (80, 24)
  }

  /// Writes all of `text` to the terminal in as few `write` calls as the kernel allows.
  package static func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
  }

  package static func write(bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let count = Platform.write(1, bytes.baseAddress! + offset, bytes.count - offset)
      guard count > 0 else { return }
      offset += count
    }
  }
}
