/// The modifier keys held with a key or a mouse event.
package struct Modifiers: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8

  package static let shift = Modifiers(rawValue: 1)
  package static let alt = Modifiers(rawValue: 2)
  package static let control = Modifiers(rawValue: 4)

  /// The xterm modifier parameter of a key sequence (`ESC [ 1 ; 5 C`): 1 plus shift 1, alt 2, control 4, meta 8.
  ///
  /// Meta counts as alt. Parameters below 2 mean no modifier.
  package init(xtermParameter parameter: Int) {
    let bits = max(0, parameter - 1)
    var modifiers: Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }
}
