/// The store file's format: a JSON object with numeric `red`, `green`, `blue` on the 0–100 scale.
public enum ColorDocument {
  /// What a store file holds: the color, and warnings for channels that were out of range.
  public struct Contents: Equatable {
    public var color: Color
    public var warnings: [RangeWarning]
  }

  /// Written with a version, one member per line, so that it reads well and diffs well.
  public static func encode(_ color: Color) -> [UInt8] {
    let text = """
      {
        "version": 1,
        "red": \(Color.text(ofTenths: color.red)),
        "green": \(Color.text(ofTenths: color.green)),
        "blue": \(Color.text(ofTenths: color.blue))
      }

      """
    return Array(text.utf8)
  }

  /// Reads a document; the error is the reason it is corrupt.
  public static func decode(_ bytes: [UInt8]) throws(CorruptReason) -> Contents {
    let value = try object(bytes)
    return try channels(of: value)
  }

  /// A file's JSON, which must be an object.
  static func object(_ bytes: [UInt8]) throws(CorruptReason) -> JSONValue {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw CorruptReason(text: "not valid JSON: \(error)")
    }
    guard case .object = value else { throw CorruptReason(text: "not a JSON object") }
    return value
  }

  /// The channels of a JSON object, clamped to 0–100 with warnings.
  static func channels(of object: JSONValue) throws(CorruptReason) -> Contents {
    var color = Color.black
    var warnings: [RangeWarning] = []
    for channel in Channel.allCases {
      guard let member = object.member(channel.rawValue) else {
        throw CorruptReason(text: "'\(channel.rawValue)' is missing")
      }
      guard case .number(let text) = member else { throw CorruptReason(text: "'\(channel.rawValue)' is not a number") }
      if let tenths = plainTenths(text) {
        color[channel] = tenths
        continue
      }
      guard let number = ExactDecimal(jsonNumber: text) else {
        throw CorruptReason(text: "'\(channel.rawValue)' is not a number")
      }
      color[channel] = number.clampedTenths
      if number.isOutOfRange {
        warnings.append(RangeWarning(channel: channel, entered: text, usedTenths: color[channel]))
      }
    }
    return Contents(color: color, warnings: warnings)
  }

  /// The tenths of a number as colormix writes it (`0`–`100`, at most one decimal), without the general path.
  static func plainTenths(_ text: String) -> Int? {
    var tenths = 0
    var digits = 0
    var decimals = -1
    for byte in text.utf8 {
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
