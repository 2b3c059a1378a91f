/// A saved color and its names: the color exactly as it was given (wide gamut, alpha, full precision) with the CSS
/// text that writes it in the notation it was given in, and its view in tenths of a percent, what the listing
/// shows and the mixer moves.
///
/// An entry saved from red, green and blue in tenths (`set 50 20 80`, an older palette file) is those tenths: it
/// has no `text`. Any other keeps `text` (`oklch(63.7% 0.237 25.331)`, `#777777`, `color(display-p3 0 1 0)`),
/// which reads back as `exact`.
public struct PaletteEntry: Hashable, Sendable {
  /// The name it was saved as, the first of its names.
  public var name: String
  /// Its other names, in the order they were given: a color saved under several names is one entry.
  public var aliases: [String] = []
  /// The color as the listing shows it: in tenths, mapped into sRGB when `exact` lies outside, opaque.
  public private(set) var color: StoredColor
  /// The alpha, from 0 up to (not including) 1; `nil` for an opaque color (the palette file omits it then).
  public private(set) var alpha: Double?
  /// The design token's color space and components the color was imported from; `nil` for any other color. A
  /// tokens export writes it back as it was.
  public private(set) var token: TokenColor?
  /// The CSS text that reads back as `exact`, in the notation the color was given in; nil when the tenths and
  /// the alpha are the color.
  public private(set) var text: String?
  /// The color exactly, its alpha too: what showing it, converting it and measuring it use.
  public private(set) var exact: Color

  /// Every name, the first one first.
  public var names: [String] { [name] + aliases }

  /// The longest name, in Unicode scalars (not characters: one character can hold any number of accents).
  public static let maximumNameScalars = 64
  /// The longest name, in UTF-8 bytes.
  public static let maximumNameBytes = 256

  /// An entry of tenths and an alpha (the name is not checked here); an `alpha` of 1 or more is opaque (`nil`),
  /// one below 0 is 0.
  public init(name: String, color: StoredColor, alpha: Double? = nil) {
    self.name = name
    self.color = color
    self.alpha = PaletteEntry.translucent(alpha)
    exact = Color(color).withAlpha(self.alpha ?? 1)
  }

  /// An entry for `color` exactly, written `text` (CSS text that reads back as `color`), with the design token's
  /// color it was read from, if any. Without a text, one is kept only when the tenths and the alpha are not the
  /// color (`color.exactText`).
  public init(name: String, color: Color, text: String? = nil, token: TokenColor? = nil) {
    self.init(name: name, color: StoredColor(rounding: color), alpha: color.alpha)
    self.token = token
    if text != nil || token != nil || exact != color {
      exact = color
      self.text = text ?? color.exactText
    }
  }

  /// The entry a color reading makes: its exact color, and the text it was written in (a name or channels keep
  /// none when their tenths are the color).
  public init(name: String, reading: ColorReading) {
    self.init(name: name, color: reading.exact, text: reading.givenText)
  }

  /// The saved color in tenths with its alpha: what the listing shows (the palette's listing, the mixer).
  public var shownColor: Color {
    guard let alpha else { return Color(color) }
    return Color(color).withAlpha(alpha)
  }

  /// The space of the notation the color is written in: its CSS function's (`color()`'s space), sRGB for `rgb()`,
  /// a hex and an entry of tenths.
  public var space: ColorSpace {
    guard let text, let open = text.firstIndex(of: "(") else { return .srgb }
    let function = text[..<open]
    if function == "color" {
      return text[text.index(after: open)...].split(separator: " ").first.flatMap { ColorSpace(cssName: String($0)) }
        ?? .srgb
    }
    return ColorSpace(named: String(function)) ?? .srgb
  }

  /// The color in sRGB, alpha kept: `exact` where sRGB holds it, else gamut mapped into it (CSS Color 4); what its
  /// hex, the listing's swatch and the 8-bit formats (gpl, hex, the terminal themes) show.
  public var srgb: Color {
    exact.isInGamut(.srgb) ? exact : exact.mapped(into: .srgb)
  }

  /// Whether `name` is one of the entry's names.
  public func isNamed(_ name: String) -> Bool {
    self.name == name || aliases.contains(name)
  }

  /// The alpha on 0...255, the `aa` of `#rrggbbaa`; 255 for an opaque entry.
  public var alpha255: Int {
    alpha.map(Color.eightBit) ?? 255
  }

  /// `alpha` when it is below 1 (0 for less than 0), else `nil`.
  static func translucent(_ alpha: Double?) -> Double? {
    guard let alpha, alpha < 1 else { return nil }
    return alpha > 0 ? alpha : 0
  }

  /// The alpha as the palette file and the exports write it: the shortest decimal that reads back as the same
  /// `Double` (`0.5`, `0.5019607843137255`; a tiny one with an exponent, `1e-05`, which JSON reads too).
  static func alphaText(_ alpha: Double) -> String {
    "\(alpha)"
  }

  /// Checks a name for saving and returns it trimmed: 1–64 Unicode scalars and at most 256 UTF-8 bytes, no
  /// control, format or separator characters (`ControlCharacter.isHidden`), and not beginning with `-`.
  public static func validName(_ text: String) throws(InputError) -> String {
    let name = String(text.trimmingWhitespace())
    if let problem = problem(with: name) { throw .invalidPaletteName(text, problem: problem) }
    // Only new names: a hand-edited palette (or one saved by an older colormix) may hold one, and `--` loads it.
    if name.utf8.first == UInt8(ascii: "-") { throw .invalidPaletteName(text, problem: .leadingDash) }
    return name
  }

  /// The longest start of `text`, in whole characters, that is not too long for a name (at most
  /// `maximumNameScalars` Unicode scalars and `maximumNameBytes` UTF-8 bytes): where a name prompt stops taking
  /// characters.
  public static func prefixFittingNameLimits(_ text: String) -> String {
    var scalars = 0
    var bytes = 0
    var end = text.startIndex
    for index in text.indices {
      let character = text[index]
      scalars += character.unicodeScalars.count
      bytes += character.utf8.count
      guard scalars <= maximumNameScalars, bytes <= maximumNameBytes else { break }
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// Whether a name is 1–64 bytes of printable ASCII without surrounding spaces: valid, and quick to tell.
  static func isPlain(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20,
      utf8.count <= maximumNameScalars
    else { return false }
    return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// What is wrong with a trimmed name, if anything.
  static func problem(with name: String) -> PaletteNameProblem? {
    if name.isEmpty { return .empty }
    if name.utf8.count > maximumNameBytes || name.unicodeScalars.count > maximumNameScalars { return .tooLong }
    if let scalar = name.unicodeScalars.first(where: ControlCharacter.isHidden) { return .unsafeCharacter(scalar) }
    return nil
  }

  /// The entry a name typed by a user means (surrounding white space ignored, otherwise exact); an unknown name
  /// suggests close ones when `suggesting` (the edit distances to a long palette take a while).
  public static func find(_ text: String, in entries: [PaletteEntry], suggesting: Bool = true) throws(InputError)
    -> PaletteEntry
  {
    let name = String(text.trimmingWhitespace())
    guard let entry = entries.first(where: { $0.isNamed(name) }) else {
      let suggestions = suggesting ? Suggestion.closest(to: name, in: entries.flatMap(\.names), limit: 3) : []
      throw .unknownPaletteName(name, suggestions: suggestions)
    }
    return entry
  }
}
