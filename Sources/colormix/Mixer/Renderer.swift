import ColorCore

/// Turns one screen grid into the next with as few bytes as it can.
enum Renderer {
  /// The bytes that change the terminal from `old` to `new`: cursor moves, SGR codes and characters.
  ///
  /// Only changed cells are written, the cursor moves only when the next changed cell is not under it, and SGR
  /// codes are written only when the attributes change; each SGR starts with `0` so it states every attribute.
  /// When `old` is nil or a different size the screen is cleared and every cell written. Anything written ends
  /// with an SGR reset; no change at all gives no bytes. `.none` writes bold but no color codes.
  static func diff(old: CellGrid?, new: CellGrid, depth: ColorDepth) -> [UInt8] {
    let full = old == nil || old!.width != new.width || old!.height != new.height
    var bytes: [UInt8] = []
    bytes.reserveCapacity(full ? 4 * new.width * new.height : 1024)
    if full { bytes.append(contentsOf: Array("\u{1B}[0m\u{1B}[2J".utf8)) }
    let colors = depth != .none
    var cursor: (column: Int, row: Int)? = nil
    var attributes: Cell? = nil
    let newCells = new.cells
    let oldCells = old?.cells ?? []
    for row in 0..<new.height {
      for column in 0..<new.width {
        let index = row * new.width + column
        let cell = newCells[index]
        if !full && oldCells[index] == cell { continue }
        if cursor == nil || cursor! != (column, row) {
          bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
          appendNumber(row + 1, to: &bytes)
          bytes.append(UInt8(ascii: ";"))
          appendNumber(column + 1, to: &bytes)
          bytes.append(UInt8(ascii: "H"))
        }
        if attributes == nil || !cell.hasSameAttributes(as: attributes!, colors: colors) {
          appendSGR(of: cell, depth: depth, to: &bytes)
          attributes = cell
        }
        appendUTF8(cell.character, to: &bytes)
        // After the last column the terminal waits to wrap; move explicitly next time.
        cursor = column + 1 < new.width ? (column + 1, row) : nil
      }
    }
    if !bytes.isEmpty { bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]) }
    return bytes
  }

  /// The grid as lines of text for printing in the flow of output (no cursor moves): each row's characters with
  /// SGR codes where the attributes change and a reset before its newline. At `.none`, characters only.
  static func lines(_ grid: CellGrid, depth: ColorDepth) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 0..<grid.height {
      var attributes: Cell? = nil
      for column in 0..<grid.width {
        let cell = grid[column, row]
        if depth != .none, attributes == nil || !cell.hasSameAttributes(as: attributes!, colors: true) {
          appendSGR(of: cell, depth: depth, to: &bytes)
          attributes = cell
        }
        appendUTF8(cell.character, to: &bytes)
      }
      if depth != .none { bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]) }
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
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
