import ColorCore
import ColorTerminal

/// Reads a COLOR argument the same way for every command: `ColorArgument.read`, plus `palette:NAME`, which needs
/// the palette beside the store.
enum ColorResolver {
  static func read(_ text: String, _ context: Context) throws -> ColorReading {
    if text == "-" { throw UsageError.standardInputNotAccepted }
    let prefix = "palette:"
    if text.utf8.count > prefix.utf8.count, text.lowercased().hasPrefix(prefix) {
      let name = String(text.dropFirst(prefix.count))
      let (entries, warnings) = try context.paletteForReading()
      var reading = ColorReading(color: try PaletteEntry.find(name, in: entries).shownColor, warnings: warnings)
      reading.isStored = true
      return reading
    }
    do {
      return try ColorArgument.read(text)
    } catch {
      // A saved color's name typed without its prefix: say how to write it (the palette is read on this error
      // only, and a palette that cannot be read changes nothing here).
      guard case .unknownColorName(let name, let suggestions) = error,
        let saved = try? PaletteEntry.find(
          name, in: (try? context.paletteForReading().entries) ?? [], suggesting: false)
      else { throw error }
      throw InputError.unknownColorName(name, suggestions: ["palette:" + saved.name] + suggestions.prefix(2))
    }
  }

  /// `R G B` on the 0–100 scale, exactly, each clamped with a warning.
  static func channels(_ arguments: [String]) throws(InputError) -> ColorReading {
    var numbers: [ExactDecimal] = []
    for text in arguments { numbers.append(try ChannelValue(parsing: text).number) }
    return channels(numbers, written: arguments)
  }

  /// Three channels on the 0–100 scale, exactly, each clamped with a warning that quotes it as `written`.
  private static func channels(_ numbers: [ExactDecimal], written: [String]) -> ColorReading {
    channels((numbers[0], numbers[1], numbers[2])) { written[$0] }
  }

  /// Three channels on the 0–100 scale, exactly, each clamped with a warning that quotes it as `written(index)`
  /// (made only for a warning).
  private static func channels(
    _ numbers: (ExactDecimal, ExactDecimal, ExactDecimal), written: (Int) -> String
  ) -> ColorReading {
    var warnings: [RangeWarning] = []
    func clamped(_ number: ExactDecimal, _ channel: Channel, _ index: Int) -> Double {
      let (exact, warning) = ChannelRange.percent.clampExactly(number, channel: channel, input: written(index))
      if let warning { warnings.append(warning) }
      return exact
    }
    let red = clamped(numbers.0, .red, 0)
    let green = clamped(numbers.1, .green, 1)
    let blue = clamped(numbers.2, .blue, 2)
    return ColorReading(color: Color(red: red, green: green, blue: blue), warnings: warnings)
  }

  /// One line of standard input: `R G B`, one COLOR, or a line colormix printed in a format that is not a COLOR:
  /// a swatch line (`#rrggbb  red R  green G  blue B [alpha A] …`, its channels and alpha read) or a JSON object (its `red`, `green`
  /// and `blue`, else its `hex`, `#rrggbb` or `#rgb` only; an `error` member is a bad line). `hint` is the byte hint for `R G B`.
  static func line(_ line: String, _ context: Context) throws -> (reading: ColorReading, hint: String?) {
    // A swatch printed in color (`--color always`, FORCE_COLOR) reads back as the plain one: its SGR sequences are
    // skipped; any other escape or control character makes the line bad, quoted whole.
    let plain = Terminal.hasEscapes(line) ? Terminal.withoutEscapes(line) : line
    if let scalar = ControlCharacter.firstHidden(in: plain) { throw InputError.hiddenCharacter(line, scalar) }
    let line = plain
    if line.hasPrefix("{") { return (try json(line), nil) }
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if words.count == 3 && words.allSatisfy({ ExactDecimal($0) != nil }) {
      return (try channels(words), WarningText.byteHint(words))
    }
    if words.count >= 7 && words[1] == "red" && words[3] == "green" && words[5] == "blue" {
      var reading = try channels([words[2], words[4], words[6]])
      // A translucent swatch says its alpha after the channels (`alpha 0.502`): kept, as JSON's is.
      if words.count >= 9, words[7] == "alpha", let alpha = Double(words[8]), alpha >= 0, alpha < 1 {
        reading.color = reading.color.withAlpha(alpha)
        reading.exact = reading.color
      }
      return (reading, nil)
    }
    return (try read(line, context), nil)
  }

  /// What the bytes of a line of plain text say, as `line(_:_:)` would read them.
  enum PlainLine {
    /// An `R G B` line or a swatch line, and its channels.
    case channels(ColorReading, hint: String?)
    /// A line of words that is neither: one COLOR, which `read(_:_:)` reads.
    case color
    /// Not plain text, or blank, or a swatch line whose numbers do not read: `line(_:_:)` reads it, with its
    /// messages.
    case undecided
  }

  /// The `PlainLine` of one line of standard input, from its UTF-8 bytes. Plain text is printable ASCII, tabs and
  /// `≈` (what a swatch line holds), between blanks (spaces, tabs, carriage returns): there bytes are characters,
  /// with no escape and nothing hidden, so the words split as `line(_:_:)` splits them, without a `String`.
  static func plainLine(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainLine {
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0D { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
    guard start < end, bytes[start] != UInt8(ascii: "{") else { return .undecided }
    // The first seven words, and how many there are.
    var words = (0..<0, 0..<0, 0..<0, 0..<0, 0..<0, 0..<0, 0..<0)
    var count = 0
    var index = start
    while index < end {
      let wordStart = index
      while index < end, bytes[index] != 0x20, bytes[index] != 0x09 {
        switch bytes[index] {
        case 0x21...0x7E: index += 1
        case 0xE2 where index + 2 < end && bytes[index + 1] == 0x89 && bytes[index + 2] == 0x88: index += 3
        default: return .undecided
        }
      }
      switch count {
      case 0: words.0 = wordStart..<index
      case 1: words.1 = wordStart..<index
      case 2: words.2 = wordStart..<index
      case 3: words.3 = wordStart..<index
      case 4: words.4 = wordStart..<index
      case 5: words.5 = wordStart..<index
      case 6: words.6 = wordStart..<index
      default: break
      }
      count += 1
      while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }
    func word(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
    func number(_ range: Range<Int>) -> ExactDecimal? { ExactDecimal(utf8: word(range)) }
    func text(_ range: Range<Int>) -> String { String(decoding: word(range), as: UTF8.self) }
    func text(_ ranges: (Range<Int>, Range<Int>, Range<Int>), _ index: Int) -> String {
      text(index == 0 ? ranges.0 : index == 1 ? ranges.1 : ranges.2)
    }
    func isWord(_ range: Range<Int>, _ expected: StaticString) -> Bool {
      range.count == expected.utf8CodeUnitCount && zip(range, 0...).allSatisfy { bytes[$0] == expected.utf8Start[$1] }
    }
    if count == 3 {
      guard let red = number(words.0), let green = number(words.1), let blue = number(words.2) else { return .color }
      let ranges = (words.0, words.1, words.2)
      let reading = channels((red, green, blue)) { text(ranges, $0) }
      // The byte hint is for channels past 100, each one a warning.
      let hint = reading.warnings.isEmpty ? nil : WarningText.byteHint((0..<3).map { text(ranges, $0) })
      return .channels(reading, hint: hint)
    }
    guard count >= 7, isWord(words.1, "red"), isWord(words.3, "green"), isWord(words.5, "blue") else { return .color }
    guard let red = number(words.2), let green = number(words.4), let blue = number(words.6) else { return .undecided }
    // A translucent color's swatch goes on `alpha A`: the whole reader keeps it.
    var next = words.6.upperBound
    while next < end, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    if isWord(next..<min(next + 5, end), "alpha") { return .undecided }
    let ranges = (words.2, words.4, words.6)
    return .channels(channels((red, green, blue)) { text(ranges, $0) }, hint: nil)
  }

  /// A JSON object colormix printed, its `alpha` kept.
  private static func json(_ line: String) throws -> ColorReading {
    var reading = try jsonChannels(line)
    if let value = try? JSONParser.parse(Array(line.utf8)), case .number(let text)? = value.member("alpha"),
      let alpha = Double(text), alpha < 1
    {
      reading.color = reading.color.withAlpha(alpha)
      reading.exact = reading.color
    }
    return reading
  }

  /// The color of a JSON object colormix printed, opaque.
  private static func jsonChannels(_ line: String) throws -> ColorReading {
    guard let value = try? JSONParser.parse(Array(line.utf8)) else { throw InputError.invalidColor(line) }
    if case .string(let message)? = value.member("error") {
      // Said once however many stages passed it on.
      let prefix = "An earlier stage reported an error: "
      throw InputLineError.earlierStage(message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message)
    }
    var texts: [String] = []
    for channel in Channel.allCases {
      guard case .number(let text)? = value.member(channel.rawValue) else { break }
      texts.append(text)
    }
    if texts.count == 3 {
      var numbers: [ExactDecimal] = []
      for text in texts {
        guard let number = ExactDecimal(jsonNumber: text) else { throw InputError.invalidNumber(text) }
        numbers.append(number)
      }
      return channels(numbers, written: texts)
    }
    if case .string(let hex)? = value.member("hex") {
      guard let color = ColorArgument.hashHex(hex) else { throw InputLineError.notHex(hex) }
      return ColorReading(color: color)
    }
    throw InputError.invalidColor(line)
  }

  /// Under `--strict`, the warnings as an error (every channel out of range, else the gamut).
  static func check(_ reading: ColorReading, strict: Bool) throws(InputError) {
    guard strict else { return }
    if !reading.warnings.isEmpty { throw .outOfRange(reading.warnings) }
    if let gamut = reading.gamut { throw .outOfGamut(gamut) }
  }
}
