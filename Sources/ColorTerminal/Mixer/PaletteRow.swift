import ColorCore

/// A saved color as the mixer lists it.
package struct PaletteRow: Equatable, Sendable {
  package var name: String
  package var color: StoredColor

  package init(name: String, color: StoredColor) {
    self.name = name
    self.color = color
  }
}
