import ColorCore

/// The row the keyboard acts on: a channel slider or a palette row.
package enum MixerFocus: Equatable, Sendable {
  case channel(Channel)
  /// An index into the palette.
  case palette(Int)
}
