/// A color: gamma-encoded sRGB, three exact `Double` channels, and an alpha.
///
/// The channels are 0...1 for a color inside sRGB. A color read from text outside sRGB (`color(display-p3 1 0 0)`,
/// a wide `oklch()`) keeps its channels outside 0...1 (extended range, `init(extendedRed:green:blue:alpha:)`), so
/// that it converts to every space exactly; `isInGamut(_:)` says whether a gamut holds it, and
/// `mapped(into:)` brings it inside by the CSS Color 4 gamut mapping. The 8-bit forms (`hex`, `rgb255`) and
/// `StoredColor(rounding:)` are of the color mapped into sRGB.
///
/// Read one from any CSS or catalog form with `init(parsing:)` (or `ColorReading(parsing:)` to keep the warnings),
/// convert it with its properties (`oklch`, `hsl`, `hex`), change it with its methods (`lightened(by:)`,
/// `mixed(with:amount:in:)`), and keep it with `StoredColor(rounding:)`, the store's tenths of a percent.
/// Nothing rounds a `Color` but that and the 8-bit forms (`hex`, `rgb255`).
public struct Color: Hashable, Sendable {
  /// Red, 0...1 inside sRGB.
  public let red: Double
  /// Green, 0...1 inside sRGB.
  public let green: Double
  /// Blue, 0...1 inside sRGB.
  public let blue: Double
  /// Alpha, 0 (transparent) ... 1 (opaque).
  public let alpha: Double

  /// A color from channels on 0...1; a channel outside is clipped into it (NaN becomes 0), and so is `alpha`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.clip(red)
    self.green = Color.clip(green)
    self.blue = Color.clip(blue)
    self.alpha = alpha >= 1 ? 1 : Color.clip(alpha)
  }

  /// A color whose channels may lie outside 0...1 (extended-range sRGB): kept as given (NaN becomes 0, an
  /// infinity the largest finite value); `alpha` is clipped into 0...1.
  public init(extendedRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.finite(red)
    self.green = Color.finite(green)
    self.blue = Color.finite(blue)
    self.alpha = alpha >= 1 ? 1 : Color.clip(alpha)
  }

  /// Whether alpha is 1.
  public var isOpaque: Bool { alpha >= 1 }

  /// The same channels with `alpha` (clipped into 0...1).
  public func withAlpha(_ alpha: Double) -> Color {
    Color(extendedRed: red, green: green, blue: blue, alpha: alpha)
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

  /// The 8-bit channels, each `value × 255` rounded half up (a channel outside 0...1 clipped first: map a color
  /// outside sRGB with `mapped(into: .srgb)` for the CSS answer).
  public var rgb255: (red: Int, green: Int, blue: Int) {
    (Color.eightBit(Color.clip(red)), Color.eightBit(Color.clip(green)), Color.eightBit(Color.clip(blue)))
  }

  /// Alpha on 0...255, rounded half up: the `aa` of `#rrggbbaa`.
  public var alpha255: Int { Color.eightBit(alpha) }

  /// `#rrggbb`, lower case, from `rgb255`; `#rrggbbaa` when alpha is below 1.
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

  static func clip(_ value: Double) -> Double {
    value >= 1 ? 1 : value > 0 ? value : 0
  }

  private static func finite(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
  }
}

extension StoredColor {
  /// The nearest tenths to `color` (half up), as the store keeps it: a color outside sRGB is mapped into it first
  /// (`mapped(into: .srgb)`), and alpha is not kept.
  public init(rounding color: Color) {
    let color = color.isInGamut(.srgb) ? color : color.mapped(into: .srgb)
    self.init(
      red: Color.rounded(color.red, scale: 1000), green: Color.rounded(color.green, scale: 1000),
      blue: Color.rounded(color.blue, scale: 1000))
  }
}
