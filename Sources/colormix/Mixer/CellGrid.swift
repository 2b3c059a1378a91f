/// A width × height screen of cells, row by row.
struct CellGrid: Equatable, Sendable {
  let width: Int
  let height: Int
  private(set) var cells: [Cell]

  init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at a 0-based column and row; writes outside the grid are ignored, reads give a blank.
  subscript(column: Int, row: Int) -> Cell {
    get { contains(column: column, row: row) ? cells[row * width + column] : .blank }
    set { if contains(column: column, row: row) { cells[row * width + column] = newValue } }
  }

  func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Writes text from a column, one cell per Unicode scalar, clipped to the grid and to `limit` cells.
  mutating func put(
    _ text: String, column: Int, row: Int, foreground: CellColor? = nil, background: CellColor? = nil,
    bold: Bool = false,
    limit: Int = Int.max
  ) {
    var x = column
    for scalar in text.unicodeScalars.prefix(limit) {
      self[x, row] = Cell(scalar, foreground: foreground, background: background, bold: bold)
      x += 1
    }
  }

  /// Sets the cells of a rectangle, clipped to the grid.
  mutating func fill(column: Int, row: Int, width: Int, height: Int, with cell: Cell) {
    let (left, right) = (max(0, column), min(self.width, column + width))
    let (top, bottom) = (max(0, row), min(self.height, row + height))
    guard left < right, top < bottom else { return }
    for y in top..<bottom {
      for x in left..<right { cells[y * self.width + x] = cell }
    }
  }

  /// The characters of one row, for tests and logs.
  func text(row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var text = ""
    text.unicodeScalars.append(contentsOf: cells[(row * width)..<((row + 1) * width)].map(\.character))
    return text
  }
}
