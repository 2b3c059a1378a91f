/// The store file's format: a JSON object with numeric `red`, `green`, `blue` on the 0–100 scale, an optional
/// `css` (the CSS text of the color exactly, when it is more than its tenths), and an optional whole `sides` from
/// 3 to 12 (the mixer's polygon) and an optional `sliders` (the mixer's slider space).
enum ColorDocument {
  /// What a store file holds: the color, warnings for channels that were out of range, and the sides if given.
  struct Contents: Equatable {
    var color: StoredColor
    var warnings: [RangeWarning]
    /// The color exactly and its text, when the file's `css` is the color its channels show.
    var exact: ColorStore.Exact? = nil
    /// nil when the file has no `sides` member.
    var sides: Int? = nil
    /// nil when the file has no `sliders` member, or one this version does not know.
    var sliders: ColorStore.SliderSpace? = nil
  }

  /// The number of sides a `sides` member may hold.
  static let sidesRange = 3...12

  /// Written with a version, one member per line, so that it reads well and diffs well; `sides` and `sliders` only
  /// when given.
  static func encode(
    _ color: StoredColor, exact: ColorStore.Exact? = nil, sides: Int? = nil, sliders: ColorStore.SliderSpace? = nil
  ) -> [UInt8] {
    var sidesLine = ""
    if let exact { sidesLine = ",\n  \"css\": \(JSONText.quote(exact.text))" }
    if let sides { sidesLine = ",\n  \"sides\": \(sides)" }
    if let sliders { sidesLine += ",\n  \"sliders\": \"\(sliders.rawValue)\"" }
    let text = """
      {
        "version": 1,
        "red": \(StoredColor.text(ofTenths: color.red)),
        "green": \(StoredColor.text(ofTenths: color.green)),
        "blue": \(StoredColor.text(ofTenths: color.blue))\(sidesLine)
      }

      """
    return Array(text.utf8)
  }

  /// Reads a document; warnings name `source`, the error is the reason it is corrupt.
  static func decode(_ bytes: [UInt8], source: RangeWarning.Source) throws(CorruptReason) -> Contents {
    let value = try object(bytes)
    try checkVersion(of: value)
    var contents = try channels(of: value, source: source)
    contents.exact = try self.exact(of: value, showing: contents.color, alpha: nil).map(ColorStore.Exact.init)
    contents.sides = try sides(of: value)
    contents.sliders = sliders(of: value)
    return contents
  }

  /// A `version` member, when there is one, must be 1 (`1` or `1.0`), this build's: a file of a later format is not guessed at.
  static func checkVersion(of object: JSONValue) throws(CorruptReason) {
    guard let member = object.member("version") else { return }
    guard case .number(let text) = member else { throw .unsupportedVersion(nil) }
    // Exactly one, written `1` or `1.0` (`1.00`…): a number only close to 1 is another version.
    let digits = text.utf8
    let isOne =
      digits.first == UInt8(ascii: "1")
      && (digits.count == 1
        || (digits.count > 2 && digits.dropFirst().first == UInt8(ascii: ".")
          && digits.dropFirst(2).allSatisfy { $0 == UInt8(ascii: "0") }))
    guard isOne else { throw .unsupportedVersion(text) }
  }

  /// The `css` member read: the color exactly and its text, when its view is `color` and `alpha` (nil: opaque);
  /// nil when absent, or when the channels were changed by hand since it was written (they are the color then).
  /// Text that is no color is corrupt.
  static func exact(of object: JSONValue, showing color: StoredColor, alpha: Double?) throws(CorruptReason)
    -> (color: Color, text: String)?
  {
    guard let member = object.member("css") else { return nil }
    guard case .string(let text) = member else { throw .notColorText("css") }
    // colormix writes a color's own text: one that computes (a relative color, a mix, `calc()`, `var()`), written
    // by hand, would cost its computation on every command; the channels are the color then.
    let lowered = text.lowercased()
    if ["from ", "color-mix(", "calc(", "var("].contains(where: lowered.contains) { return nil }
    guard let reading = try? ColorArgument.read(text, suggestingNames: false) else { throw .notColorText("css") }
    guard StoredColor(rounding: reading.exact) == color, PaletteEntry.translucent(reading.exact.alpha) == alpha else {
      return nil
    }
    return (reading.exact, reading.text)
  }

  /// The `sides` member: nil when absent; anything but a whole number from 3 to 12 (written as digits) is corrupt.
  static func sides(of object: JSONValue) throws(CorruptReason) -> Int? {
    guard let member = object.member("sides") else { return nil }
    guard case .number(let text) = member, text.utf8.count <= 2, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let sides = Int(text), sidesRange.contains(sides)
    else { throw .invalidSides }
    return sides
  }

  /// The `sliders` member: a space this version knows, else nil (a later version's space reads as RGB here, so
  /// that the file stays readable; it is dropped at the next write).
  static func sliders(of object: JSONValue) -> ColorStore.SliderSpace? {
    guard case .string(let text)? = object.member("sliders") else { return nil }
    return ColorStore.SliderSpace(rawValue: text)
  }

  /// A file's JSON, which must be an object.
  static func object(_ bytes: [UInt8]) throws(CorruptReason) -> JSONValue {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw .notJSON(problem: error.problem, offset: error.offset)
    }
    guard case .object = value else { throw .notObject }
    return value
  }

  /// The channels of a JSON object, clamped to 0–100 with warnings from `source`.
  static func channels(of object: JSONValue, source: RangeWarning.Source) throws(CorruptReason) -> Contents {
    var color = StoredColor.black
    var warnings: [RangeWarning] = []
    for channel in Channel.allCases {
      guard let member = object.member(channel.rawValue) else {
        throw .missingMember(channel.rawValue)
      }
      guard case .number(let text) = member else { throw .notNumber(channel.rawValue) }
      if let tenths = plainTenths(text) {
        color[channel] = tenths
        continue
      }
      guard let number = ExactDecimal(jsonNumber: text) else {
        throw .notNumber(channel.rawValue)
      }
      let (tenths, warning) = ChannelRange.percent.clamp(number, channel: channel, input: text, source: source)
      color[channel] = tenths
      if let warning {
        warnings.append(warning)
      } else if ExactDecimal(tenths: tenths) != number {
        // Finer than the tenths the file keeps (`10.04`, written by hand): rounded, and said.
        warnings.append(
          RangeWarning(
            channel: channel, input: text, value: number, range: .tenths, used: ExactDecimal(tenths: tenths),
            source: source))
      }
    }
    return Contents(color: color, warnings: warnings)
  }

  /// The tenths of a number as colormix writes it (`0`–`100`, at most one decimal), without the general path.
  static func plainTenths(_ text: String) -> Int? {
    var text = text
    return text.withUTF8(plainTenths)
  }

  static func plainTenths(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    var tenths = 0
    var digits = 0
    var decimals = -1
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if decimals >= 0 { decimals += 1 } else { digits += 1 }
        tenths = tenths * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "."):
        guard decimals < 0 else { return nil }
        decimals = 0
      default:
        return nil
      }
      guard digits <= 3, decimals <= 1 else { return nil }
    }
    guard digits > 0, decimals != 0 else { return nil }
    if decimals < 0 { tenths *= 10 }
    return tenths <= 1000 ? tenths : nil
  }
}
