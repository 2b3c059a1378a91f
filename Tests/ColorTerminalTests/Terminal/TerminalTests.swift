import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct TerminalTests {
  @Test(arguments: [
    (0, 0, 0, 16), (255, 255, 255, 231), (255, 0, 0, 196), (0, 255, 0, 46), (0, 0, 255, 21), (128, 128, 128, 244),
    (128, 51, 204, 92), (8, 8, 8, 232), (238, 238, 238, 255),
  ])
  func nearestXterm256(_ r: Int, _ g: Int, _ b: Int, _ index: Int) {
    #expect(Terminal.xterm256(red: r, green: g, blue: b) == index)
  }

  @Test func textOnAColorIsBlackOrWhiteWhicheverHasMoreContrast() {
    let yellow = Color(red255: 255, green255: 255, blue255: 0)
    #expect(Terminal.paint("x", on: yellow, depth: .ansi256).contains(";38;5;16m"))
    #expect(Terminal.paint("x", on: .black, depth: .ansi256).contains(";38;5;231m"))
    #expect(
      Terminal.paint("x", on: Color(red255: 0, green255: 0, blue255: 128), depth: .trueColor).contains(
        ";38;2;255;255;255m"))
  }

  @Test func paintsWithTheRightCodes() {
    let color = Color(StoredColor(red: 500, green: 200, blue: 800))
    #expect(Terminal.paint("x", on: color, depth: .trueColor) == "\u{1B}[48;2;128;51;204;38;2;255;255;255mx\u{1B}[0m")
    #expect(Terminal.paint("x", on: color, depth: .ansi256) == "\u{1B}[48;5;92;38;5;231mx\u{1B}[0m")
    #expect(Terminal.paint("x", on: color, depth: .none) == "x")
  }

  /// A translucent color is drawn over a checkerboard of white and light gray, two cells a square, the text in
  /// black or white for each square; the swatch says its alpha.
  @Test func aTranslucentColorIsDrawnOverACheckerboard() {
    let red = Color(red255: 255, green255: 0, blue255: 0).withAlpha(128.0 / 255)
    let painted = Terminal.paintChecked("abcd", on: red, depth: .trueColor)
    #expect(
      painted == "\u{1B}[48;2;255;127;127;38;2;0;0;0mab\u{1B}[0m" + "\u{1B}[48;2;230;102;102;38;2;0;0;0mcd\u{1B}[0m")
    #expect(Terminal.paintChecked("ab", on: red, depth: .trueColor, row: 1).contains("48;2;230;102;102"))
    #expect(
      Terminal.paintChecked("ab", on: .black, depth: .trueColor) == Terminal.paint("ab", on: .black, depth: .trueColor))
    let swatch = ColorReport(color: red).render(.swatch, depth: .trueColor)
    #expect(swatch.hasPrefix("\u{1B}[48;2;255;127;127;38;2;0;0;0m  \u{1B}[0m\u{1B}[48;2;230;102;102;38;2;0;0;0m#f"))
    #expect(swatch.contains("  alpha 0.502"))
    let block = ColorBlock.lines(ColorReport(color: red), neighbours: [], depth: .trueColor, width: 80)
    #expect(block[1].contains("alpha 0.502"))
    #expect(block[2].contains("48;2;230;102;102"))
  }
}
