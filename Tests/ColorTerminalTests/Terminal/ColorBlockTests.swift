import ColorCore
import Foundation
import Testing

@testable import ColorTerminal

/// `ColorBlock`: the framed block, its values and its chips, in 80 columns.
@Suite struct ColorBlockTests {
  let grape = ColorReport(color: Color(StoredColor(red: 500, green: 200, blue: 800)), stored: true)

  func block(_ report: ColorReport, depth: ColorDepth) -> [String] {
    let candidates = report.color.nearestNames(ColorBlock.candidateCount)
    return ColorBlock.lines(report, neighbours: ColorBlock.chips(report, from: candidates), depth: depth)
  }

  @Test func withoutColorTheBlockIsAFrameWithTheHexInsideAndTheValuesBeside() {
    var report = grape
    report.saved = "grape"
    let lines = block(report, depth: .none)
    #expect(lines.count == ColorBlock.blockHeight + 2)
    #expect(lines[0] == "┌────────────────┐  #8033cc")
    #expect(lines[1] == "│                │  red 50  green 20  blue 80")
    #expect(lines[2] == "│                │  rgb(128 51 204)")
    #expect(lines[3] == "│                │  hsl(270 60% 50%)")
    #expect(lines[4] == "│    #8033cc     │  oklch(0.5103 0.22007 301.6)")
    #expect(lines[5] == "│                │  saved as grape")
    #expect(lines[6] == "│                │")
    #expect(lines[7] == "│                │  ≈  blueviolet     #8a2be2  ΔE 3.13  css")
    #expect(lines[8] == "│                │  ≈  Purple Heart   #7442c8  ΔE 3.25  crayola")
    #expect(lines[9] == "└────────────────┘  ≈  darkviolet     #9400d3  ΔE 4.38  css")
  }

  @Test func inColorTheBlockIsFilledAndEachChipIsOnItsOwnColor() {
    let lines = block(grape, depth: .trueColor)
    let fill = "│\u{1B}[48;2;128;51;204;38;2;255;255;255m" + String(repeating: " ", count: 16) + "\u{1B}[0m│"
    for row in 1...ColorBlock.blockHeight { #expect(lines[row].hasPrefix(fill)) }
    // The frame is drawn in the terminal's own foreground: no escape before or in it.
    #expect(lines[0].hasPrefix("┌────────────────┐") && lines[9].hasPrefix("└────────────────┘"))
    // blueviolet takes white text, as the swatch's WCAG rule says.
    #expect(lines[7].contains("≈ \u{1B}[48;2;138;43;226;38;2;255;255;255m blueviolet   \u{1B}[0m  #8a2be2"))
    #expect(
      lines.map(Terminal.withoutEscapes)
        == block(grape, depth: .none).enumerated().map { row, line in
          row == 4 ? line.replacingOccurrences(of: "#8033cc", with: "       ") : line
        })
    let light = block(ColorReport(color: Color(rgb: 0xfffacd)), depth: .ansi256)
    #expect(light[7].contains(";38;5;16m "))
  }

  @Test func anExactNameIsShownBesideTheHexAndNotAmongTheChips() {
    var report = ColorReport(color: Color(rgb: 0x8a2be2))
    report.nearest = report.color.nearestName()
    let lines = block(report, depth: .none)
    #expect(lines[0].hasSuffix("#8a2be2  = blueviolet (css)"))
    #expect(!lines[7...].contains { $0.contains("blueviolet") })
    #expect(lines[7...].allSatisfy { $0.contains("≈ ") })
  }

  @Test func aColorAlreadyShownIsNotAChipAgain() {
    // CSS white is exact: Crayola's White (#ffffff too) is no chip; near #1e1e1e, black and Black are one chip.
    var white = ColorReport(color: .white)
    white.nearest = white.color.nearestName()
    let whiteChips = block(white, depth: .none)[7...]
    #expect(!whiteChips.contains { $0.contains("#ffffff") })
    let dark = block(ColorReport(color: Color(rgb: 0x1e1e1e)), depth: .none)[7...]
    #expect(dark.filter { $0.contains("#000000") }.count == 1)
    #expect(dark.count == 3 && Set(dark.map { $0.suffix(30) }).count == 3)
  }

  @Test func everyCatalogColorWithALongSavedNameFitsEightyColumns() {
    for named in Catalog.all {
      var report = ColorReport(color: named.color, nearest: named)
      report.saved = String(repeating: "very long saved name ", count: 6)
      for line in block(report, depth: .trueColor) {
        #expect(DisplayWidth.of(Terminal.withoutEscapes(line)) <= 80, "\(named.name): \(line)")
      }
    }
  }

  @Test func differencesHaveTwoDecimals() {
    #expect(ColorBlock.twoPlaces(20) == "20.00")
    #expect(ColorBlock.twoPlaces(3.125) == "3.13")
    #expect(ColorBlock.twoPlaces(0.05) == "0.05")
    #expect(ColorBlock.twoPlaces(0) == "0.00")
  }
}
