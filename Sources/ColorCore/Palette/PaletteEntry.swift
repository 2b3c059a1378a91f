/// A saved color and its name: the color in tenths as the store keeps it, with its alpha when it is translucent and
/// the design token's color it was imported from, if any.
public struct PaletteEntry: Hashable, Sendable {
  /// The name it was saved as.
  public var name: String
  /// The color saved, opaque, in tenths.
  public var color: StoredColor
  /// The alpha, from 0 up to (not including) 1; `nil` for an opaque color (the palette file omits it then).
  public var alpha: Double?
  /// The design token's color space and components the color was imported from (`color` is that color brought
  /// into sRGB); `nil` for any other color. A tokens export writes it back as it was.
  public var token: TokenColor?

  /// The longest name, in Unicode scalars (not characters: one character can hold any number of accents).
  public static let maximumNameScalars = 64
  /// The longest name, in UTF-8 bytes.
  public static let maximumNameBytes = 256

  /// An entry from its parts (the name is not checked here); an `alpha` of 1 or more is opaque (`nil`), one below 0
  /// is 0.
  public init(name: String, color: StoredColor, alpha: Double? = nil, token: TokenColor? = nil) {
    self.name = name
    self.color = color
    self.alpha = PaletteEntry.translucent(alpha)
    self.token = token
  }

  /// An entry for `color` as given: its tenths (mapped into sRGB when outside, `StoredColor(rounding:)`) and its
  /// alpha.
  public init(name: String, color: Color) {
    self.init(name: name, color: StoredColor(rounding: color), alpha: color.alpha)
  }

  /// The saved color with its alpha: what showing the entry shows (`show palette:NAME`, the palette's listing).
  public var shownColor: Color {
    guard let alpha else { return Color(color) }
    return Color(color).withAlpha(alpha)
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
    guard let entry = entries.first(where: { $0.name == name }) else {
      let suggestions = suggesting ? Suggestion.closest(to: name, in: entries.map(\.name), limit: 3) : []
      throw .unknownPaletteName(name, suggestions: suggestions)
    }
    return entry
  }
}
