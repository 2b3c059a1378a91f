/// Reading back a line colormix printed, as `colormix show -` reads each line of standard input: `R G B` (0–100),
/// a swatch line (`#rrggbb  red R  green G  blue B [alpha A] …`, its channels and alpha read), a JSON object (its
/// `red`, `green` and `blue`, else its `hex`; an `error` member is an earlier stage's error), or one color as text.
/// The one reader of colormix's output: `ColorFormat.parse` and every command's `-` use it.
public enum ColorLine {
  /// The color a line of plain text (no escapes) is, one color read by `ColorArgument`.
  public static func read(_ line: String) throws(InputError) -> ColorReading {
    do {
      return try read(line) { text throws(InputError) in try ColorArgument.read(text) }
    } catch let error as InputError {
      throw error
    } catch {
      preconditionFailure("ColorArgument.read throws InputError only")
    }
  }

  /// The color a line of plain text is, `readingColor` reading a line that is one color (the command line adds
  /// `palette:NAME`).
  public static func read(_ line: String, readingColor: (String) throws -> ColorReading) throws -> ColorReading {
    if let scalar = ControlCharacter.firstHidden(in: line) { throw InputError.hiddenCharacter(line, scalar) }
    if line.hasPrefix("{") { return try json(line) }
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if words.count == 3 && words.allSatisfy({ ExactDecimal($0) != nil }) { return try channels(words) }
    if words.count >= 7 && words[1] == "red" && words[3] == "green" && words[5] == "blue" {
      var reading = try channels([words[2], words[4], words[6]])
      // A translucent swatch says its alpha after the channels (`alpha 0.502`): kept, as JSON's is.
      if words.count >= 9, words[7] == "alpha", let alpha = Double(words[8]), alpha >= 0, alpha < 1 {
        reading.color = reading.color.withAlpha(alpha)
        reading.exact = reading.color
      }
      return reading
    }
    return try readingColor(line)
  }

  /// `R G B` on the 0–100 scale, exactly, each clamped with a warning.
  public static func channels(_ arguments: [String]) throws(InputError) -> ColorReading {
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
  static func channels(
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

  /// What the bytes of a line of plain text say, as `read(_:readingColor:)` would read them.
  package enum Plain {
    /// An `R G B` line or a swatch line, and its channels; for an `R G B` line with a channel past 100, its three
    /// words (for a hint that they may be bytes).
    case channels(ColorReading, words: [String]?)
    /// A line of words that is neither: one COLOR, which `readingColor` reads.
    case color
    /// Not plain text, or blank, or a swatch line whose numbers do not read: `read(_:readingColor:)` reads it, with its
    /// messages.
    case undecided
  }

  /// The `Plain` reading of one line of standard input, from its UTF-8 bytes. Plain text is printable ASCII, tabs and
  /// `≈` (what a swatch line holds), between blanks (spaces, tabs, carriage returns): there bytes are characters,
  /// with no escape and nothing hidden, so the words split as `read(_:readingColor:)` splits them, without a `String`.
  package static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Plain {
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
      return .channels(reading, words: reading.warnings.isEmpty ? nil : (0..<3).map { text(ranges, $0) })
    }
    guard count >= 7, isWord(words.1, "red"), isWord(words.3, "green"), isWord(words.5, "blue") else { return .color }
    guard let red = number(words.2), let green = number(words.4), let blue = number(words.6) else { return .undecided }
    // A translucent color's swatch goes on `alpha A`: the whole reader keeps it.
    var next = words.6.upperBound
    while next < end, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    if isWord(next..<min(next + 5, end), "alpha") { return .undecided }
    let ranges = (words.2, words.4, words.6)
    return .channels(channels((red, green, blue)) { text(ranges, $0) }, words: nil)
  }

  /// A JSON object colormix printed, its `alpha` kept.
  private static func json(_ line: String) throws(InputError) -> ColorReading {
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
  private static func jsonChannels(_ line: String) throws(InputError) -> ColorReading {
    guard let value = try? JSONParser.parse(Array(line.utf8)) else { throw .invalidColor(line) }
    if case .string(let message)? = value.member("error") {
      // Said once however many stages passed it on.
      let prefix = "An earlier stage reported an error: "
      throw .earlierStage(message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message)
    }
    var texts: [String] = []
    for channel in Channel.allCases {
      guard case .number(let text)? = value.member(channel.rawValue) else { break }
      texts.append(text)
    }
    if texts.count == 3 {
      var numbers: [ExactDecimal] = []
      for text in texts {
        guard let number = ExactDecimal(jsonNumber: text) else { throw .invalidNumber(text) }
        numbers.append(number)
      }
      return channels(numbers, written: texts)
    }
    if case .string(let hex)? = value.member("hex") {
      guard let color = ColorArgument.hashHex(hex) else { throw .notHex(hex) }
      return ColorReading(color: color)
    }
    throw .invalidColor(line)
  }
}
