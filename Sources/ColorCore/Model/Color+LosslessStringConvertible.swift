extension Color: LosslessStringConvertible {
  /// `color(srgb R G B)`, or `color(srgb R G B / A)` when the alpha is below 1, each number in Swift's shortest
  /// form that reads back as the same `Double` (`color(srgb 0.4 0.2 0.6)`, channels outside 0...1 as they are, a
  /// huge one with an exponent, `1e+20`): `Color(description)` is this color exactly.
  public var description: String {
    "color(srgb \(red) \(green) \(blue)" + (alpha < 1 ? " / \(alpha))" : ")")
  }

  /// CSS text that reads back as this color exactly: `#rrggbb` when every channel is a whole number of 255ths
  /// (`#rrggbbaa` when the alpha below 1 is one too), else `description`.
  public var exactText: String {
    let eightBit = [red, green, blue].allSatisfy { Color.exactEightBit($0) != nil }
    return eightBit && (alpha >= 1 || Color.exactEightBit(alpha) != nil) ? hex : description
  }

  /// The color any color text means, as `init(parsing:)` reads it (a CSS color, a catalog name, bare hex), and
  /// `description`'s `color(srgb R G B [/ A])` exactly, however large its channels (`init(parsing:)` holds a
  /// `color()` component to ±1e6, where every conversion stays finite); nil for text that is no color.
  public init?(_ description: String) {
    if let exact = Color.described(description) {
      self = exact
      return
    }
    guard let color = try? Color(parsing: description) else { return nil }
    self = color
  }

  /// The color of `description`'s exact text, `color(srgb R G B)` or `color(srgb R G B / A)` with each number
  /// as Swift writes a finite `Double`; nil for any other text.
  static func described(_ text: String) -> Color? {
    guard text.hasPrefix("color(srgb "), text.hasSuffix(")") else { return nil }
    let words = text.dropFirst("color(srgb ".count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3 || (words.count == 5 && words[3] == "/") else { return nil }
    var numbers: [Double] = []
    for word in words where word != "/" {
      // Only a finite number as Swift writes one: digits, `.`, `-`, `e` and `+`.
      guard word.utf8.allSatisfy({ $0 < 128 && "0123456789.-e+".utf8.contains($0) }), let number = Double(word),
        number.isFinite
      else { return nil }
      numbers.append(number)
    }
    let alpha = numbers.count == 4 ? numbers[3] : 1
    guard (0...1).contains(alpha) else { return nil }
    return Color(extendedRed: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha)
  }
}
