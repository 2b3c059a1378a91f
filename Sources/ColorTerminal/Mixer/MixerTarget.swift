import ColorCore

/// What a screen cell of the mixer is, for the mouse.
package enum MixerTarget: Equatable, Sendable {
  /// The channel's label or value field.
  case row(Channel)
  /// The slider track, at the value its column stands for (tenths).
  case track(Channel, value: Int)
  case minus(Channel)
  case plus(Channel)
  /// A palette row, by its index in the palette.
  case palette(Int)
}
