/// A mouse report in xterm's SGR encoding, at a 1-based screen cell.
package struct MouseEvent: Equatable, Sendable {
  /// Which button a press, drag or release concerns.
  package enum Button: Equatable, Sendable {
    case left, middle, right
  }

  /// What happened.
  package enum Kind: Equatable, Sendable {
    case press(Button)
    case drag(Button)
    case release(Button)
    /// Motion with no button held (only reported in any-motion mode).
    case move
    case wheelUp, wheelDown
  }

  package var kind: Kind
  /// 1-based column, as the terminal reports it.
  package var column: Int
  /// 1-based row, as the terminal reports it.
  package var row: Int

  /// Reads the parameters of `ESC [ < b ; x ; y M` (press or motion) or `… m` (release); nil for what this
  /// program does not use (wheel left/right, buttons 8–11). The modifier bits (4, 8, 16) are not used.
  package init?(code: Int, column: Int, row: Int, released: Bool) {
    let low = code & 3
    let button: Button? = [Button.left, .middle, .right, nil][low]
    switch code & (32 | 64 | 128) {
    case 0:
      guard let button else { return nil }
      kind = released ? .release(button) : .press(button)
    case 32:
      if let button { kind = released ? .release(button) : .drag(button) } else { kind = .move }
    case 64:
      guard low < 2, !released else { return nil }
      kind = low == 0 ? .wheelUp : .wheelDown
    default:
      return nil
    }
    self.column = column
    self.row = row
  }

  package init(kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}
