import Testing

@testable import ColorTerminal

/// The terminal width of characters and names, and the grid and renderer laying wide characters out in two cells.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("─", 1), ("█", 1), ("✓", 1),
    ("\u{1100}", 2), ("\u{115F}", 2), ("\u{1160}", 1),  // Hangul Jamo: initial consonants are wide
    ("\u{2E80}", 2), ("色", 2), ("か", 2), ("\u{303F}", 1), ("\u{A4CF}", 2), ("\u{A4D0}", 1),
    ("한", 2), ("\u{F900}", 2), ("\u{FE30}", 2), ("Ａ", 2), ("\u{FF61}", 1), ("￥", 2),
    ("🎨", 2), ("😀", 2), ("🥝", 2), ("\u{1F650}", 1), ("\u{20000}", 2), ("\u{3FFFD}", 2),
    ("\u{301}", 0), ("\u{20DD}", 0), ("\u{200D}", 0), ("\u{3099}", 0),
    // Emoji shown as pictures by default are wide wherever they are; text-style symbols stay narrow.
    ("✨", 2), ("✅", 2), ("⌚", 2), ("⭐", 2), ("🚀", 2), ("☺", 1), ("❤", 1), ("⌘", 1),
  ])
  func eachScalarHasItsTerminalWidth(_ text: String, _ width: Int) {
    #expect(text.unicodeScalars.count == 1)
    #expect(DisplayWidth.of(text.unicodeScalars.first!) == width)
  }

  @Test func aNameIsTheSumOfItsScalars() {
    #expect(DisplayWidth.of("grape") == 5)
    #expect(DisplayWidth.of("色彩 art") == 8)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
    #expect(DisplayWidth.of("🎨 paint") == 8)
  }

  @Test func truncationCountsCellsAndNeverSplitsAWideCharacter() {
    #expect(DisplayWidth.truncated("grape", to: 14) == "grape")
    #expect(DisplayWidth.truncated("色彩色彩色彩色", to: 14) == "色彩色彩色彩色")
    // 8 wide characters are 16 cells: 6 of them (12 cells) and the ellipsis fit in 13, the 7th would not.
    #expect(DisplayWidth.truncated("色彩色彩色彩色彩", to: 14) == "色彩色彩色彩…")
    #expect(DisplayWidth.truncated("abcdefghijkl色彩", to: 14) == "abcdefghijkl…")
    #expect(DisplayWidth.truncated("abcdefghijkle\u{301}xy", to: 14) == "abcdefghijkle\u{301}…")
  }

  @Test func theGridGivesAWideCharacterTwoCellsAndAMarkNone() {
    var grid = CellGrid(width: 8, height: 1)
    grid.put("色e\u{301}x", column: 0, row: 0)
    #expect(grid[0, 0].character == "色" && grid[1, 0].isWideTail)
    #expect(grid[2, 0].character == "e" && grid[2, 0].marks == ["\u{301}"])
    #expect(grid[3, 0].character == "x")
    #expect(grid.text(row: 0) == "色e\u{301}x    ")
    // Text cut at the limit ends with `…`; a wide character that would cross it is left out.
    var clipped = CellGrid(width: 8, height: 1)
    clipped.put("ab色", column: 0, row: 0, limit: 3)
    #expect(clipped.text(row: 0) == "ab…     ")
    var edge = CellGrid(width: 8, height: 1)
    edge.put("abcdefghij", column: 2, row: 0)
    #expect(edge.text(row: 0) == "  abcde…")
  }

  @Test func truncatedAtStartKeepsTheEndInCells() {
    #expect(DisplayWidth.truncatedAtStart("abc", to: 3) == "abc")
    #expect(DisplayWidth.truncatedAtStart("abcdef", to: 4) == "…def")
    #expect(DisplayWidth.truncatedAtStart("色彩ab", to: 4) == "…ab")
    #expect(DisplayWidth.truncatedAtStart("xe\u{301}ab", to: 3) == "…ab")
  }

  @Test func theGridDrawsOutsideTextOnlyAsEscapes() {
    var grid = CellGrid(width: 40, height: 1)
    grid.put("ab\u{9B}2Jcd\u{202E}ef\u{200B}", column: 0, row: 0)
    let escaped = "ab\\u{9B}2Jcd\\u{202E}ef\\u{200B}"
    #expect(grid.text(row: 0) == escaped + String(repeating: " ", count: 40 - escaped.count))
  }

  @Test func theRendererMovesTheCursorPastBothCellsOfAWideCharacter() {
    var grid = CellGrid(width: 6, height: 1)
    grid.put("色ab", column: 0, row: 0)
    let bytes = String(decoding: Renderer.diff(old: nil, new: grid, depth: .none), as: UTF8.self)
    // One cursor move at the start; the wide character's right half is not written, so `ab` follows at once.
    #expect(bytes == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0m色ab  \u{1B}[0m")
    // Only the right half changing (a narrow character there before) writes the wide character again.
    var old = grid
    old[1, 0] = Cell("z")
    let redraw = String(decoding: Renderer.diff(old: old, new: grid, depth: .none), as: UTF8.self)
    #expect(redraw == "\u{1B}[1;1H\u{1B}[0m色\u{1B}[0m")
  }
}
