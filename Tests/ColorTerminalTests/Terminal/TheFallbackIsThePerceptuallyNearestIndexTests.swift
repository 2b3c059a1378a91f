import ColorCore
import Testing

@testable import ColorTerminal

/// At 256 colors a color is drawn with the xterm index (16–255: the 6×6×6 cube, then the 24 grays) whose color has
/// the smallest CIEDE2000 difference to it, never one of the 16 colors a theme sets.
@Suite struct TheFallbackIsThePerceptuallyNearestIndexTests {
  /// xterm's color of `index` (16–255), written out here from the palette's definition.
  static func xtermColor(_ index: Int) -> Color {
    guard index < 232 else {
      let gray = 8 + 10 * (index - 232)
      return Color(red255: gray, green255: gray, blue255: gray)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return Color(red255: levels[cube / 36], green255: levels[cube / 6 % 6], blue255: levels[cube % 6])
  }

  /// The smallest difference from `color` to any of the 240 entries, by trying every one.
  static func bestDifference(_ color: Color) -> Double {
    var best = Double.infinity
    for index in 16...255 { best = min(best, color.difference(to: xtermColor(index))) }
    return best
  }

  @Test func overRandomColorsTheMeanDifferenceIsTheLeastThereIs() {
    var random = Xoshiro256StarStar(seed: 256)
    let count = 2_000
    var (chosen, best) = (0.0, 0.0)
    for _ in 0..<count {
      let (r, g, b) = (
        Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random),
        Int.random(in: 0...255, using: &random)
      )
      let color = Color(red255: r, green255: g, blue255: b)
      let index = Terminal.xterm256(red: r, green: g, blue: b)
      #expect((16...255).contains(index))
      chosen += color.difference(to: Self.xtermColor(index))
      best += Self.bestDifference(color)
    }
    let (meanChosen, meanBest) = (chosen / Double(count), best / Double(count))
    #expect(abs(meanChosen - meanBest) < 0.1, "mean ΔE00 \(meanChosen), best \(meanBest)")
    // The rule by RGB distance came to 6.18 on these colors (the best is 4.94).
    #expect(meanChosen < 5.3, "mean ΔE00 \(meanChosen)")
  }

  @Test func aMutedBlueIsDrawnWithTheIndexNearestToTheEye() {
    // 60 (#5f5f87) is nearer in RGB; 25 (#005faf) is 3.6 away by CIEDE2000 against 13.4.
    #expect(Terminal.xterm256(red: 0x33, green: 0x66, blue: 0x99) == 25)
    let color = Color(rgb: 0x336699)
    #expect(color.difference(to: Self.xtermColor(25)) < color.difference(to: Self.xtermColor(60)))
  }

  @Test func everyWayOfDrawingAt256ColorsTakesThatIndex() {
    let color = Color(rgb: 0x336699)
    #expect(Terminal.paint("x", on: color, depth: .ansi256).hasPrefix("\u{1B}[48;5;25;"))
    var out = TextWriter(capacity: 64)
    TextStyle(foreground: color, background: color).writeStart(depth: .ansi256, into: &out)
    #expect(out.text == "\u{1B}[38;5;25;48;5;25m")
    let report = ColorReport(color: color)
    #expect(report.render(.ansi256, depth: .ansi256) == "25")
    #expect(report.render(.ansi, depth: .ansi256) == "\u{1B}[38;5;25m")
    #expect(report.render(.ansiBackground, depth: .ansi256) == "\u{1B}[48;5;25m")
    #expect(report.render(.swatch, depth: .ansi256).hasPrefix("\u{1B}[48;5;25;"))
    var grid = CellGrid(width: 1, height: 1)
    grid[0, 0] = Cell("x", foreground: CellColor(red: 0x33, green: 0x66, blue: 0x99))
    #expect(String(decoding: Renderer.diff(old: nil, new: grid, depth: .ansi256), as: UTF8.self).contains("38;5;25m"))
  }

  @Test func everyEntryIsDrawnWithItself() {
    for index in 16...255 {
      let (r, g, b) = Self.xtermColor(index).rgb255
      #expect(Terminal.xterm256(red: r, green: g, blue: b) == index)
    }
  }
}
