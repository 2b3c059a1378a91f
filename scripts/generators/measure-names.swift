// Measures the nearest-name search's layers (see catalogs.py's header): built like name-table.swift (scripts/generate,
// step 2, with this file instead), it finds the nearest row of COUNT random colors and prints the sum of the rows
// and the time taken; run it under callgrind with COUNT 0 and N for the instructions a color.
//   measure-names MODE COUNT   MODE: index (16-bit colors through the index), all (16-bit colors, every row in
//                              full), table (8-bit colors through NameTable), search8 (8-bit colors through the index)
@testable import ColorCore

@main struct MeasureNames {
  static func main() {
    let mode = CommandLine.arguments[1]
    let count = Int(CommandLine.arguments[2])!
    let labs = Catalog.css.labs + Catalog.crayola.labs
    var state: UInt64 = 23
    var sum = 0
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let eightBit = Color(rgb: UInt32(truncatingIfNeeded: state >> 40 & 0xFF_FFFF))
      let other = Color(
        red: Double(state >> 40 & 0xFFFF) / 65535, green: Double(state >> 24 & 0xFFFF) / 65535,
        blue: Double(state >> 8 & 0xFFFF) / 65535)
      switch mode {
      case "index": sum &+= NearestName.searchRow(to: other, catalog: nil)
      case "table": sum &+= NearestName.nearestRow(to: eightBit, catalog: nil)
      case "search8": sum &+= NearestName.searchRow(to: eightBit, catalog: nil)
      default:
        let target = Lab(other)
        var (best, bestRow) = (Double.infinity, 0)
        for row in 0..<labs.count / 3 {
          let difference = target.difference(to: Lab(l: labs[3 * row], a: labs[3 * row + 1], b: labs[3 * row + 2]))
          if difference < best { (best, bestRow) = (difference, row) }
        }
        sum &+= bestRow
      }
    }
    print(mode, count, sum, clock.now - start)
  }
}
