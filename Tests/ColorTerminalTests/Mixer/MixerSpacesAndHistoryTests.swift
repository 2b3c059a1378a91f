import ColorCore
import Testing

@testable import ColorTerminal

/// The mixer's slider spaces and history: sliders in HSL and OKLCH, undo and redo, copying, what the keys do where
/// they are used, the palette's counters, and one rule for text on a color.
@Suite struct MixerSpacesAndHistoryTests {
  /// Every `#rgb` color as the store holds it.
  static let everyShortHex: [StoredColor] = (0..<4096).map { index in
    let hex = String(index, radix: 16)
    let short = String(repeating: "0", count: 3 - hex.count) + hex
    return StoredColor(rounding: try! Color(parsing: "#" + short))
  }

  func writes(_ effects: [MixerEffect]) -> [StoredColor] {
    effects.compactMap { if case .writeColor(let color) = $0 { color } else { nil } }
  }

  @Test func switchingSpacesBackAndForthNeverChangesTheColorForAnyShortHex() {
    for color in Self.everyShortHex {
      var mixer = MixerFixture()
      mixer.state.color = color
      for _ in 0..<6 { mixer.type("m") }
      #expect(mixer.state.color == color)
      #expect(writes(mixer.effects).isEmpty)
      #expect(mixer.state.sliders == .rgb)
    }
  }

  @Test func mCyclesTheSpacesAndEachSwitchIsStored() {
    var mixer = MixerFixture()
    mixer.type("m")
    #expect(mixer.state.sliders == .hsl)
    mixer.type("m")
    #expect(mixer.state.sliders == .oklch)
    mixer.type("m")
    #expect(mixer.state.sliders == .rgb)
    #expect(mixer.effects == [.writeSliders(.hsl), .writeSliders(.oklch), .writeSliders(.rgb)])
  }

  @Test func hslSlidersShowAndStepHueSaturationAndLightness() {
    var mixer = MixerFixture()
    mixer.state.color = StoredColor(rounding: try! Color(parsing: "#8033cc"))
    mixer.type("m")
    // The stored #8033cc is 50.2 20 80: hue 270.2.
    let grid = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    #expect(grid.text(row: 2).contains("Hue") && grid.text(row: 2).contains(" 270.2  − +"))
    #expect(grid.text(row: 3).contains("Sat") && grid.text(row: 3).contains(" 60  − +"))
    #expect(grid.text(row: 4).contains("Light") && grid.text(row: 4).contains(" 50  − +"))
    mixer.press(.right)
    #expect(mixer.state.components[0] == 271.2)
    #expect(mixer.state.color == StoredColor(rounding: Color(HSL(hue: 271.2, saturation: 60, lightness: 50))))
    mixer.press(.right, .shift)
    #expect(mixer.state.components[0] == 281.2)
  }

  @Test func aGrayKeepsItsHueWhileItsSaturationIsZero() {
    var mixer = MixerFixture()
    mixer.state.color = StoredColor(rounding: Color(HSL(hue: 200, saturation: 50, lightness: 40)))
    mixer.type("m")
    mixer.press(.down)
    mixer.press(.home)
    #expect(mixer.state.components[1] == 0)
    #expect(abs(mixer.state.components[0] - 200) < 0.15)
    mixer.press(.end)
    let back = HSL(Color(mixer.state.color))
    #expect(abs(back.hue - 200) < 1 && back.saturation > 99)
  }

  @Test func oklchChromaBeyondSRGBIsMappedAndTheSliderStaysWhereItWasPut() {
    var mixer = MixerFixture()
    mixer.state.color = StoredColor(rounding: try! Color(parsing: "#8033cc"))
    mixer.type("mm")
    mixer.press(.down)
    mixer.press(.end)
    #expect(mixer.state.components[1] == 0.4)
    let color = Color(mixer.state.color)
    #expect(color.isInGamut(.srgb))
    #expect(color.oklch.chroma < 0.4)
    let grid = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    #expect(grid.text(row: 3).contains("0.400"))
  }

  @Test func trackCellsOutsideSRGBAreHatchedOnGrayAndOthersAreNot() {
    var mixer = MixerFixture()
    mixer.state.color = StoredColor(rounding: try! Color(parsing: "#8033cc"))
    for depth in [ColorDepth.trueColor, .none] {
      var rgb = MixerView.render(mixer.state, layout: mixer.layout, depth: depth)
      #expect(!(2...4).contains { rgb.text(row: $0).contains("╱") })
      mixer.type("m")
      rgb = MixerView.render(mixer.state, layout: mixer.layout, depth: depth)
      #expect(!(2...4).contains { rgb.text(row: $0).contains("╱") })
      mixer.type("m")
      let oklch = MixerView.render(mixer.state, layout: mixer.layout, depth: depth)
      #expect(oklch.text(row: 3).contains("╱"))
      mixer.type("m")
    }
    mixer.type("mm")
    let oklch = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    let layout = mixer.layout
    for column in layout.trackStart...layout.trackEnd where oklch[column, 3].character == "╱" {
      #expect(oklch[column, 3].background == CellColor.outOfGamut)
    }
  }

  @Test func aClickOnATabSwitchesTheSpace() {
    var mixer = MixerFixture()
    let oklch = MixerLayout.tabs.first { $0.space == .oklch }!
    mixer.mouse(.press(.left), column: oklch.column + 1, row: 0)
    #expect(mixer.state.sliders == .oklch)
    let grid = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    #expect(grid.text(row: 0).contains("[OKLCH]"))
  }

  @Test func typedValuesWorkInTheSpaceAndKeepItsDecimals() {
    var mixer = MixerFixture()
    mixer.type("mm")
    mixer.press(.down)
    mixer.type("0.1234")
    mixer.press(.enter)
    #expect(mixer.state.components[1] == 0.123)
    mixer.press(.down)
    mixer.type("400")
    mixer.press(.enter)
    #expect(mixer.state.components[2] == 360)
    #expect(mixer.state.message == "hue 400 is out of range 0–360; using 360")
  }

  @Test func uUndoesAndCtrlRRedoesEveryChangeEachAStoreWrite() {
    var mixer = MixerFixture()
    let start = mixer.state.color
    mixer.press(.right)
    mixer.type("70")
    mixer.press(.enter)
    let seventy = mixer.state.color
    mixer.effects = []
    mixer.type("u")
    #expect(mixer.state.color.red == 510)
    mixer.type("u")
    #expect(mixer.state.color == start)
    mixer.type("u")
    #expect(mixer.state.message == "nothing to undo")
    #expect(writes(mixer.effects) == [StoredColor(red: 510, green: 200, blue: 800), start])
    mixer.press(.control("r"))
    mixer.press(.control("r"))
    #expect(mixer.state.color == seventy)
    mixer.press(.control("r"))
    #expect(mixer.state.message == "nothing to redo")
    mixer.type("u")
    mixer.press(.left)
    mixer.press(.control("r"))
    #expect(mixer.state.message == "nothing to redo")
  }

  @Test func aDragIsOneChangeToUndoAndResetAndLoadAreUndone() {
    var mixer = MixerFixture()
    let start = mixer.state.color
    let layout = mixer.layout
    mixer.mouse(.press(.left), column: layout.trackStart + 3, row: 2)
    mixer.mouse(.drag(.left), column: layout.trackStart + 9, row: 2)
    mixer.mouse(.drag(.left), column: layout.trackStart + 20, row: 2)
    mixer.mouse(.release(.left), column: layout.trackStart + 20, row: 2)
    #expect(mixer.state.undo == [start])
    mixer.type("u")
    #expect(mixer.state.color == start)
    mixer.type("ry")
    #expect(mixer.state.color == .black)
    mixer.type("u")
    #expect(mixer.state.color == start)
    mixer.press(.down)
    mixer.press(.down)
    mixer.press(.down)
    mixer.type("l")
    #expect(mixer.effects.last == .load("Almond"))
    mixer.send(.storeChanged(color: MixerFixture.almond.color, sides: 6, palette: mixer.state.palette))
    mixer.type("u")
    #expect(mixer.state.color == start)
  }

  @Test func yCopiesTheColorAndBigYMovesToTheNextFormat() {
    var mixer = MixerFixture()
    mixer.type("y")
    #expect(mixer.effects.last == .copy("#8033cc"))
    #expect(mixer.state.message?.hasPrefix("copied #8033cc") == true)
    mixer.type("Y")
    #expect(mixer.effects.last == .copy("rgb(128 51 204)"))
    mixer.type("Y")
    #expect(mixer.effects.last == .copy("hsl(270 60% 50%)"))
    mixer.type("Y")
    #expect(mixer.effects.last == .copy(Color(mixer.state.color).text(in: .oklch)))
    mixer.type("Y")
    #expect(mixer.effects.last == .copy("#8033cc"))
  }

  @Test func theClipboardSequenceIsOSC52WithBase64() {
    #expect(Terminal.clipboard("#8033cc") == "\u{1B}]52;c;IzgwMzNjYw==\u{07}")
    #expect(Terminal.base64(Array("".utf8)) == "")
    #expect(Terminal.base64(Array("f".utf8)) == "Zg==")
    #expect(Terminal.base64(Array("fo".utf8)) == "Zm8=")
    #expect(Terminal.base64(Array("foobar".utf8)) == "Zm9vYmFy")
  }

  @Test func typingAValueSaysWhatTheKeysDoAndPreviewsItOnTheTrack() {
    var mixer = MixerFixture()
    mixer.type("90")
    let grid = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    #expect(grid.text(row: mixer.layout.messageRow).contains("Enter applies · Esc cancels"))
    #expect(grid[mixer.layout.trackColumn(value: 900), 2].character == "┆")
    #expect(grid[mixer.layout.trackColumn(value: 500), 2].character == "┃")
    mixer.press(.escape)
    let after = MixerView.render(mixer.state, layout: mixer.layout, depth: .trueColor)
    #expect(!after.text(row: mixer.layout.messageRow).contains("Enter applies"))
    #expect(!after.text(row: 2).contains("┆"))
  }

  @Test func theSidesCaptionSaysWhatItsKeysDo() {
    let grid = MixerView.render(MixerFixture().state, layout: MixerFixture().layout, depth: .trueColor)
    let area = MixerFixture().layout.polygonArea
    #expect(grid.text(row: area.row + area.rows).contains("Hexagon (6)  [ ] sides"))
  }

  @Test func aLongPaletteCountsTheRowsOutOfViewAndOpensAtTheCheckedRow() {
    let rows = (0..<30).map { PaletteRow(name: "c\($0)", color: StoredColor(red: 10 * $0, green: 0, blue: 0)) }
    let state = MixerState(color: rows[25].color, sides: 6, palette: rows, width: 80, height: 24)
    let layout = MixerLayout(width: 80, height: 24)
    let grid = MixerView.render(state, layout: layout, depth: .trueColor)
    let text = (0..<24).map { grid.text(row: $0) }.joined(separator: "\n")
    #expect(text.contains("✓ c25"))
    let first = layout.firstPaletteRow(focused: 25)
    let below = 30 - first - layout.paletteCapacity
    #expect(grid.text(row: layout.panelTop).contains("↑\(first) ↓\(below)"))
    // The mouse finds the rows where they are drawn.
    let row = (layout.panelTop + 1...layout.panelBottom).first { grid.text(row: $0).contains("✓ c25") }!
    #expect(
      layout.target(column: layout.paletteLeft + 2, row: row, focusedPalette: 25, paletteCount: 30) == .palette(25))
    let top = MixerState(color: .black, sides: 6, palette: rows, width: 80, height: 24)
    let topGrid = MixerView.render(top, layout: layout, depth: .trueColor)
    #expect(topGrid.text(row: layout.panelTop).contains("↓\(30 - layout.paletteCapacity)"))
    #expect(!topGrid.text(row: layout.panelTop).contains("↑"))
  }

  @Test func theMixerAndTheSwatchPickTheSameTextColorForEveryShortHex() {
    var fixture = MixerFixture()
    var rendered = 0
    for (index, stored) in Self.everyShortHex.enumerated() {
      let swatch = Terminal.paint("x", on: Color(stored), depth: .trueColor)
      let swatchBlack = swatch.contains(";38;2;0;0;0m")
      #expect(swatchBlack != swatch.contains(";38;2;255;255;255m"))
      #expect((CellColor.text(on: Color(stored)) == .black) == swatchBlack, "\(stored.hex)")
      // The color view as drawn, for every 16th color: its hex is written in that text color.
      guard index % 16 == 0 else { continue }
      fixture.state.color = stored
      let grid = MixerView.render(fixture.state, layout: fixture.layout, depth: .trueColor)
      let cell = grid[3, fixture.layout.panelTop + 1]
      #expect(cell.character == "#" && cell.background == CellColor(stored))
      #expect((cell.foreground == .black) == swatchBlack, "\(stored.hex)")
      rendered += 1
    }
    #expect(rendered == 256)
  }

  @Test func comingBackToASpaceFindsAGraysHueAndAChromaBeyondSRGBWhereTheyWere() {
    var mixer = MixerFixture()
    mixer.type("m")
    mixer.type("200")
    mixer.press(.enter)
    mixer.press(.down)
    mixer.type("0")
    mixer.press(.enter)
    #expect(mixer.state.components[0] == 200 && mixer.state.components[1] == 0)
    mixer.type("mmm")
    #expect(mixer.state.sliders == .hsl && mixer.state.components[0] == 200)
    mixer.type("m")
    mixer.press(.end)
    #expect(mixer.state.components[1] == 0.4)
    mixer.type("mmm")
    #expect(mixer.state.sliders == .oklch && mixer.state.components[1] == 0.4)
  }

  @Test func aChangeFromAnotherProcessStartsTheHistoryAgainSoUndoNeverOverwritesIt() {
    var mixer = MixerFixture()
    mixer.press(.right)
    #expect(mixer.state.undo.count == 1)
    mixer.send(.storeChanged(color: MixerFixture.almond.color, sides: 6, palette: mixer.state.palette))
    mixer.effects = []
    mixer.type("u")
    #expect(mixer.state.message == "nothing to undo")
    #expect(writes(mixer.effects).isEmpty)
  }
}
