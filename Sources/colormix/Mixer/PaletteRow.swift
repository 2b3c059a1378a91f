import ColorCore

/// A saved color as the mixer lists it.
struct PaletteRow: Equatable, Sendable {
  var name: String
  var color: StoredColor
}
