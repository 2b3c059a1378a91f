/// One character cell of the screen: a character and its colors.
struct Cell: Hashable, Sendable {
  /// A single-width character.
  var character: Unicode.Scalar
  /// nil is the terminal's default foreground.
  var foreground: CellColor?
  /// nil is the terminal's default background.
  var background: CellColor?
  var bold: Bool

  /// A space in the terminal's default colors.
  static let blank = Cell(" ")

  init(_ character: Unicode.Scalar, foreground: CellColor? = nil, background: CellColor? = nil, bold: Bool = false) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.bold = bold
  }

  /// True when both cells are drawn with the same escape codes at this depth.
  func hasSameAttributes(as other: Cell, colors: Bool) -> Bool {
    bold == other.bold && (!colors || (foreground == other.foreground && background == other.background))
  }
}
