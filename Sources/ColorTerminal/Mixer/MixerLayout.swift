import ColorCore

/// Where each part of the mixer screen goes for a terminal size, in 0-based columns and rows.
///
/// Rows: title and the slider-space tabs 0; the three sliders on 2, 3, 4; the color view (left) and palette (right) from 6
/// to `height − 4`; the key line on `height − 2`; the message line on `height − 1`. A slider row is the focus
/// marker (column 1), the label (3), the track (10 to `trackEnd`), the value field (6 wide) and `−` `+`.
package struct MixerLayout: Equatable, Sendable {
  package static let minimumWidth = 60
  package static let minimumHeight = 20

  package let width: Int
  package let height: Int

  package let markerColumn = 1
  package let labelColumn = 3
  package let trackStart = 10
  package static let fieldWidth = 6
  package let panelTop = 6
  /// Wide enough for a marker, `✓`, a name of 14 terminal cells (`DisplayWidth`) and the hex.
  package static let paletteWidth = 27

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// False when the terminal is smaller than the minimum; then only a one-line request is drawn.
  package var fits: Bool { width >= MixerLayout.minimumWidth && height >= MixerLayout.minimumHeight }

  package var plusColumn: Int { width - 3 }
  package var minusColumn: Int { width - 5 }
  package var fieldColumn: Int { minusColumn - MixerLayout.fieldWidth - 2 }
  /// The last column of the track, inclusive.
  package var trackEnd: Int { fieldColumn - 3 }
  package var trackWidth: Int { trackEnd - trackStart + 1 }

  /// The last row of the color view and palette, inclusive.
  package var panelBottom: Int { height - 4 }
  package var keyRow: Int { height - 2 }
  package var messageRow: Int { height - 1 }

  package var paletteLeft: Int { width - 1 - MixerLayout.paletteWidth }
  /// Palette rows shown at once, under the palette's title row.
  package var paletteCapacity: Int { panelBottom - panelTop }

  /// The frame of the color view, inclusive: columns 1…`colorRight`, rows `panelTop`…`panelBottom`.
  package var colorRight: Int { paletteLeft - 3 }

  /// The polygon's area inside the frame, under the two lines of color: (column, row, columns, rows).
  package var polygonArea: (column: Int, row: Int, columns: Int, rows: Int) {
    (2, panelTop + 3, colorRight - 2, panelBottom - panelTop - 4)
  }

  package func row(of channel: Channel) -> Int {
    2 + Channel.allCases.firstIndex(of: channel)!
  }

  /// The position (thousandths of the track; tenths in RGB) a track column stands for: 0 at `trackStart`, 1000
  /// at `trackEnd`, rounded; clamped outside.
  package func trackValue(column: Int) -> Int {
    let offset = min(trackWidth - 1, max(0, column - trackStart))
    return (2000 * offset + trackWidth - 1) / (2 * (trackWidth - 1))
  }

  /// The track column nearest to a position in thousandths of the track.
  package func trackColumn(value: Int) -> Int {
    trackStart + (2 * value * (trackWidth - 1) + 1000) / 2000
  }

  /// The index of the first palette row shown: 0, or enough to keep the anchor row (the focused row, else the ✓
  /// row) in view.
  package func firstPaletteRow(focused: Int?) -> Int {
    max(0, (focused ?? 0) - paletteCapacity + 1)
  }

  /// The first column of the slider-space tabs on the title row.
  package static let tabsColumn = 16

  /// The tabs on the title row, each with its first column and width: ` RGB ` ` HSL ` ` OKLCH `, one apart.
  package static var tabs: [(space: ColorStore.SliderSpace, column: Int, width: Int)] {
    var column = tabsColumn
    return ColorStore.SliderSpace.allCases.map { space in
      defer { column += space.title.count + 3 }
      return (space, column, space.title.count + 2)
    }
  }

  /// What is at a cell; nil for empty space. `focusedPalette` (the palette's anchor row) and `paletteCount`
  /// place the palette rows.
  package func target(column: Int, row: Int, focusedPalette: Int?, paletteCount: Int) -> MixerTarget? {
    guard fits else { return nil }
    if row == 0 {
      return MixerLayout.tabs.first { column >= $0.column && column < $0.column + $0.width }.map { .space($0.space) }
    }
    if let channel = Channel.allCases.first(where: { self.row(of: $0) == row }) {
      switch column {
      case trackStart...trackEnd: return .track(channel, position: trackValue(column: column))
      case minusColumn: return .minus(channel)
      case plusColumn: return .plus(channel)
      case markerColumn..<trackStart, fieldColumn..<(fieldColumn + MixerLayout.fieldWidth): return .row(channel)
      default: return nil
      }
    }
    guard row > panelTop, row <= panelBottom, column >= paletteLeft, column < width - 1 else { return nil }
    let index = firstPaletteRow(focused: focusedPalette) + row - panelTop - 1
    return index < paletteCount ? .palette(index) : nil
  }
}
