import ColorCore

/// Everything the mixer screen shows, and nothing about the terminal.
package struct MixerState: Equatable, Sendable {
  /// Every channel is within 0...1000 tenths.
  package var color: StoredColor
  package var focus: MixerFocus = .channel(.red)
  /// The text typed into the focused channel's value field; nil when not editing.
  package var editText: String?
  /// Within `Polygon.sideRange`.
  package var sides: Int
  package var palette: [PaletteRow]
  package var message: String?
  package var mode: MixerMode = .normal
  /// The catalog name nearest to `color`, filled in by the loop; `update` clears it whenever the color changes.
  package var nearestName: String?
  /// The terminal size, in cells.
  package var width: Int
  package var height: Int
  /// The channel whose track a mouse drag started on.
  package var dragging: Channel?

  package init(color: StoredColor, sides: Int, palette: [PaletteRow], width: Int, height: Int) {
    self.color = color
    self.sides = sides
    self.palette = palette
    self.width = width
    self.height = height
  }

  /// The name of the palette row holding exactly the current color, if any.
  package var savedName: String? {
    palette.first { $0.color == color }?.name
  }

  /// The focused palette index, when a palette row has the focus.
  package var focusedPalette: Int? {
    if case .palette(let index) = focus { index } else { nil }
  }
}
