/// A saved color and its name.
public struct PaletteEntry: Equatable, Sendable {
  public var name: String
  public var color: Color

  public init(name: String, color: Color) {
    self.name = name
    self.color = color
  }

  /// Checks a name for saving and returns it trimmed: 1–64 characters, no control or bidirectional characters.
  public static func validName(_ text: String) throws(ColorError) -> String {
    let name = String(text.trimmingWhitespace())
    if name.isEmpty { throw .invalidPaletteName(text, reason: "it is empty") }
    if name.count > 64 { throw .invalidPaletteName(text, reason: "it is longer than 64 characters") }
    if name.unicodeScalars.contains(where: Visible.isUnsafe) {
      throw .invalidPaletteName(text, reason: "it contains control or bidirectional characters")
    }
    return name
  }
}
