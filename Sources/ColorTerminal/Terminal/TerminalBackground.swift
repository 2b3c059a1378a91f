import ColorCore

/// The terminal's background, for the frames and backdrops (`TerminalBackdrop`), as the environment says it
/// without asking the terminal: `COLORFGBG` (`FG;BG` or `FG;X;BG`, ANSI color numbers, set by rxvt, Konsole and
/// others), its last field a number 0–15 taken as xterm's own color of that number (`0` black, `15` white).
///
/// The terminal itself is never asked here: a reply that comes after the wait (an SSH link slower than it) would be
/// read by the shell as typed input, and what it would tell (the frame around a chip) is not worth that risk.
package enum TerminalBackground {
  /// The background the frames and backdrops are drawn against: only when standard output is a terminal and
  /// colors are drawn (`depth` not `.none`), from `COLORFGBG`; nil otherwise, or when it is unset or names no
  /// color (`default`), so that they are drawn as on a pipe.
  package static func decide(stdoutIsTerminal: Bool, depth: ColorDepth, environment: Environment) -> Color? {
    guard stdoutIsTerminal, depth != .none, let value = environment.bytes(.colorFGBG) else { return nil }
    return colorFGBG(value)
  }

  /// The background `COLORFGBG`'s value names: its last `;`-separated field, a number 0–15 (1 or 2 digits), as
  /// xterm's color of that number; nil for anything else.
  package static func colorFGBG(_ value: [UInt8]) -> Color? {
    let field = value.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).last ?? []
    guard (1...2).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let index = field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    guard index < xterm.count else { return nil }
    return Color(rgb: xterm[index])
  }

  /// xterm's default ANSI colors 0–15.
  package static let xterm: [UInt32] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ]
}
