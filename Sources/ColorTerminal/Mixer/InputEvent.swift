/// One thing the user did, decoded from the terminal's bytes.
package enum InputEvent: Equatable, Sendable {
  case key(Key, Modifiers)
  case mouse(MouseEvent)
  /// Text between bracketed-paste markers: printable characters only, never keys.
  case paste(String)

  /// A key without modifiers.
  package static func key(_ key: Key) -> InputEvent {
    .key(key, [])
  }
}
