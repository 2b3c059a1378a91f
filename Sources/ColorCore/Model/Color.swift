/// A color: gamma-encoded sRGB, three exact `Double` channels, each 0...1.
///
/// Read one from any CSS or catalog form with `init(parsing:)` (or `ColorReading(parsing:)` to keep the warnings),
/// convert it with its properties (`oklch`, `hsl`, `hex`), change it with its methods (`lightened(by:)`,
/// `mixed(with:amount:in:)`), and keep it with `StoredColor(rounding:)`, the store's tenths of a percent.
/// Nothing rounds a `Color` but that and the 8-bit forms (`hex`, `rgb255`).
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public let red: Double
  /// Green, 0...1.
  public let green: Double
  /// Blue, 0...1.
  public let blue: Double

  /// A color from channels on 0...1; a channel outside is clipped into it (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double) {
    self.red = Color.clip(red)
    self.green = Color.clip(green)
    self.blue = Color.clip(blue)
  }

  /// The stored color exactly: each channel's tenths / 1000.
  public init(_ stored: StoredColor) {
    self.init(red: Double(stored.red) / 1000, green: Double(stored.green) / 1000, blue: Double(stored.blue) / 1000)
  }

  /// The color of an 8-bit triple, each 0...255 (a value outside stops the program).
  public init(red255: Int, green255: Int, blue255: Int) {
    precondition(
      (0...255).contains(red255) && (0...255).contains(green255) && (0...255).contains(blue255),
      "8-bit value out of 0...255")
    self.init(red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255)
  }

  /// The color `0xRRGGBB`.
  public init(rgb: UInt32) {
    self.init(red255: Int(rgb >> 16 & 0xFF), green255: Int(rgb >> 8 & 0xFF), blue255: Int(rgb & 0xFF))
  }

  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// One channel, 0...1.
  public subscript(channel: Channel) -> Double {
    switch channel {
    case .red: red
    case .green: green
    case .blue: blue
    }
  }

  /// The 8-bit channels, each `value × 255` rounded half up.
  public var rgb255: (red: Int, green: Int, blue: Int) {
    (Color.eightBit(red), Color.eightBit(green), Color.eightBit(blue))
  }

  /// `#rrggbb`, lower case, from `rgb255`.
  public var hex: String {
    var out = TextWriter(capacity: 7)
    out.write(hexOf: self)
    return out.text
  }

  /// `value` (0...1) on `scale`, rounded half up; a value within 1e-9 of a half counts as the half, so that a
  /// decimal such as 50.55 rounds as it is written although its `Double` is a hair below.
  static func rounded(_ value: Double, scale: Double) -> Int {
    Int((value * scale + 0.5 + 1e-9).rounded(.down))
  }

  static func eightBit(_ value: Double) -> Int {
    rounded(value, scale: 255)
  }

  /// k when `value` is exactly k / 255, as every channel read from hex is; nil otherwise.
  static func exactEightBit(_ value: Double) -> Int? {
    let scaled = value * 255
    guard scaled >= 0 && scaled < 255.5 else { return nil }
    let index = Int(scaled + 0.5)
    return Double(index) / 255 == value ? index : nil
  }

  private static func clip(_ value: Double) -> Double {
    value >= 1 ? 1 : value > 0 ? value : 0
  }
}

extension StoredColor {
  /// The nearest tenths to `color` (half up), as the store keeps it.
  public init(rounding color: Color) {
    self.init(
      red: Color.rounded(color.red, scale: 1000), green: Color.rounded(color.green, scale: 1000),
      blue: Color.rounded(color.blue, scale: 1000))
  }
}
