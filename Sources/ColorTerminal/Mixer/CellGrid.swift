import ColorCore

/// A width × height screen of cells, row by row.
package struct CellGrid: Equatable, Sendable {
  package let width: Int
  package let height: Int
  private(set) var cells: [Cell]

  package init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at a 0-based column and row; writes outside the grid are ignored, reads give a blank.
  package subscript(column: Int, row: Int) -> Cell {
    get { contains(column: column, row: row) ? cells[row * width + column] : .blank }
    set { if contains(column: column, row: row) { cells[row * width + column] = newValue } }
  }

  package func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Writes text from a column as the terminal lays it out (`DisplayWidth`): a wide character takes two cells
  /// (the second a `Cell.wideTail`), a combining mark none. The text goes through `Visible.escape` first, so that
  /// no control, bidirectional or invisible character reaches the screen, whoever wrote the text. Text longer than
  /// the grid or `limit` cells is cut and ends with `…` (`DisplayWidth.truncated`).
  package mutating func put(
    _ text: String, column: Int, row: Int, foreground: CellColor? = nil, background: CellColor? = nil,
    bold: Bool = false,
    limit: Int = Int.max
  ) {
    let end = min(width, column + min(limit, width))
    let shown = DisplayWidth.truncated(Visible.escape(text), to: max(0, end - column))
    var x = column
    for scalar in shown.unicodeScalars {
      let size = DisplayWidth.of(scalar)
      if size == 0, x > column {
        // A mark goes with the character before it (the left half, when that one is wide).
        let base = self[x - 1, row].isWideTail ? x - 2 : x - 1
        if contains(column: base, row: row) { cells[row * width + base].marks.append(scalar) }
        continue
      }
      guard x + max(1, size) <= end else { break }
      // A mark with nothing before it is drawn over a space.
      self[x, row] = Cell(size == 0 ? " " : scalar, foreground: foreground, background: background, bold: bold)
      if size == 0 { self[x, row].marks = [scalar] }
      if size == 2 {
        self[x + 1, row] = Cell(Cell.wideTail, foreground: foreground, background: background, bold: bold)
      }
      x += max(1, size)
    }
  }

  /// Sets the cells of a rectangle, clipped to the grid.
  package mutating func fill(column: Int, row: Int, width: Int, height: Int, with cell: Cell) {
    let (left, right) = (max(0, column), min(self.width, column + width))
    let (top, bottom) = (max(0, row), min(self.height, row + height))
    guard left < right, top < bottom else { return }
    for y in top..<bottom {
      for x in left..<right { cells[y * self.width + x] = cell }
    }
  }

  /// The characters of one row, for tests and logs.
  package func text(row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var text = ""
    for cell in cells[(row * width)..<((row + 1) * width)] where !cell.isWideTail {
      text.unicodeScalars.append(cell.character)
      text.unicodeScalars.append(contentsOf: cell.marks)
    }
    return text
  }
}
