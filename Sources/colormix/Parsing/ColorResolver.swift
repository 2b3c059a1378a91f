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
      var reading = ColorReading(color: Color(try PaletteEntry.find(name, in: entries).color), warnings: warnings)
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
    var values: [Double] = []
    var warnings: [RangeWarning] = []
    for (channel, (number, text)) in zip(Channel.allCases, zip(numbers, written)) {
      let (exact, warning) = ChannelRange.percent.clampExactly(number, channel: channel, input: text)
      values.append(exact)
      if let warning { warnings.append(warning) }
    }
    return ColorReading(color: Color(red: values[0], green: values[1], blue: values[2]), warnings: warnings)
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
