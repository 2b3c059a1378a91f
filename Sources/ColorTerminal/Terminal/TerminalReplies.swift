import ColorCore

/// What a terminal sends back to `TerminalQuery`'s requests, read as it comes: the color replies (`OSC 4;N;SPEC`,
/// `OSC 10;SPEC`, `OSC 11;SPEC`, `OSC 12;SPEC`, ended by BEL or ST) and the Device Attributes replies (`CSI ? … c`).
/// Each query is followed by its own Device Attributes request, and terminals answer in order, so the color
/// replies before the first Device Attributes reply answer the first query, those before the second the second,
/// and so on: a reply that names no index (`OSC 4;SPEC`, as tmux 3.3 writes it) is still the right one's, and the
/// last Device Attributes reply ends the wait. Pure: bytes in, a theme out; anything else (garbage, a reply to
/// something else, a color that is not an X11 color specification) is skipped and counted.
package struct TerminalReplies: Sendable {
  /// The roles asked for, in the order asked.
  package let roles: [TerminalRole]
  /// How many Device Attributes replies came: the queries answered (or passed over) so far.
  package private(set) var answered = 0
  /// The colors answered so far.
  package private(set) var theme = TerminalTheme()
  /// Whether every Device Attributes reply came: the terminal answered everything it will answer.
  package var isComplete: Bool { answered >= roles.count }
  /// Whether the terminal began to reply: a color reply started (`ESC ]` and a digit) or a Device Attributes reply
  /// came. Keys typed while waiting (letters, an arrow's `ESC [ A`, Alt+]'s `ESC ]`) are no reply.
  package private(set) var heardReply = false
  /// Replies and bytes that meant nothing here.
  package private(set) var skipped = 0
  /// Whether Ctrl-C (0x03) was typed while waiting: raw mode turns it into a byte, which means SIGINT.
  package private(set) var interrupted = false

  /// The bytes of the sequence being read (from its ESC), at most `limit`.
  private var pending: [UInt8] = []
  /// A reply longer than this is garbage: it is skipped whole.
  package static let limit = 256

  package init(roles: [TerminalRole]) {
    self.roles = roles
  }

  /// Reads `bytes`; call again with what comes next (a reply may be split anywhere).
  package mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if isComplete { continue }
      // Ctrl-C, wherever it falls: no reply holds the byte, so it ends a sequence begun (an Esc typed before it).
      if byte == 0x03 {
        interrupted = true
        pending = []
        continue
      }
      if pending.isEmpty {
        if byte == 0x1B {
          pending = [byte]
        } else {
          skipped += 1
        }
        continue
      }
      pending.append(byte)
      if pending.count > TerminalReplies.limit {
        skipped += 1
        pending = []
        continue
      }
      if pending.count == 2 {
        // ESC ] (OSC) or ESC [ (CSI); anything else is not a reply.
        if byte != UInt8(ascii: "]") && byte != UInt8(ascii: "[") {
          skipped += 1
          pending = byte == 0x1B ? [byte] : []
        }
        continue
      }
      // A color reply has begun once its number does (`ESC ] 1`, `ESC ] 4`): a key may send `ESC ]` (Alt+]).
      if pending.count == 3 && pending[1] == UInt8(ascii: "]") && (0x30...0x39).contains(byte) { heardReply = true }
      if pending[1] == UInt8(ascii: "[") {
        // A CSI ends at its final byte, 0x40–0x7E.
        if (0x40...0x7E).contains(byte) {
          if byte == UInt8(ascii: "c") && pending.count > 3 && pending[2] == UInt8(ascii: "?") {
            answered += 1
            heardReply = true
          } else {
            skipped += 1
          }
          pending = []
        }
        continue
      }
      // An OSC ends at BEL or at ST (ESC \).
      if byte == 0x07 {
        finishOSC(pending[2..<(pending.count - 1)])
      } else if pending.count >= 4 && pending[pending.count - 2] == 0x1B {
        if byte == UInt8(ascii: "\\") {
          finishOSC(pending[2..<(pending.count - 2)])
        } else {
          // A new sequence began before this one ended.
          skipped += 1
          if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "[") {
            pending = [0x1B, byte]
          } else {
            pending = byte == 0x1B ? [byte] : []
          }
        }
      }
    }
  }

  /// One OSC's text between `ESC ]` and its terminator: `4;N;SPEC`, `10;SPEC`, `11;SPEC` or `12;SPEC`. Read with
  /// indices: no array of slices, whose generic type the runtime would build on every call.
  private mutating func finishOSC(_ body: ArraySlice<UInt8>) {
    pending = []
    let semicolon = UInt8(ascii: ";")
    let first = body.firstIndex(of: semicolon)
    let second = first.flatMap { body[($0 + 1)...].firstIndex(of: semicolon) }
    let number = TerminalReplies.number(body[..<(first ?? body.endIndex)])
    var role: TerminalRole?
    var specification: ArraySlice<UInt8>?
    let asked = answered < roles.count ? roles[answered] : nil
    switch (number, first, second) {
    case (4, let first?, let second?):
      if let index = TerminalReplies.number(body[(first + 1)..<second]), index < 16 {
        role = .ansi(index)
        specification = body[(second + 1)...]
      }
    case (4, let first?, nil):
      // No index: the reply to the query being answered, when that one asked for an ANSI color.
      if case .ansi = asked {
        role = asked
        specification = body[(first + 1)...]
      }
    case (10, let first?, _), (11, let first?, _), (12, let first?, _):
      role = number == 10 ? .foreground : number == 11 ? .background : .cursor
      specification = body[(first + 1)...]
    default: break
    }
    guard let role, let specification, let color = Color(terminalSpecification: specification) else {
      skipped += 1
      return
    }
    theme[role] = color
  }

  /// The number written by `digits`, 1 to 9 decimal digits and nothing else; nil otherwise.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard (1...9).contains(digits.count) else { return nil }
    var value = 0
    for digit in digits {
      guard (0x30...0x39).contains(digit) else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }
}
