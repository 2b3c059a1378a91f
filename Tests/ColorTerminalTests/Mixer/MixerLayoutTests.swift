import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct MixerLayoutTests {
  @Test func minimumSizeIsSixtyByTwenty() {
    #expect(MixerLayout(width: 60, height: 20).fits)
    #expect(!MixerLayout(width: 59, height: 20).fits)
    #expect(!MixerLayout(width: 60, height: 19).fits)
    #expect(MixerLayout(width: 59, height: 20).target(column: 12, row: 2, focusedPalette: nil, paletteCount: 0) == nil)
  }

  @Test(arguments: [(60, 20), (80, 24), (200, 60)])
  func partsDoNotOverlap(_ width: Int, _ height: Int) {
    let layout = MixerLayout(width: width, height: height)
    #expect(layout.labelColumn + 5 < layout.trackStart)
    #expect(layout.trackWidth >= 30)
    #expect(layout.trackEnd < layout.fieldColumn - 1)
    #expect(layout.fieldColumn + MixerLayout.fieldWidth < layout.minusColumn)
    #expect(layout.minusColumn < layout.plusColumn && layout.plusColumn < width)
    #expect(layout.row(of: .blue) < layout.panelTop)
    #expect(layout.colorRight < layout.paletteLeft)
    #expect(layout.paletteLeft + MixerLayout.paletteWidth < width)
    #expect(layout.panelBottom < layout.keyRow && layout.keyRow < layout.messageRow && layout.messageRow < height)
    let area = layout.polygonArea
    #expect(area.columns > 0 && area.rows >= 6)
    #expect(area.column + area.columns - 1 < layout.colorRight)
    #expect(area.row + area.rows < layout.panelBottom)
  }

  @Test func trackRunsFromZeroAtItsFirstColumnToOneHundredAtItsLast() {
    let layout = MixerLayout(width: 80, height: 24)
    #expect(layout.trackValue(column: layout.trackStart) == 0)
    #expect(layout.trackValue(column: layout.trackEnd) == 1000)
    #expect(layout.trackValue(column: layout.trackStart - 5) == 0)
    #expect(layout.trackValue(column: layout.trackEnd + 5) == 1000)
    // 55 columns: column 27 of 0…54 is exactly half way.
    #expect(layout.trackWidth == 55)
    #expect(layout.trackValue(column: layout.trackStart + 27) == 500)
    #expect(layout.trackValue(column: layout.trackStart + 1) == 19)
  }

  @Test(arguments: [60, 80, 123, 200])
  func trackColumnAndValueAreInverse(_ width: Int) {
    let layout = MixerLayout(width: width, height: 24)
    for column in layout.trackStart...layout.trackEnd {
      #expect(layout.trackColumn(value: layout.trackValue(column: column)) == column)
    }
    #expect(layout.trackColumn(value: 0) == layout.trackStart)
    #expect(layout.trackColumn(value: 1000) == layout.trackEnd)
  }

  @Test func cellsMapToTheirTargets() {
    let layout = MixerLayout(width: 80, height: 24)
    func target(_ column: Int, _ row: Int) -> MixerTarget? {
      layout.target(column: column, row: row, focusedPalette: nil, paletteCount: 3)
    }
    #expect(target(3, 2) == .row(.red))
    #expect(target(layout.trackStart, 3) == .track(.green, position: 0))
    #expect(target(layout.trackEnd, 4) == .track(.blue, position: 1000))
    #expect(target(layout.fieldColumn + 2, 4) == .row(.blue))
    #expect(target(layout.minusColumn, 2) == .minus(.red))
    #expect(target(layout.plusColumn, 3) == .plus(.green))
    #expect(target(layout.plusColumn + 1, 3) == nil)
    #expect(target(10, 0) == nil)
    #expect(target(layout.paletteLeft + 3, layout.panelTop) == nil)
    #expect(target(layout.paletteLeft + 3, layout.panelTop + 1) == .palette(0))
    #expect(target(layout.paletteLeft + 3, layout.panelTop + 3) == .palette(2))
    #expect(target(layout.paletteLeft + 3, layout.panelTop + 4) == nil)
    #expect(target(layout.colorRight - 1, layout.panelTop + 1) == nil)
  }

  @Test func paletteScrollsToKeepTheFocusedRowInView() {
    let layout = MixerLayout(width: 60, height: 20)
    let capacity = layout.paletteCapacity
    #expect(layout.firstPaletteRow(focused: nil) == 0)
    #expect(layout.firstPaletteRow(focused: capacity - 1) == 0)
    #expect(layout.firstPaletteRow(focused: capacity + 4) == 5)
    let lastRow = layout.panelTop + capacity
    #expect(
      layout.target(column: layout.paletteLeft + 2, row: lastRow, focusedPalette: capacity + 4, paletteCount: 40)
        == .palette(capacity + 4))
  }
}
