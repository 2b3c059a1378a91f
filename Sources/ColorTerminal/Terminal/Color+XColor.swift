import ColorCore

extension Color {
  /// The color of an X11 color specification as terminals write it in answer to a color query (`OSC 4`, `10`,
  /// `11`, `12`), as `XParseColor` reads it, or nil when it is none:
  ///
  /// - `rgb:R/G/B`, each channel 1–4 hexadecimal digits in either case, scaled by its own length: `h` is
  ///   h / 15, `hh` is hh / 255, `hhh` is hhh / 4095, `hhhh` is hhhh / 65535 (`rgb:f/8/0` and
  ///   `rgb:ffff/8888/0000` are the same color);
  /// - `rgba:R/G/B/A` (rxvt-unicode), read the same way, its alpha dropped (a terminal's color is opaque on
  ///   the screen);
  /// - `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`: the older form, whose digits are the channel's most
  ///   significant bits (`#3a7` is `#3000a0007000`), so each channel is its digits shifted to 16 bits / 65535.
  init?(terminalSpecification bytes: [UInt8]) {
    self.init(terminalSpecification: bytes[...])
  }

  /// `init(terminalSpecification:)` of the bytes of a reply as they lie in a buffer.
  package init?(terminalSpecification text: ArraySlice<UInt8>) {
    // Concrete types, indices and tuples: a generic collection or an array of slices would have the runtime build
    // their types on every call.
    let start = text.startIndex
    func hasPrefix(_ prefix: StaticString) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard text.count >= count else { return false }
      return (0..<count).allSatisfy { text[start + $0] == prefix.utf8Start[$0] }
    }
    let channels: (Double, Double, Double)?
    if hasPrefix("rgb:") {
      channels = Color.slashedChannels(text[(start + 4)...], count: 3)
    } else if hasPrefix("rgba:") {
      channels = Color.slashedChannels(text[(start + 5)...], count: 4)
    } else if text.first == UInt8(ascii: "#") {
      channels = Color.shiftedChannels(text[(start + 1)...])
    } else {
      channels = nil
    }
    guard let (red, green, blue) = channels else { return nil }
    self.init(red: red, green: green, blue: blue)
  }

  /// The first three of `count` groups of 1–4 hex digits split by `/`, each scaled by its own length.
  private static func slashedChannels(_ digits: ArraySlice<UInt8>, count: Int) -> (Double, Double, Double)? {
    var channels = (0.0, 0.0, 0.0)
    var found = 0
    var value = 0
    var length = 0
    func close() -> Bool {
      guard (1...4).contains(length) else { return false }
      let scaled = Double(value) / Double((1 << (4 * length)) - 1)
      switch found {
      case 0: channels.0 = scaled
      case 1: channels.1 = scaled
      case 2: channels.2 = scaled
      default: break
      }
      (found, value, length) = (found + 1, 0, 0)
      return true
    }
    for byte in digits {
      if byte == UInt8(ascii: "/") {
        guard close() else { return nil }
        continue
      }
      guard let nibble = hexDigit(byte), length < 4 else { return nil }
      (value, length) = (value * 16 + nibble, length + 1)
    }
    guard close(), found == count else { return nil }
    return channels
  }

  /// `#RGB` to `#RRRRGGGGBBBB`: three equal groups of 1–4 hex digits, each shifted to 16 bits.
  private static func shiftedChannels(_ digits: ArraySlice<UInt8>) -> (Double, Double, Double)? {
    let size = digits.count / 3
    guard digits.count % 3 == 0, (1...4).contains(size) else { return nil }
    func channel(_ index: Int) -> Double? {
      var value = 0
      let start = digits.startIndex + index * size
      for digit in digits[start..<(start + size)] {
        guard let nibble = hexDigit(digit) else { return nil }
        value = value * 16 + nibble
      }
      return Double(value << (4 * (4 - size))) / 65535
    }
    guard let red = channel(0), let green = channel(1), let blue = channel(2) else { return nil }
    return (red, green, blue)
  }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// The color as a terminal takes it in `OSC 4`, `10`, `11` and `12`: `rgb:rr/gg/bb` of its 8-bit channels.
  package var terminalSpecification: String {
    let (r, g, b) = rgb255
    func two(_ value: Int) -> String {
      let digits = Array("0123456789abcdef")
      return String([digits[value >> 4], digits[value & 15]])
    }
    return "rgb:\(two(r))/\(two(g))/\(two(b))"
  }
}
