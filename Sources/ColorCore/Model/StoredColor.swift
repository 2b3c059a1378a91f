/// A color as three channels on a 0–100 scale, kept in tenths (`505` is 50.5).
///
/// Every channel is always in 0...1000: constructing or setting a value outside that range is a programming
/// error that stops the program, never a silently wrong color. Values from outside go through `ChannelRange`.
public struct StoredColor: Equatable, Hashable, Sendable {
  /// Tenths of a percent, 0...1000.
  /// Red, in tenths of a percent.
  public private(set) var red: Int
  /// Green, in tenths of a percent.
  public private(set) var green: Int
  /// Blue, in tenths of a percent.
  public private(set) var blue: Int

  /// Black, what a store that was never written holds.
  public static let black = StoredColor(red: 0, green: 0, blue: 0)

  /// The valid tenths of a channel.
  public static let tenthsRange = 0...1000

  /// A color from tenths; each must be in 0...1000.
  public init(red: Int, green: Int, blue: Int) {
    precondition(
      StoredColor.tenthsRange.contains(red) && StoredColor.tenthsRange.contains(green)
        && StoredColor.tenthsRange.contains(blue),
      "channel tenths out of 0...1000")
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The color nearest to an 8-bit triple (each 0...255); it converts back to the same triple.
  public init(red255: Int, green255: Int, blue255: Int) {
    self.init(
      red: StoredColor.tenths(of8Bit: red255), green: StoredColor.tenths(of8Bit: green255),
      blue: StoredColor.tenths(of8Bit: blue255))
  }

  /// The color nearest to `0xRRGGBB`.
  public init(rgb: UInt32) {
    self.init(red255: Int(rgb >> 16), green255: Int(rgb >> 8 & 0xFF), blue255: Int(rgb & 0xFF))
  }

  /// The tenths of one channel; setting a value outside 0...1000 stops the program.
  public subscript(channel: Channel) -> Int {
    get {
      switch channel {
      case .red: red
      case .green: green
      case .blue: blue
      }
    }
    set {
      precondition(StoredColor.tenthsRange.contains(newValue), "channel tenths out of 0...1000")
      switch channel {
      case .red: red = newValue
      case .green: green = newValue
      case .blue: blue = newValue
      }
    }
  }

  /// The 8-bit channels: `round-half-up(value × 255 / 100)`.
  public var rgb255: (red: Int, green: Int, blue: Int) {
    (StoredColor.eightBit(ofTenths: red), StoredColor.eightBit(ofTenths: green), StoredColor.eightBit(ofTenths: blue))
  }

  /// `#rrggbb`, lower case.
  public var hex: String {
    var out = TextWriter(capacity: 7)
    out.write(hexOf: self)
    return out.text
  }

  /// `round-half-up(tenths / 10 × 255 / 100)`.
  public static func eightBit(ofTenths tenths: Int) -> Int {
    (tenths * 255 + 500) / 1000
  }

  /// The nearest tenth of a percent to an 8-bit value (0...255).
  public static func tenths(of8Bit value: Int) -> Int {
    precondition((0...255).contains(value), "8-bit value out of 0...255")
    return (value * 2000 + 255) / 510
  }

  /// Tenths written as `50` or `79.5`.
  public static func text(ofTenths tenths: Int) -> String {
    tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(tenths % 10)
  }

}
