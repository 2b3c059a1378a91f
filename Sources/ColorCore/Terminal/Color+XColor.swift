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
  package init?(terminalSpecification bytes: some Collection<UInt8>) {
    let text = Array(bytes)
    func channel(_ digits: ArraySlice<UInt8>) -> Int? {
      guard (1...4).contains(digits.count) else { return nil }
      var value = 0
      for digit in digits {
        guard let nibble = Color.hexDigit(digit) else { return nil }
        value = value * 16 + nibble
      }
      return value
    }
    func scaled(_ parts: [ArraySlice<UInt8>]) -> [Double]? {
      var channels: [Double] = []
      for part in parts {
        guard let value = channel(part) else { return nil }
        channels.append(Double(value) / Double((1 << (4 * part.count)) - 1))
      }
      return channels
    }
    var channels: [Double]?
    if text.starts(with: Array("rgb:".utf8)) {
      let parts = text[4...].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      if parts.count == 3 { channels = scaled(parts) }
    } else if text.starts(with: Array("rgba:".utf8)) {
      let parts = text[5...].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      if parts.count == 4, let all = scaled(parts) { channels = Array(all.prefix(3)) }
    } else if text.first == UInt8(ascii: "#") {
      let digits = text[1...]
      let size = digits.count / 3
      if digits.count % 3 == 0, (1...4).contains(size) {
        var shifted: [Double] = []
        for index in 0..<3 {
          let start = digits.startIndex + index * size
          guard let value = channel(digits[start..<(start + size)]) else { return nil }
          shifted.append(Double(value << (4 * (4 - size))) / 65535)
        }
        channels = shifted
      }
    }
    guard let channels else { return nil }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
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
