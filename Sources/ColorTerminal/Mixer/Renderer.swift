import ColorCore

/// Turns one screen grid into the next with as few bytes as it can.
package enum Renderer {
  /// The bytes that change the terminal from `old` to `new`: cursor moves, SGR codes and characters.
  ///
  /// Only changed cells are written, the cursor moves only when the next changed cell is not under it, and SGR
  /// codes are written only when the attributes change; each SGR starts with `0` so it states every attribute.
  /// When `old` is nil or a different size the screen is cleared and every cell written. Anything written ends
  /// with an SGR reset; no change at all gives no bytes. `.none` writes bold but no color codes.
  package static func diff(old: CellGrid?, new: CellGrid, depth: ColorDepth) -> [UInt8] {
    let full = old == nil || old!.width != new.width || old!.height != new.height
    var bytes: [UInt8] = []
    bytes.reserveCapacity(full ? 4 * new.width * new.height : 1024)
    if full { bytes.append(contentsOf: Array("\u{1B}[0m\u{1B}[2J".utf8)) }
    let colors = depth != .none
    var cursor: (column: Int, row: Int)? = nil
    var attributes: Cell? = nil
    let newCells = new.cells
    let oldCells = old?.cells ?? []
    // The index of the last wide character written: its right half needs nothing more.
    var wideWritten = -1
    for row in 0..<new.height {
      let rowStart = row * new.width
      for column in 0..<new.width {
        let index = rowStart + column
        if !full && oldCells[index] == newCells[index] { continue }
        // The right half of a wide character is drawn by writing its left half, here if that did not change.
        var at = column
        if newCells[index].isWideTail && column > 0 && isWideHead(newCells, index - 1, rowEnd: rowStart + new.width) {
          if wideWritten == index - 1 { continue }
          at = column - 1
        }
        let cell = newCells[rowStart + at]
        if cursor == nil || cursor! != (at, row) {
          bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
          appendNumber(row + 1, to: &bytes)
          bytes.append(UInt8(ascii: ";"))
          appendNumber(at + 1, to: &bytes)
          bytes.append(UInt8(ascii: "H"))
        }
        if attributes == nil || !cell.hasSameAttributes(as: attributes!, colors: colors) {
          appendSGR(of: cell, depth: depth, to: &bytes)
          attributes = cell
        }
        let cells = appendText(newCells, rowStart + at, rowEnd: rowStart + new.width, to: &bytes)
        if cells == 2 { wideWritten = rowStart + at }
        // After the last column the terminal waits to wrap; move explicitly next time.
        cursor = at + cells < new.width ? (at + cells, row) : nil
      }
    }
    if !bytes.isEmpty { bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]) }
    return bytes
  }

  /// The grid as lines of text for printing in the flow of output (no cursor moves): each row's characters with
  /// SGR codes where the attributes change and a reset before its newline. At `.none`, characters only.
  package static func lines(_ grid: CellGrid, depth: ColorDepth) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 0..<grid.height {
      let rowEnd = (row + 1) * grid.width
      var attributes: Cell? = nil
      for column in 0..<grid.width {
        let cell = grid[column, row]
        if depth != .none, attributes == nil || !cell.hasSameAttributes(as: attributes!, colors: true) {
          appendSGR(of: cell, depth: depth, to: &bytes)
          attributes = cell
        }
        if !cell.isWideTail || column == 0 || !isWideHead(grid.cells, row * grid.width + column - 1, rowEnd: rowEnd) {
          _ = appendText(grid.cells, row * grid.width + column, rowEnd: rowEnd, to: &bytes)
        }
      }
      if depth != .none { bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]) }
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// True when the cell at `index` is a wide character with its right half after it (before `rowEnd`).
  private static func isWideHead(_ cells: [Cell], _ index: Int, rowEnd: Int) -> Bool {
    index + 1 < rowEnd && cells[index + 1].isWideTail && DisplayWidth.isWide(cells[index].character)
  }

  /// Writes the cell at `index` with its marks and returns the columns it takes. A wide character without its
  /// right half, or a right half without its wide character (another drawing covered the other half), is a space.
  private static func appendText(_ cells: [Cell], _ index: Int, rowEnd: Int, to bytes: inout [UInt8]) -> Int {
    let cell = cells[index]
    if cell.isWideTail || (DisplayWidth.isWide(cell.character) && !isWideHead(cells, index, rowEnd: rowEnd)) {
      bytes.append(UInt8(ascii: " "))
      return 1
    }
    appendUTF8(cell.character, to: &bytes)
    for mark in cell.marks { appendUTF8(mark, to: &bytes) }
    return DisplayWidth.isWide(cell.character) ? 2 : 1
  }

  private static func appendSGR(of cell: Cell, depth: ColorDepth, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0")])
    if cell.bold { bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "1")]) }
    if let foreground = cell.foreground { appendColor(foreground, base: 38, depth: depth, to: &bytes) }
    if let background = cell.background { appendColor(background, base: 48, depth: depth, to: &bytes) }
    bytes.append(UInt8(ascii: "m"))
  }

  /// `;38;2;r;g;b` or `;38;5;N` (48 for the background); nothing at depth `.none`.
  private static func appendColor(_ color: CellColor, base: Int, depth: ColorDepth, to bytes: inout [UInt8]) {
    switch depth {
    case .none:
      return
    case .trueColor:
      bytes.append(UInt8(ascii: ";"))
      appendNumber(base, to: &bytes)
      bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2")])
      for channel in [color.red, color.green, color.blue] {
        bytes.append(UInt8(ascii: ";"))
        appendNumber(Int(channel), to: &bytes)
      }
    case .ansi256:
      bytes.append(UInt8(ascii: ";"))
      appendNumber(base, to: &bytes)
      bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")])
      appendNumber(Terminal.xterm256(red: Int(color.red), green: Int(color.green), blue: Int(color.blue)), to: &bytes)
    }
  }

  private static func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
    if number >= 10 { appendNumber(number / 10, to: &bytes) }
    bytes.append(UInt8(48 + number % 10))
  }

  private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    if scalar.isASCII { return bytes.append(UInt8(scalar.value)) }
    bytes.append(contentsOf: UTF8.encode(scalar)!)
  }
}
