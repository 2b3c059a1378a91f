import ColorCore

/// A saved color as the mixer lists it: its name, its opaque color, and whether it is opaque (a translucent entry
/// is never the current color, which is opaque).
package struct PaletteRow: Equatable, Sendable {
  package var name: String
  package var color: StoredColor
  package var isOpaque: Bool

  package init(name: String, color: StoredColor, isOpaque: Bool = true) {
    self.name = name
    self.color = color
    self.isOpaque = isOpaque
  }

  /// The row of a palette entry.
  package init(_ entry: PaletteEntry) {
    self.init(name: entry.name, color: entry.color, isOpaque: entry.alpha255 == 255)
  }
}
