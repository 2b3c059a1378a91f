import ColorCore

/// Something the mixer reacts to: input, a new terminal size, or the stores changing under it.
package enum MixerEvent: Equatable, Sendable {
  case input(InputEvent)
  case resize(width: Int, height: Int)
  /// Another process changed the stored color, sides, slider space or palette: shown as is, nothing written back.
  /// A nil `sliders` leaves the sliders' space as it is.
  case storeChanged(color: StoredColor, sides: Int, sliders: ColorStore.SliderSpace? = nil, palette: [PaletteRow])
  /// A line for the message row, such as the outcome of an effect; nil clears it.
  case message(String?)
}
