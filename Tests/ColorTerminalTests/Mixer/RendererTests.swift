import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct RendererTests {
  let red = CellColor(red: 255, green: 0, blue: 0)

  func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  func sample() -> CellGrid {
    var grid = CellGrid(width: 10, height: 4)
    grid.put("hello", column: 1, row: 1, background: red)
    return grid
  }

  @Test func firstFrameClearsAndWritesEveryCell() {
    let bytes = text(Renderer.diff(old: nil, new: sample(), depth: .trueColor))
    #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(bytes.hasSuffix("\u{1B}[0m"))
    #expect(bytes.contains("\u{1B}[0;48;2;255;0;0mhello\u{1B}[0m"))
    // Four rows start at column 1: each needs a cursor move; the rest follow on.
    for row in 1...4 { #expect(bytes.contains("\u{1B}[\(row);1H")) }
  }

  @Test func resizeRedrawsEverything() {
    let old = CellGrid(width: 5, height: 4)
    let bytes = text(Renderer.diff(old: old, new: sample(), depth: .trueColor))
    #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J"))
  }

  @Test func sameGridWritesNothing() {
    #expect(Renderer.diff(old: sample(), new: sample(), depth: .trueColor) == [])
  }

  @Test func oneChangedCellWritesOnlyThatCell() {
    var new = sample()
    new[7, 2] = Cell("x", background: red)
    #expect(
      text(Renderer.diff(old: sample(), new: new, depth: .trueColor)) == "\u{1B}[3;8H\u{1B}[0;48;2;255;0;0mx\u{1B}[0m")
    #expect(text(Renderer.diff(old: sample(), new: new, depth: .ansi256)) == "\u{1B}[3;8H\u{1B}[0;48;5;196mx\u{1B}[0m")
    #expect(text(Renderer.diff(old: sample(), new: new, depth: .none)) == "\u{1B}[3;8H\u{1B}[0mx\u{1B}[0m")
  }

  @Test func adjacentChangesShareOneMoveAndOneSGR() {
    var new = sample()
    new.put("HEL", column: 1, row: 1, background: red)
    #expect(
      text(Renderer.diff(old: sample(), new: new, depth: .trueColor)) == "\u{1B}[2;2H\u{1B}[0;48;2;255;0;0mHEL\u{1B}[0m"
    )
  }

  @Test func gapsMoveTheCursorAndAttributeChangesWriteSGR() {
    var new = sample()
    new[1, 1] = Cell("H", background: red)
    new[3, 1] = Cell("L", foreground: .white, background: red, bold: true)
    #expect(
      text(Renderer.diff(old: sample(), new: new, depth: .trueColor))
        == "\u{1B}[2;2H\u{1B}[0;48;2;255;0;0mH\u{1B}[2;4H\u{1B}[0;1;38;2;255;255;255;48;2;255;0;0mL\u{1B}[0m")
  }

  @Test func colorOnlyChangesAreInvisibleWithoutColor() {
    var new = sample()
    new[0, 0] = Cell(" ", background: red)
    #expect(Renderer.diff(old: sample(), new: new, depth: .trueColor) != [])
    // The cell differs, so it is written, but with no color code.
    #expect(text(Renderer.diff(old: sample(), new: new, depth: .none)) == "\u{1B}[1;1H\u{1B}[0m \u{1B}[0m")
  }

  @Test func lastColumnForcesAnExplicitMoveOnTheNextRow() {
    var new = sample()
    new[9, 0] = Cell("a")
    new[0, 1] = Cell("b")
    #expect(text(Renderer.diff(old: sample(), new: new, depth: .none)) == "\u{1B}[1;10H\u{1B}[0ma\u{1B}[2;1Hb\u{1B}[0m")
  }

  @Test func nonASCIICharactersAreWrittenAsUTF8() {
    var new = sample()
    new[0, 3] = Cell("▀")
    #expect(text(Renderer.diff(old: sample(), new: new, depth: .none)) == "\u{1B}[4;1H\u{1B}[0m▀\u{1B}[0m")
  }

  @Test func gridClipsWritesOutsideIt() {
    var grid = CellGrid(width: 3, height: 2)
    grid.put("abcdef", column: 1, row: 0)
    grid[-1, 0] = Cell("x")
    grid[0, 5] = Cell("x")
    grid.fill(column: 2, row: -1, width: 10, height: 10, with: Cell("#"))
    #expect(grid.text(row: 0) == " a#")
    #expect(grid.text(row: 1) == "  #")
  }
}
