import ColorCore

/// What a screen cell of the mixer is, for the mouse.
package enum MixerTarget: Equatable, Sendable {
  /// The channel's label or value field.
  case row(Channel)
  /// The slider track, at the position its column stands for (thousandths of the track: tenths in RGB).
  case track(Channel, position: Int)
  case minus(Channel)
  case plus(Channel)
  /// A palette row, by its index in the palette.
  case palette(Int)
  /// A tab naming a slider space.
  case space(ColorStore.SliderSpace)
}
