import ColorCore

/// The row the keyboard acts on: a channel slider or a palette row.
enum MixerFocus: Equatable, Sendable {
  case channel(Channel)
  /// An index into the palette.
  case palette(Int)
}
