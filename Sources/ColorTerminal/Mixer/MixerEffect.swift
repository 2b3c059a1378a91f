import ColorCore

/// Work the loop does for the mixer: store writes, and leaving.
package enum MixerEffect: Equatable, Sendable {
  /// Store the current color.
  case writeColor(StoredColor)
  /// Store the number of sides.
  case writeSides(Int)
  /// Store the sliders' space.
  case writeSliders(ColorStore.SliderSpace)
  /// Put this text on the terminal's clipboard (OSC 52).
  case copy(String)
  /// Save the current color in the palette under this name.
  case save(String)
  /// Make this palette entry the current color (write it; a `.storeChanged` then shows it).
  case load(String)
  /// Remove this palette entry.
  case remove(String)
  /// Stop the process with SIGTSTP after restoring the terminal (Ctrl-Z).
  case suspend
  /// Restore the terminal and exit.
  case quit
}
