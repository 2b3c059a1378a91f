/// Turns the bytes a terminal sends in raw mode into key, mouse and paste events.
///
/// Feed it whatever `read` returned; sequences split across reads are kept until they complete. A lone Esc
/// cannot be told from the start of a sequence, so it stays pending: when `isWaitingForEscape` is true the loop
/// should wait at most `escapeTimeoutMilliseconds` for more input and, if none came, call `flushPendingEscape()`.
/// Unknown or malformed sequences are dropped whole; their bytes never come out as text.
package struct InputDecoder {
  /// How long the loop should wait after a pending Esc before calling `flushPendingEscape()`.
  package static let escapeTimeoutMilliseconds = 50
  /// A control sequence that runs past this many bytes (from its Esc) without ending is garbage: those bytes are
  /// dropped and the rest of it skipped, up to and including its final byte. The decoder decides this from the
  /// bytes alone, so the events do not depend on how the input was split across reads.
  package static let pendingLimit = 64
  /// Pasted text beyond this many characters is dropped.
  package static let pasteLimit = 4096

  private var pending: [UInt8] = []
  /// Skipping the rest of an overlong sequence, up to and including its final byte.
  private var discarding = false
  /// The bytes pasted so far while between bracketed-paste markers: text, whatever they are, decoded at the end.
  private var paste: [UInt8]?
  /// What ends a bracketed paste: `ESC [ 201 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// How many bytes wait for the rest of a sequence; never more than `pendingLimit` after `feed`.
  package var pendingCount: Int { pending.count }

  /// True when an Esc waits for the bytes that would tell whether it starts a sequence.
  package var isWaitingForEscape: Bool { pending.first == 0x1B }

  /// Decodes as many events as the bytes so far allow.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        // Pasted bytes are text up to the end marker, control characters and escapes included: the prompt shows
        // what it cannot draw as escapes, and nothing pasted ever acts as a key.
        let end = InputDecoder.pasteEnd
        if let found = InputDecoder.firstIndex(of: end, in: pending, from: index) {
          paste!.append(contentsOf: pending[index..<found].prefix(InputDecoder.pasteLimit * 4 - paste!.count))
          index = found + end.count
          let text = String(String(decoding: paste!, as: UTF8.self).prefix(InputDecoder.pasteLimit))
          if !text.isEmpty { events.append(.paste(text)) }
          paste = nil
          continue
        }
        // Keeps back a tail that may be the start of the end marker.
        let tail = (1..<end.count).last { length in
          length <= pending.count - index && pending[(pending.count - length)...].elementsEqual(end.prefix(length))
        }
        let stop = pending.count - (tail ?? 0)
        paste!.append(contentsOf: pending[index..<stop].prefix(max(0, InputDecoder.pasteLimit * 4 - paste!.count)))
        index = stop
        break
      }
      if discarding {
        let byte = pending[index]
        if (0x20...0x3F).contains(byte) {
          index += 1
        } else {
          discarding = false
          if (0x40...0x7E).contains(byte) { index += 1 }
        }
        continue
      }
      guard let (token, used) = decode(at: index) else { break }
      accept(token, into: &events)
      index += used
    }
    pending.removeFirst(index)
    if pending.count > InputDecoder.pendingLimit {
      pending.removeAll()
      discarding = true
    }
    return events
  }

  /// After the Esc timeout: a lone pending Esc becomes an Esc key; Esc and one more byte become Esc and that key.
  ///
  /// Longer unfinished sequences stay pending: they are a sequence in flight, not typing.
  package mutating func flushPendingEscape() -> [InputEvent] {
    guard pending.first == 0x1B, pending.count <= 2 else { return [] }
    let rest = pending.dropFirst()
    pending.removeAll()
    var events: [InputEvent] = []
    accept(.event(.key(.escape)), into: &events)
    return events + feed(rest)
  }

  private enum Token {
    case event(InputEvent)
    case pasteStart
    case pasteEnd
    case nothing
    /// A sequence past `pendingLimit`: skip the rest of it.
    case overlong
  }

  private mutating func accept(_ token: Token, into events: inout [InputEvent]) {
    switch token {
    case .pasteStart:
      paste = []
    case .pasteEnd:
      break
    case .event(let event):
      events.append(event)
    case .nothing:
      break
    case .overlong:
      discarding = true
    }
  }

  /// The token at `index` and how many bytes it used; nil when more bytes are needed.
  private func decode(at index: Int) -> (Token, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x0D, 0x0A: return (.event(.key(.enter)), 1)
    case 0x09: return (.event(.key(.tab)), 1)
    case 0x7F, 0x08: return (.event(.key(.backspace)), 1)
    case 0x01...0x1A: return (.event(.key(.control(Character(Unicode.Scalar(byte + 0x60))))), 1)
    case 0x20...0x7E: return (.event(.key(.character(Character(Unicode.Scalar(byte))))), 1)
    case 0x80...0xFF: return decodeUTF8(at: index)
    default: return (.nothing, 1)
    }
  }

  private func decodeEscape(at index: Int) -> (Token, Int)? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      let final = pending[index + 2]
      if let key = InputDecoder.cursorKey(final) { return (.event(.key(key)), 3) }
      if (0x40...0x7E).contains(final) { return (.nothing, 3) }
      return (.event(.key(.character("O"), .alt)), 2)
    case 0x1B:
      return (.event(.key(.escape)), 1)
    default:
      guard let (token, used) = decode(at: index + 1) else { return nil }
      guard case .event(.key(let key, let modifiers)) = token else { return (.event(.key(.escape)), 1) }
      return (.event(.key(key, modifiers.union(.alt))), used + 1)
    }
  }

  private func decodeCSI(at index: Int) -> (Token, Int)? {
    // Past this many bytes without a final byte the sequence is overlong, however it arrived.
    let limit = index + InputDecoder.pendingLimit + 1
    var end = index + 2
    while end < pending.count, end < limit, (0x30...0x3F).contains(pending[end]) { end += 1 }
    while end < pending.count, end < limit, (0x20...0x2F).contains(pending[end]) { end += 1 }
    if end >= limit { return (.overlong, end - index) }
    guard end < pending.count else { return nil }
    let final = pending[end]
    // A byte that cannot be in a sequence ends it unfinished: drop what came before, decode that byte afresh.
    guard (0x40...0x7E).contains(final) else { return (.nothing, end - index) }
    return (InputDecoder.interpretCSI(pending[(index + 2)..<end], final: final), end - index + 1)
  }

  private static func interpretCSI(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Token {
    if parameters.first == UInt8(ascii: "<") {
      let numbers = numbers(parameters.dropFirst())
      guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
        final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
        let mouse = MouseEvent(code: code, column: column, row: row, released: final == UInt8(ascii: "m"))
      else { return .nothing }
      return .event(.mouse(mouse))
    }
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .nothing }
    let numbers = numbers(parameters)
    let modifiers = numbers.count >= 2 ? Modifiers(xtermParameter: numbers[1] ?? 1) : []
    if let key = cursorKey(final) { return .event(.key(key, modifiers)) }
    switch final {
    case UInt8(ascii: "Z"):
      return .event(.key(.backTab))
    case UInt8(ascii: "~"):
      switch numbers.first ?? nil {
      case 1, 7: return .event(.key(.home, modifiers))
      case 4, 8: return .event(.key(.end, modifiers))
      case 3: return .event(.key(.delete, modifiers))
      case 5: return .event(.key(.pageUp, modifiers))
      case 6: return .event(.key(.pageDown, modifiers))
      case 200: return .pasteStart
      case 201: return .pasteEnd
      default: return .nothing
      }
    default:
      return .nothing
    }
  }

  /// The key of a cursor-key final byte (`A` up … `F` end), shared by CSI and SS3.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// Semicolon-separated decimal numbers; an empty or non-numeric field is nil; values saturate at 99999.
  private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      guard !field.isEmpty, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      return field.reduce(0) { min(99_999, $0 * 10 + Int($1 - 0x30)) }
    }
  }

  /// One UTF-8 character; an invalid byte is skipped alone.
  private func decodeUTF8(at index: Int) -> (Token, Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.nothing, 1)
    }
    let available = min(length, pending.count - index)
    for offset in 1..<available where !(0x80...0xBF).contains(pending[index + offset]) {
      return (.nothing, 1)
    }
    guard available == length else { return nil }
    guard let text = String(validating: pending[index..<(index + length)], as: UTF8.self), let character = text.first
    else { return (.nothing, 1) }
    return (.event(.key(.character(character))), length)
  }

  /// Where `needle` first starts in `bytes` at or after `start`.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= needle.count else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
  }
}
