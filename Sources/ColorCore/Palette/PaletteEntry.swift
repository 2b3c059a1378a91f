/// A saved color and its name.
public struct PaletteEntry: Equatable, Sendable {
  public var name: String
  public var color: Color

  /// The longest name, in characters.
  public static let maximumNameLength = 64

  public init(name: String, color: Color) {
    self.name = name
    self.color = color
  }

  /// Checks a name for saving and returns it trimmed: 1–64 characters, no control or bidirectional characters.
  public static func validName(_ text: String) throws(InputError) -> String {
    let name = String(text.trimmingWhitespace())
    if name.isEmpty { throw .invalidPaletteName(text, problem: .empty) }
    if name.count > maximumNameLength { throw .invalidPaletteName(text, problem: .tooLong) }
    if name.unicodeScalars.contains(where: ControlCharacter.isUnsafe) {
      throw .invalidPaletteName(text, problem: .unsafeCharacters)
    }
    return name
  }

  /// The entry a name typed by a user means (surrounding white space ignored, otherwise exact); an unknown name
  /// suggests close ones.
  public static func find(_ text: String, in entries: [PaletteEntry]) throws(InputError) -> PaletteEntry {
    let name = String(text.trimmingWhitespace())
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw .unknownPaletteName(name, suggestions: Suggestion.closest(to: name, in: entries.map(\.name), limit: 3))
    }
    return entry
  }
}
