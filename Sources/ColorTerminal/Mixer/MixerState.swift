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
  /// The slider row whose track a mouse drag started on.
  package var dragging: Channel?
  /// Whether the drag under way has recorded its starting color for undo.
  package var dragRecorded = false
  /// The space the sliders work in; the color stays RGB tenths whatever it is.
  package var sliders: ColorStore.SliderSpace
  /// The sliders' values in that space (`SliderAxis` units) as last set by the sliders; see `components`.
  package var sliderValues: [Double]
  /// Colors to go back to with `u`, the latest last; every change made in this mixer adds one.
  package var undo: [StoredColor] = []
  /// Colors `Ctrl-R` brings back, the latest undone last; a new change empties it.
  package var redo: [StoredColor] = []
  /// Each space's slider values when the sliders last left it, so that coming back finds a gray's hue (or a
  /// chroma beyond sRGB) where it was, when the color is still the one they give.
  package var leftValues: [ColorStore.SliderSpace: [Double]] = [:]
  /// A color this mixer asked the loop to load: when the store then shows it, the change is the mixer's own.
  package var expectedLoad: StoredColor?
  /// The format `y` copies in; `Y` moves to the next.
  package var copyFormat: CopyFormat = .hex
  /// The terminal's background when known (`TerminalBackground`): the polygon's backdrop is picked against it
  /// (`TerminalBackdrop.backdrop(for:on:)`); nil draws the backdrop by the color alone.
  package var terminalBackground: Color?

  package init(
    color: StoredColor, sides: Int, sliders: ColorStore.SliderSpace = .rgb, palette: [PaletteRow], width: Int,
    height: Int
  ) {
    self.color = color
    self.sides = sides
    self.sliders = sliders
    self.sliderValues = sliders.components(of: color)
    self.palette = palette
    self.width = width
    self.height = height
  }

  /// The sliders' values: the ones last set while they still give the color (so a gray keeps its hue, and an
  /// OKLCH chroma beyond sRGB stays where it was put), else worked out from the color, keeping what it does not
  /// determine. Switching spaces never changes the color.
  package var components: [Double] {
    sliders.color(sliderValues) == color ? sliderValues : sliders.components(of: color, keeping: sliderValues)
  }

  /// The index of the palette row holding the current color (the same hex: the ✓ row), if any.
  package var savedIndex: Int? {
    palette.firstIndex { $0.isOpaque && Palette.sameColor($0.color, color) }
  }

  /// The palette row kept in view: the focused one, else the ✓ row (so the mixer opens scrolled to it).
  package var paletteAnchor: Int? {
    focusedPalette ?? savedIndex
  }

  /// The name of the palette row holding the current color (the same hex), if any.
  package var savedName: String? {
    palette.first { $0.isOpaque && Palette.sameColor($0.color, color) }?.name
  }

  /// The focused palette index, when a palette row has the focus.
  package var focusedPalette: Int? {
    if case .palette(let index) = focus { index } else { nil }
  }
}
