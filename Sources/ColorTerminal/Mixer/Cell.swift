/// One character cell of the screen: a character and its colors.
///
/// A wide character (`DisplayWidth` 2) fills two cells: its own, and the one to its right, which holds
/// `Cell.wideTail` with the same colors and is never written to the terminal. Combining marks ride on the cell of
/// the character before them.
package struct Cell: Hashable, Sendable {
  /// The character: one cell wide, or two when the next cell is a `wideTail`.
  package var character: Unicode.Scalar
  /// Zero-width scalars drawn with the character (combining accents), usually none.
  package var marks: [Unicode.Scalar] = []
  /// nil is the terminal's default foreground.
  package var foreground: CellColor?
  /// nil is the terminal's default background.
  package var background: CellColor?
  package var bold: Bool

  /// A space in the terminal's default colors.
  package static let blank = Cell(" ")
  /// The character of the right half of a wide character.
  package static let wideTail: Unicode.Scalar = "\u{0}"

  package init(
    _ character: Unicode.Scalar, foreground: CellColor? = nil, background: CellColor? = nil, bold: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.bold = bold
  }

  /// True for the right half of a wide character.
  package var isWideTail: Bool { character == Cell.wideTail }

  /// True when both cells are drawn with the same escape codes at this depth.
  package func hasSameAttributes(as other: Cell, colors: Bool) -> Bool {
    bold == other.bold && (!colors || (foreground == other.foreground && background == other.background))
  }
}
