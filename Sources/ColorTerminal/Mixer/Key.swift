/// A key the terminal reported, without its modifiers.
package enum Key: Equatable, Sendable {
  /// A printable character, ASCII or any other Unicode character.
  case character(Character)
  case enter, tab, backTab, backspace, escape, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// A control letter other than Tab, Enter and Backspace, in lower case: Ctrl-C is `.control("c")`.
  case control(Character)
}
