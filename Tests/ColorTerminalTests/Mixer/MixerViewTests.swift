import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct MixerViewTests {
  func render(_ mixer: MixerFixture, depth: ColorDepth = .trueColor) -> CellGrid {
    MixerView.render(mixer.state, layout: mixer.layout, depth: depth)
  }

  /// Every row's text, top to bottom.
  func lines(_ grid: CellGrid) -> [String] {
    (0..<grid.height).map { grid.text(row: $0) }
  }

  @Test func smallTerminalAsksForTheMinimumSize() {
    var mixer = MixerFixture()
    mixer.send(.resize(width: 59, height: 30))
    let grid = render(mixer)
    #expect(grid.width == 59 && grid.height == 30)
    #expect(grid.text(row: 0).hasPrefix("make the window at least 60×20"))
    #expect(lines(grid).dropFirst().allSatisfy { $0.allSatisfy { $0 == " " } })
  }

  @Test func gridHasTheTerminalSize() {
    let grid = render(MixerFixture())
    #expect(grid.width == 80 && grid.height == 24)
  }

  @Test func sliderRowsShowLabelValueAndButtons() {
    let mixer = MixerFixture()
    let grid = render(mixer)
    let layout = mixer.layout
    for (channel, label, value) in [(Channel.red, "Red", "50"), (.green, "Green", "20"), (.blue, "Blue", "80")] {
      let row = grid.text(row: layout.row(of: channel))
      let fieldStart = row.index(row.startIndex, offsetBy: layout.fieldColumn)
      #expect(row.dropFirst(layout.labelColumn).hasPrefix(label))
      #expect(row[fieldStart...].hasPrefix(String(repeating: " ", count: 6 - value.count) + value))
      #expect(grid[layout.minusColumn, layout.row(of: channel)].character == "−")
      #expect(grid[layout.plusColumn, layout.row(of: channel)].character == "+")
    }
    #expect(grid[layout.markerColumn, layout.row(of: .red)].character == "›")
    #expect(grid[layout.markerColumn, layout.row(of: .green)].character == " ")
  }

  @Test func tenthsShowInTheField() {
    var mixer = MixerFixture()
    mixer.state.color = StoredColor(red: 505, green: 0, blue: 1000)
    let grid = render(mixer)
    #expect(grid.text(row: 2).contains("  50.5"))
    #expect(grid.text(row: 3).contains("     0"))
    #expect(grid.text(row: 4).contains("   100"))
  }

  @Test func fieldShowsTheTypedTextWithACursor() {
    var mixer = MixerFixture()
    mixer.press(.down)
    mixer.type("7.")
    #expect(render(mixer).text(row: 3).contains("7._"))
    #expect(MixerView.fieldText(mixer.state, .red) == "    50")
  }

  @Test func trackShadesTheChannelFromZeroToOneHundred() {
    let mixer = MixerFixture()
    let layout = mixer.layout
    let grid = render(mixer)
    let row = layout.row(of: .green)
    #expect(grid[layout.trackStart, row].background == CellColor(StoredColor(red: 500, green: 0, blue: 800)))
    #expect(grid[layout.trackEnd, row].background == CellColor(StoredColor(red: 500, green: 1000, blue: 800)))
    let greens = (layout.trackStart...layout.trackEnd).map { Int(grid[$0, row].background!.green) }
    #expect(greens == greens.sorted())
    let others = (layout.trackStart...layout.trackEnd).map {
      [grid[$0, row].background!.red, grid[$0, row].background!.blue]
    }
    #expect(Set(others) == [[128, 204]])
  }

  @Test func handleSitsAtTheValue() {
    let mixer = MixerFixture()
    let layout = mixer.layout
    let grid = render(mixer)
    for channel in Channel.allCases {
      let row = layout.row(of: channel)
      let handles = (layout.trackStart...layout.trackEnd).filter { grid[$0, row].character == "┃" }
      #expect(handles == [layout.trackColumn(value: mixer.state.color[channel])])
    }
  }

  @Test func colorViewShowsHexNearestNameAndSavedName() {
    var mixer = MixerFixture()
    mixer.state.nearestName = "Amethyst"
    var text = lines(render(mixer)).joined(separator: "\n")
    #expect(text.contains(" #8033cc  Amethyst"))
    #expect(text.contains(" not saved"))
    mixer.state.color = MixerFixture.sky.color
    text = lines(render(mixer)).joined(separator: "\n")
    #expect(text.contains(" saved as Sky"))
  }

  @Test func colorViewIsFramedAndFilledWithTheColor() {
    let mixer = MixerFixture()
    let layout = mixer.layout
    let grid = render(mixer)
    #expect(grid[1, layout.panelTop].character == "┌")
    #expect(grid[layout.colorRight, layout.panelBottom].character == "┘")
    #expect(grid[2, layout.panelTop + 1].background == CellColor(mixer.state.color))
    #expect(grid[layout.colorRight - 1, layout.panelTop + 2].background == CellColor(mixer.state.color))
  }

  @Test func polygonIsFilledWithTheColorOnAContrastingBackdropWithItsName() {
    var mixer = MixerFixture()
    mixer.state.sides = 5
    let layout = mixer.layout
    let grid = render(mixer)
    let area = layout.polygonArea
    let fill = CellColor(mixer.state.color)
    let cells = (area.row..<(area.row + area.rows)).flatMap { row in
      (area.column..<(area.column + area.columns)).map { grid[$0, row] }
    }
    #expect(cells.contains { $0 == Cell(" ", background: fill) })
    #expect(cells.contains { $0.character == "▀" && $0.foreground == .black })
    #expect(grid[area.column, area.row] == Cell(" ", background: CellColor(red: 228, green: 228, blue: 228)))
    #expect(grid.text(row: area.row + area.rows).contains("Pentagon (5)"))
  }

  @Test func lightColorsGetADarkBackdrop() {
    var mixer = MixerFixture()
    mixer.state.color = MixerFixture.almond.color
    let area = mixer.layout.polygonArea
    #expect(render(mixer)[area.column, area.row].background == CellColor(red: 28, green: 28, blue: 28))
  }

  @Test func paletteRowsShowTheirColorAndACheckOnTheCurrentOne() {
    var mixer = MixerFixture()
    mixer.state.color = MixerFixture.sky.color
    mixer.state.focus = .palette(2)
    let layout = mixer.layout
    let grid = render(mixer)
    let rows = (1...3).map { grid.text(row: layout.panelTop + $0).dropFirst(layout.paletteLeft) }
    #expect(rows[0].hasPrefix("  + Almond         #efdecd"))
    #expect(rows[1].hasPrefix("  ✓ Sky            #87ceeb"))
    #expect(rows[2].hasPrefix("› + Coal           #000000"))
    #expect(grid[layout.paletteLeft + 5, layout.panelTop + 2].background == CellColor(MixerFixture.sky.color))
    #expect(grid[layout.paletteLeft + 5, layout.panelTop + 3].foreground == .white)
    #expect(grid[layout.paletteLeft + 5, layout.panelTop + 3].bold)
  }

  @Test func longPaletteNamesAreCut() {
    var mixer = MixerFixture()
    mixer.state.palette = [PaletteRow(name: "A very long color name", color: .black)]
    let row = render(mixer).text(row: mixer.layout.panelTop + 1)
    #expect(row.contains("+ A very long c… #000000"))
  }

  /// A translucent entry shows its `#rrggbbaa`, ending in the same column as the opaque ones' `#rrggbb`.
  @Test func aTranslucentEntryShowsItsAlphaInTheHexColumn() {
    var mixer = MixerFixture()
    mixer.state.palette = [
      PaletteRow(name: "A very long color name", color: .black),
      PaletteRow(name: "A very long overlay", color: .black, alpha255: 0x80),
    ]
    let rows = [1, 2].map { render(mixer).text(row: mixer.layout.panelTop + $0) }
    #expect(rows[0].contains("+ A very long c… #000000 "))
    #expect(rows[1].contains("+ A very long… #00000080 "))
    let ends = [(rows[0], "#000000 "), (rows[1], "#00000080 ")].map { row, hex in
      row.range(of: hex).map { row.distance(from: row.startIndex, to: $0.upperBound) }
    }
    #expect(ends[0] != nil && ends[0] == ends[1])
  }

  @Test func emptyPaletteSaysHowToSave() {
    var mixer = MixerFixture()
    mixer.state.palette = []
    let text = lines(render(mixer)).joined(separator: "\n")
    #expect(text.contains("no saved colors;"))
    #expect(text.contains("s saves this one"))
  }

  @Test func paletteScrollsToTheFocusedRow() {
    var mixer = MixerFixture()
    mixer.state.palette = (0..<40).map { PaletteRow(name: "c\($0)", color: StoredColor(red: $0, green: 0, blue: 0)) }
    mixer.state.focus = .palette(30)
    let layout = mixer.layout
    let grid = render(mixer)
    #expect(grid.text(row: layout.panelTop + layout.paletteCapacity).contains("› + c30"))
    #expect(grid.text(row: layout.panelTop + 1).contains("+ c\(30 - layout.paletteCapacity + 1) "))
  }

  @Test func messageRowShowsPromptsAndMessages() {
    var mixer = MixerFixture()
    let row = mixer.layout.messageRow
    mixer.send(.message("saved"))
    #expect(render(mixer).text(row: row).hasPrefix(" saved"))
    mixer.state.mode = .naming("Dus")
    #expect(render(mixer).text(row: row).hasPrefix(" save as: Dus_"))
    mixer.state.mode = .confirmRemove("Sky")
    #expect(render(mixer).text(row: row).hasPrefix(" remove Sky? y/n"))
    mixer.state.mode = .confirmReset
    #expect(render(mixer).text(row: row).hasPrefix(" reset to black? y/n"))
  }

  @Test func keyLineIsShownAndCutAtTheMinimumWidth() {
    var mixer = MixerFixture()
    #expect(render(mixer).text(row: mixer.layout.keyRow).hasPrefix(" " + MixerView.keyLine))
    mixer.send(.resize(width: 60, height: 20))
    let row = render(mixer).text(row: mixer.layout.keyRow)
    #expect(row.hasPrefix(" ? help  q quit"))
    // Cut text ends with `…`, one column in from the edge.
    #expect(row.hasSuffix("… "))
  }

  /// At every size the help box is inside the window, and none of its borders is one cell off the color view's
  /// frame: it is inside the frame with a cell to spare, or near the window's center clear of that line.
  @Test func theHelpBoxNeverRunsAlongOrJustPastTheColorFrame() {
    for width in MixerLayout.minimumWidth...200 {
      for height in MixerLayout.minimumHeight...60 {
        let layout = MixerLayout(width: width, height: height)
        let box = MixerView.helpBox(layout: layout)
        #expect(box.left >= 0 && box.top >= 0 && box.right < width && box.bottom < height)
        #expect(abs(box.left - 1) != 1 && abs(box.right - layout.colorRight) != 1, "\(width)×\(height)")
        #expect(abs(box.top - layout.panelTop) != 1 && abs(box.bottom - layout.panelBottom) != 1, "\(width)×\(height)")
      }
    }
  }

  @Test func helpOverlayListsTheKeys() {
    var mixer = MixerFixture()
    let before = lines(render(mixer)).joined(separator: "\n")
    mixer.state.mode = .help
    let text = lines(render(mixer)).joined(separator: "\n")
    #expect(!before.contains("Keys"))
    #expect(text.contains(" Keys "))
    for line in MixerView.helpLines { #expect(text.contains(line)) }
  }

  @Test func withoutColorValuesAndShapesStillShow() {
    var mixer = MixerFixture()
    mixer.state.sides = 3
    let layout = mixer.layout
    let grid = render(mixer, depth: .none)
    let row = layout.row(of: .red)
    let track = (layout.trackStart...layout.trackEnd).map { grid[$0, row].character }
    #expect(track.filter { $0 == "█" }.count == 1)
    #expect(track.filter { $0 == "─" }.count == layout.trackWidth - 1)
    #expect(grid.text(row: row).contains("    50"))
    let area = layout.polygonArea
    let shape = (area.row..<(area.row + area.rows)).map { grid.text(row: $0) }.joined()
    #expect(shape.contains("░"))
    #expect(shape.contains("█") || shape.contains("▀") || shape.contains("▄"))
    #expect(grid.text(row: area.row + area.rows).contains("Triangle (3)"))
    let palette = (1...3).map { grid[layout.paletteLeft + 3, layout.panelTop + $0].background }
    #expect(palette == [nil, nil, nil])
  }

  @Test func everyDepthDrawsTheSameCharactersOutsideTheShapesAndTheFooterSays256Colors() {
    let mixer = MixerFixture()
    let trueColor = lines(render(mixer, depth: .trueColor))
    let ansi = lines(render(mixer, depth: .ansi256))
    #expect(trueColor.dropLast() == ansi.dropLast())
    #expect(trueColor.last?.allSatisfy { $0 == " " } == true)
    #expect(ansi.last?.contains("colors approximated to 256; for exact ones, COLORTERM=truecolor") == true)
  }
}
