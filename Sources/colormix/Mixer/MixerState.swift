import ColorCore

/// Everything the mixer screen shows, and nothing about the terminal.
struct MixerState: Equatable, Sendable {
  /// Every channel is within 0...1000 tenths.
  var color: StoredColor
  var focus: MixerFocus = .channel(.red)
  /// The text typed into the focused channel's value field; nil when not editing.
  var editText: String?
  /// Within `Polygon.sideRange`.
  var sides: Int
  var palette: [PaletteRow]
  var message: String?
  var mode: MixerMode = .normal
  /// The catalog name nearest to `color`, filled in by the loop; `update` clears it whenever the color changes.
  var nearestName: String?
  /// The terminal size, in cells.
  var width: Int
  var height: Int
  /// The channel whose track a mouse drag started on.
  var dragging: Channel?

  init(color: StoredColor, sides: Int, palette: [PaletteRow], width: Int, height: Int) {
    self.color = color
    self.sides = sides
    self.palette = palette
    self.width = width
    self.height = height
  }

  /// The name of the palette row holding the current color (the same hex), if any.
  var savedName: String? {
    palette.first { Palette.sameColor($0.color, color) }?.name
  }

  /// The focused palette index, when a palette row has the focus.
  var focusedPalette: Int? {
    if case .palette(let index) = focus { index } else { nil }
  }
}
