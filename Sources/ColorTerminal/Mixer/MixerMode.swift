/// What the mixer's keys currently do.
package enum MixerMode: Equatable, Sendable {
  case normal
  /// The key list covers the screen; any key closes it.
  case help
  /// Typing a name to save the color under.
  case naming(String)
  /// `y` removes this palette entry; any other key keeps it.
  case confirmRemove(String)
  /// `y` sets the color to black; any other key keeps it.
  case confirmReset
}
