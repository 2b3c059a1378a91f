import ColorCore

/// Draws the mixer screen for a state; pure, so the same state always gives the same grid.
package enum MixerView {
  /// The lines of the help overlay.
  package static let helpLines = [
    "↑ ↓ Tab ⇧Tab     move between rows",
    "m  click a tab   sliders in RGB, HSL, OKLCH",
    "← →              one step down / up",
    "⇧← ⇧→ PgDn PgUp  ten steps",
    "Home End         the slider's ends",
    "- +              one step (with Alt a tenth)",
    "0–9 . Enter      type a value (Esc cancels)",
    "u Ctrl-R         undo / redo a change",
    "y Y              copy the color / as next format",
    "[ ] < >          fewer / more sides",
    "s                save in the palette",
    "Enter l          load a palette row",
    "d Delete         remove a palette row",
    "r                reset to black",
    "mouse            drag, click, wheel",
    "q Esc Ctrl-C     quit",
    "any other key closes this help",
  ]
  /// The key line at the bottom; help and quit come first so a narrow terminal still shows them.
  package static let keyLine = "? help  q quit  m space  ←→ step  u undo  y copy  [ ] sides  s save  r reset"
  /// The message line's text while a value is typed.
  package static let typingHint = "Enter applies · Esc cancels"

  /// The whole screen; a terminal under the minimum size gets one line asking for more room.
  /// `approximate` says the 256-color note on the message line (`ApproximationNotice.applies`; by default when
  /// `depth` is approximate).
  package static func render(
    _ state: MixerState, layout: MixerLayout, depth: ColorDepth, approximate: Bool? = nil
  ) -> CellGrid {
    var grid = CellGrid(width: layout.width, height: layout.height)
    guard layout.fits else {
      grid.put(
        "make the window at least \(MixerLayout.minimumWidth)×\(MixerLayout.minimumHeight)", column: 0, row: 0)
      return grid
    }
    let colors = depth != .none
    grid.put("colormix mix", column: 1, row: 0, bold: true)
    for tab in MixerLayout.tabs {
      let chosen = tab.space == state.sliders
      grid.put(
        chosen ? "[\(tab.space.title)]" : " \(tab.space.title) ", column: tab.column, row: 0, bold: chosen,
        limit: layout.width - 1 - tab.column)
    }
    for channel in Channel.allCases { drawSlider(&grid, state, channel, layout: layout, colors: colors) }
    drawColorView(&grid, state, layout: layout, colors: colors)
    drawPalette(&grid, state, layout: layout, colors: colors)
    grid.put(keyLine, column: 1, row: layout.keyRow, limit: layout.width - 2)
    grid.put(
      messageText(state, approximate: approximate ?? depth.isApproximate, width: layout.width - 2), column: 1,
      row: layout.messageRow, bold: state.mode != .normal, limit: layout.width - 2)
    if state.mode == .help { drawHelp(&grid, layout: layout) }
    return grid
  }

  /// The size of the color view `colorView` prints: room for a polygon of 45 × 14 cells (45 × 28 pixels).
  package static let colorViewWidth = 47
  package static let colorViewHeight = 19

  /// The color view alone, as `show --shape polygon` prints it: the framed color with its hex, nearest name and
  /// saved name, and the polygon. It is cut from a whole mixer screen, so it is drawn exactly as `mix` draws it.
  package static func colorView(
    color: StoredColor, sides: Int, savedName: String?, depth: ColorDepth, terminalBackground: Color? = nil
  ) -> CellGrid {
    // The screen whose color view has this size: colorRight = width − 31, panel rows 6 … height − 4.
    let layout = MixerLayout(width: colorViewWidth + 31, height: colorViewHeight + 9)
    var palette: [PaletteRow] = []
    if let savedName { palette.append(PaletteRow(name: savedName, color: color)) }
    var state = MixerState(color: color, sides: sides, palette: palette, width: layout.width, height: layout.height)
    state.nearestName = nearestText(color)
    state.terminalBackground = terminalBackground
    let screen = render(state, layout: layout, depth: depth)
    var view = CellGrid(width: colorViewWidth, height: colorViewHeight)
    for row in 0..<colorViewHeight {
      for column in 0..<colorViewWidth {
        view[column, row] = screen[1 + column, layout.panelTop + row]
      }
    }
    return view
  }

  /// `≈ blueviolet (css)`, or `=` for an exact match: the nearest catalog name as the color view shows it.
  package static func nearestText(_ color: StoredColor) -> String {
    let nearest = Color(color).nearestName()
    return "\(nearest.storedColor == color ? "=" : "≈") \(nearest.name) (\(nearest.catalog.rawValue))"
  }

  /// The message row: the prompt of the current mode, the last message, what the keys do while a value is typed,
  /// or the note that colors are approximated. A name too long for `width` cells shows its end, where the typing
  /// goes: `save as: …end_`.
  package static func messageText(_ state: MixerState, approximate: Bool = false, width: Int = .max) -> String {
    switch state.mode {
    case .naming(let name):
      "save as: " + DisplayWidth.truncatedAtStart(Visible.escape(name) + "_", to: max(1, width - 9))
    case .confirmRemove(let name): "remove \(name)? y/n"
    case .confirmReset: "reset to black? y/n"
    case .normal, .help:
      state.message ?? (state.editText != nil ? typingHint : approximate ? ApproximationNotice.text : "")
    }
  }

  /// The value field's text: the typed text and a cursor while editing (no cursor once the field is full, at
  /// `Mixer.editLimit` characters), the slider's value otherwise.
  package static func fieldText(_ state: MixerState, _ channel: Channel) -> String {
    if state.focus == .channel(channel), let text = state.editText {
      return text.count < Mixer.editLimit ? text + "_" : text
    }
    let index = Channel.allCases.firstIndex(of: channel)!
    let value = state.sliders.axis(channel).text(state.components[index])
    return String(repeating: " ", count: max(0, MixerLayout.fieldWidth - value.count)) + value
  }

  private static func drawSlider(
    _ grid: inout CellGrid, _ state: MixerState, _ channel: Channel, layout: MixerLayout, colors: Bool
  ) {
    let row = layout.row(of: channel)
    let index = Channel.allCases.firstIndex(of: channel)!
    let axis = state.sliders.axis(channel)
    let focused = state.focus == .channel(channel)
    if focused { grid[layout.markerColumn, row] = Cell("›", bold: true) }
    grid.put(axis.label, column: layout.labelColumn, row: row, bold: focused, limit: layout.trackStart - 4)
    let handle = layout.trackColumn(value: axis.position(of: state.components[index]))
    // While a value is typed, where it would put the slider.
    let preview = focused ? state.editText.flatMap { Mixer.parseValue($0, decimals: axis.decimals) } : nil
    let previewColumn = preview.map { layout.trackColumn(value: axis.position(of: axis.limited($0))) }
    var values = state.components
    for offset in 0..<layout.trackWidth {
      let column = layout.trackStart + offset
      values[index] = axis.value(atPosition: layout.trackValue(column: column))
      let mark: Unicode.Scalar? = column == handle ? "┃" : column == previewColumn ? "┆" : nil
      let shade = state.sliders.unmapped(values)
      if colors {
        if shade.inGamut {
          let background = CellColor(exactRed: shade.red, green: shade.green, blue: shade.blue)
          grid[column, row] = Cell(mark ?? " ", foreground: background.contrasting, background: background, bold: true)
        } else {
          // Outside sRGB: hatched on a neutral gray, never a clipped color that looks reachable.
          grid[column, row] = Cell(mark ?? "╱", foreground: .black, background: CellColor.outOfGamut, bold: mark != nil)
        }
      } else {
        grid[column, row] = Cell(mark.map { $0 == "┃" ? "█" : "┆" } ?? (shade.inGamut ? "─" : "╱"))
      }
    }
    grid.put(
      fieldText(state, channel), column: layout.fieldColumn, row: row, bold: focused,
      limit: MixerLayout.fieldWidth)
    grid[layout.minusColumn, row] = Cell("−", bold: true)
    grid[layout.plusColumn, row] = Cell("+", bold: true)
  }

  private static func drawColorView(_ grid: inout CellGrid, _ state: MixerState, layout: MixerLayout, colors: Bool) {
    let (top, bottom, right) = (layout.panelTop, layout.panelBottom, layout.colorRight)
    drawBox(&grid, left: 1, top: top, right: right, bottom: bottom)
    grid.put(" Color ", column: 3, row: top)
    let fill = CellColor(state.color)
    let inside = right - 2
    let text = CellColor.text(on: Color(state.color))
    let lines = [
      " " + state.color.hex + (state.nearestName.map { "  " + $0 } ?? ""),
      state.savedName.map { " saved as " + $0 } ?? " not saved",
    ]
    for (offset, line) in lines.enumerated() {
      grid.fill(column: 2, row: top + 1 + offset, width: inside, height: 1, with: Cell(" ", background: fill))
      grid.put(line, column: 2, row: top + 1 + offset, foreground: text, background: fill, limit: inside)
    }
    let backdropColor = polygonBackdrop(Color(state.color), text: text, terminalBackground: state.terminalBackground)
    let backdrop = CellColor(exactRed: backdropColor.red, green: backdropColor.green, blue: backdropColor.blue)
    let stroke = backdrop.contrasting
    let area = layout.polygonArea
    let polygon = Polygon(sides: state.sides)
    let map = polygon.rasterize(columns: area.columns, rows: area.rows)
    for row in 0..<area.rows {
      for column in 0..<area.columns {
        let cell: Cell
        if colors {
          cell = map.colorCell(column: column, row: row) { pixel in
            switch pixel {
            case .outside: backdrop
            case .inside: fill
            case .border: stroke
            }
          }
        } else {
          let ink = map.inkCell(column: column, row: row) { $0 == .border }
          cell = ink.character == " " && map[column, 2 * row] == .inside ? Cell("░") : ink
        }
        grid[area.column + column, area.row + row] = cell
      }
    }
    let caption = "\(polygon.name) (\(polygon.sides))  [ ] sides"
    let captionRow = area.row + area.rows
    grid.fill(column: 2, row: captionRow, width: inside, height: 1, with: Cell(" ", background: backdrop))
    grid.put(
      caption, column: 2 + max(0, (inside - caption.unicodeScalars.count) / 2), row: captionRow,
      foreground: stroke, background: backdrop, limit: inside)
  }

  /// The polygon's backdrop: picked against the terminal's background when it is known
  /// (`TerminalBackdrop.backdrop(for:on:)`), else the gray opposite the color's text (dark under a light color).
  package static func polygonBackdrop(_ color: Color, text: CellColor, terminalBackground: Color?) -> Color {
    if let terminalBackground { return TerminalBackdrop.backdrop(for: color, on: terminalBackground) }
    return text == .black ? TerminalBackdrop.dark : TerminalBackdrop.light
  }

  private static func drawPalette(_ grid: inout CellGrid, _ state: MixerState, layout: MixerLayout, colors: Bool) {
    let left = layout.paletteLeft
    grid.put("Palette", column: left + 1, row: layout.panelTop, bold: true)
    guard !state.palette.isEmpty else {
      grid.put("no saved colors;", column: left + 1, row: layout.panelTop + 1)
      grid.put("s saves this one", column: left + 1, row: layout.panelTop + 2)
      return
    }
    let first = layout.firstPaletteRow(focused: state.paletteAnchor)
    let span = MixerLayout.paletteWidth - 1
    let shown = min(layout.paletteCapacity, state.palette.count - first)
    let below = state.palette.count - first - shown
    if first > 0 || below > 0 {
      // How many rows are out of view, on the title row: `↑3 ↓12`.
      let counters =
        (first > 0 ? "↑\(first)" : "") + (first > 0 && below > 0 ? " " : "") + (below > 0 ? "↓\(below)" : "")
      grid.put(counters, column: left + MixerLayout.paletteWidth - counters.unicodeScalars.count, row: layout.panelTop)
    }
    for slot in 0..<min(layout.paletteCapacity, state.palette.count - first) {
      let index = first + slot
      let entry = state.palette[index]
      let row = layout.panelTop + 1 + slot
      let focused = state.focus == .palette(index)
      if focused { grid[left, row] = Cell("›", bold: true) }
      let background = colors ? CellColor(entry.color) : nil
      let foreground = colors ? CellColor.text(on: Color(entry.color)) : nil
      // Measured in terminal cells, so that wide characters (CJK, emoji) keep every hex in one column.
      // A translucent entry's `#rrggbbaa` takes two cells of its name's room, so every row ends in one column.
      let hex = entry.hex
      let room = 21 - hex.count
      let name = DisplayWidth.truncated(Visible.escape(entry.name), to: room)
      let padded = name + String(repeating: " ", count: room + 1 - DisplayWidth.of(name))
      let line =
        (entry.isOpaque && Palette.sameColor(entry.color, state.color) ? "✓ " : "+ ") + padded + hex + " "
      grid.put(
        " " + line, column: left + 1, row: row, foreground: foreground, background: background,
        bold: focused, limit: span)
    }
  }

  /// The help box's frame, inclusive: on each axis inside the color view's frame with a cell to spare on both
  /// sides when it fits there, else near the window's center (over both panels) with no border one cell off the
  /// color view's (`helpStart`).
  package static func helpBox(layout: MixerLayout) -> (left: Int, top: Int, right: Int, bottom: Int) {
    let width = (helpLines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
    let height = helpLines.count + 2
    let left = helpStart(size: width, frame: 1...layout.colorRight, window: layout.width)
    let top = helpStart(size: height, frame: layout.panelTop...layout.panelBottom, window: layout.height)
    return (left, top, left + width - 1, top + height - 1)
  }

  /// Where a box of `size` cells starts on one axis: centered inside `frame` (its borders excluded) with a cell
  /// to spare on each side; when it does not fit there, as near the window's center as it can be with neither of
  /// its borders one cell off the frame's (two lines side by side read as a misdrawn frame).
  private static func helpStart(size: Int, frame: ClosedRange<Int>, window: Int) -> Int {
    let inside = frame.count - 2
    if inside >= size + 2 { return frame.lowerBound + 1 + (inside - size) / 2 }
    let center = max(0, (window - size) / 2)
    let starts = (0...max(0, window - size)).sorted { abs($0 - center) < abs($1 - center) }
    return starts.first { abs($0 - frame.lowerBound) != 1 && abs($0 + size - 1 - frame.upperBound) != 1 } ?? center
  }

  private static func drawHelp(_ grid: inout CellGrid, layout: MixerLayout) {
    let box = helpBox(layout: layout)
    let (left, top) = (box.left, box.top)
    let (width, height) = (box.right - box.left + 1, box.bottom - box.top + 1)
    grid.fill(column: left, row: top, width: width, height: height, with: .blank)
    drawBox(&grid, left: left, top: top, right: left + width - 1, bottom: top + height - 1)
    grid.put(" Keys ", column: left + 2, row: top, bold: true)
    for (offset, line) in helpLines.enumerated() {
      grid.put(line, column: left + 2, row: top + 1 + offset)
    }
  }

  /// A single-line frame with corners at the given columns and rows.
  private static func drawBox(_ grid: inout CellGrid, left: Int, top: Int, right: Int, bottom: Int) {
    grid.fill(column: left + 1, row: top, width: right - left - 1, height: 1, with: Cell("─"))
    grid.fill(column: left + 1, row: bottom, width: right - left - 1, height: 1, with: Cell("─"))
    grid.fill(column: left, row: top + 1, width: 1, height: bottom - top - 1, with: Cell("│"))
    grid.fill(column: right, row: top + 1, width: 1, height: bottom - top - 1, with: Cell("│"))
    grid[left, top] = Cell("┌")
    grid[right, top] = Cell("┐")
    grid[left, bottom] = Cell("└")
    grid[right, bottom] = Cell("┘")
  }
}
