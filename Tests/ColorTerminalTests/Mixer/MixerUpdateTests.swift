import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct MixerUpdateTests {
  let start = StoredColor(red: 500, green: 200, blue: 800)

  func withRed(_ red: Int) -> StoredColor {
    StoredColor(red: red, green: 200, blue: 800)
  }

  // MARK: Focus

  @Test func downMovesAcrossTheChannelsThenThePaletteAndStopsAtTheEnd() {
    var mixer = MixerFixture()
    var seen: [MixerFocus] = []
    for _ in 0..<6 {
      mixer.press(.down)
      seen.append(mixer.state.focus)
    }
    #expect(seen == [.channel(.green), .channel(.blue), .palette(0), .palette(1), .palette(2), .palette(2)])
    #expect(mixer.effects.isEmpty)
  }

  @Test func upStopsAtRed() {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(0)
    for _ in 0..<5 { mixer.press(.up) }
    #expect(mixer.state.focus == .channel(.red))
  }

  @Test func tabAndShiftTabWrapAround() {
    var mixer = MixerFixture()
    mixer.press(.backTab)
    #expect(mixer.state.focus == .palette(2))
    mixer.press(.tab)
    #expect(mixer.state.focus == .channel(.red))
    mixer.press(.tab)
    #expect(mixer.state.focus == .channel(.green))
  }

  @Test func focusWithAnEmptyPaletteCyclesTheChannels() {
    var mixer = MixerFixture()
    mixer.state.palette = []
    mixer.press(.down)
    mixer.press(.down)
    mixer.press(.down)
    #expect(mixer.state.focus == .channel(.blue))
    mixer.press(.tab)
    #expect(mixer.state.focus == .channel(.red))
  }

  // MARK: Stepping

  @Test(
    arguments: [
      (Key.left, Modifiers(), 490), (.right, [], 510), (.left, .shift, 400), (.right, .shift, 600),
      (.pageDown, [], 400),
      (.pageUp, [], 600), (.home, [], 0), (.end, [], 1000), (.character("-"), [], 490), (.character("+"), [], 510),
      (.character("="), [], 510), (.character("-"), .alt, 499), (.character("+"), .alt, 501), (.left, .alt, 490),
    ] as [(Key, Modifiers, Int)])
  func keysStepTheFocusedChannel(_ key: Key, _ modifiers: Modifiers, _ red: Int) {
    var mixer = MixerFixture()
    mixer.press(key, modifiers)
    #expect(mixer.state.color == withRed(red))
    #expect(mixer.effects == [.writeColor(withRed(red))])
  }

  @Test func stepsActOnTheFocusedChannelOnly() {
    var mixer = MixerFixture()
    mixer.press(.down)
    mixer.press(.right)
    mixer.press(.down)
    mixer.press(.left, .shift)
    #expect(mixer.state.color == StoredColor(red: 500, green: 210, blue: 700))
  }

  @Test func valuesClampAtZeroAndOneHundredWithoutWriting() {
    var mixer = MixerFixture()
    mixer.press(.end)
    mixer.press(.right)
    mixer.press(.pageUp)
    mixer.press(.character("+"), .alt)
    #expect(mixer.state.color.red == 1000)
    mixer.press(.home)
    mixer.press(.left, .shift)
    mixer.press(.character("-"))
    #expect(mixer.state.color.red == 0)
    #expect(mixer.effects == [.writeColor(withRed(1000)), .writeColor(withRed(0))])
  }

  @Test func stepsNearTheEndsClampToTheEnd() {
    var mixer = MixerFixture()
    mixer.state.color = withRed(950)
    mixer.press(.pageUp)
    #expect(mixer.state.color.red == 1000)
    mixer.state.color = withRed(3)
    mixer.press(.left)
    #expect(mixer.state.color.red == 0)
  }

  @Test func stepKeysOnAPaletteRowDoNothing() {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(1)
    for key in [Key.left, .right, .home, .end, .pageUp, .pageDown, .character("-"), .character("+"), .character("5")] {
      mixer.press(key)
    }
    #expect(mixer.state.color == start)
    #expect(mixer.state.editText == nil)
    #expect(mixer.effects.isEmpty)
  }

  // MARK: Typing a value

  @Test func typedValueAppliesOnEnter() {
    var mixer = MixerFixture()
    mixer.type("12.5")
    #expect(mixer.state.editText == "12.5")
    #expect(mixer.effects.isEmpty)
    mixer.press(.enter)
    #expect(mixer.state.editText == nil)
    #expect(mixer.state.color == withRed(125))
    #expect(mixer.effects == [.writeColor(withRed(125))])
  }

  @Test func valueOverOneHundredIsClampedWithAMessage() {
    var mixer = MixerFixture()
    mixer.type("150")
    mixer.press(.enter)
    #expect(mixer.state.color == withRed(1000))
    #expect(mixer.state.message == "red 150 is out of range 0–100; using 100")
    #expect(mixer.effects == [.writeColor(withRed(1000))])
  }

  @Test func notANumberLeavesTheValueAndSaysSo() {
    var mixer = MixerFixture()
    mixer.press(.down)
    mixer.type("1.2.3")
    mixer.press(.enter)
    #expect(mixer.state.color == start)
    #expect(mixer.state.message == "green: 1.2.3 is not a number")
    #expect(mixer.state.editText == "1.2.3")
    #expect(mixer.effects.isEmpty)
  }

  @Test(arguments: [
    ("0", 0), ("100", 1000), ("12.34", 123), ("12.35", 124), ("007", 70), ("5.", 50), (".5", 5), ("99.96", 1000),
    ("1000000", 10_000_000),
  ])
  func decimalsAreReadAsTenthsRoundedHalfUp(_ text: String, _ tenths: Int) {
    #expect(Mixer.parseValue(text, decimals: 1) == Double(tenths) / 10)
  }

  @Test(arguments: ["", ".", "..", "1.2.3", "1a", "-1", "١"])
  func nonNumbersAreRejected(_ text: String) {
    #expect(Mixer.parseValue(text, decimals: 1) == nil)
  }

  @Test func backspaceDeletesATypedCharacterAndTheLastOneEndsEditing() {
    var mixer = MixerFixture()
    mixer.type("42")
    mixer.press(.backspace)
    #expect(mixer.state.editText == "4")
    mixer.press(.backspace)
    #expect(mixer.state.editText == nil)
    mixer.press(.backspace)
    #expect(mixer.state.editText == nil)
    #expect(mixer.state.color == start)
  }

  @Test func escapeDropsTheTypedValueInsteadOfQuitting() {
    var mixer = MixerFixture()
    mixer.type("7")
    mixer.press(.escape)
    #expect(mixer.state.editText == nil)
    #expect(mixer.effects.isEmpty)
    mixer.press(.escape)
    #expect(mixer.effects == [.quit])
  }

  @Test func typedValueIsLimitedToSixCharacters() {
    var mixer = MixerFixture()
    mixer.type("123.4567")
    #expect(mixer.state.editText == "123.45")
  }

  @Test func movingTheFocusDropsTheTypedValue() {
    var mixer = MixerFixture()
    mixer.type("9")
    mixer.press(.down)
    #expect(mixer.state.editText == nil)
    mixer.press(.enter)
    #expect(mixer.state.color == start)
  }

  @Test func steppingWhileTypingDropsTheTypedValue() {
    var mixer = MixerFixture()
    mixer.type("9")
    mixer.press(.right)
    #expect(mixer.state.editText == nil)
    #expect(mixer.state.color == withRed(510))
  }

  @Test func pasteOnAChannelTypesItsDigits() {
    var mixer = MixerFixture()
    mixer.send(.input(.paste("3x3.q5")))
    #expect(mixer.state.editText == "33.5")
    #expect(mixer.effects.isEmpty)
  }

  // MARK: Sides

  @Test func bracketsAndAnglesChangeTheSides() {
    var mixer = MixerFixture()
    mixer.type("]>")
    #expect(mixer.state.sides == 8)
    mixer.type("[<<")
    #expect(mixer.state.sides == 5)
    #expect(mixer.effects == [.writeSides(7), .writeSides(8), .writeSides(7), .writeSides(6), .writeSides(5)])
  }

  @Test func sidesStopAtThreeAndTwelveWithAMessage() {
    var mixer = MixerFixture()
    mixer.state.sides = 12
    mixer.press(.character("]"))
    #expect(mixer.state.sides == 12)
    #expect(mixer.state.message == "a polygon has 3 to 12 sides")
    mixer.state.sides = 3
    mixer.press(.character("["))
    #expect(mixer.state.sides == 3)
    #expect(mixer.effects.isEmpty)
  }

  // MARK: Saving

  @Test func sAsksForANameAndEnterSavesIt() {
    var mixer = MixerFixture()
    mixer.press(.character("s"))
    #expect(mixer.state.mode == .naming(""))
    mixer.type("Dusk qx")
    mixer.press(.backspace)
    #expect(mixer.state.mode == .naming("Dusk q"))
    mixer.press(.enter)
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects == [.save("Dusk q")])
  }

  @Test func savedNameIsTrimmedAndAnEmptyNameIsRefused() {
    var mixer = MixerFixture()
    mixer.press(.character("s"))
    mixer.type("   ")
    mixer.press(.enter)
    #expect(mixer.state.mode == .naming("   "))
    #expect(mixer.state.message == "type a name, or Esc to cancel")
    mixer.type(" Eve ")
    mixer.press(.enter)
    #expect(mixer.effects == [.save("Eve")])
  }

  @Test func escapeCancelsTheNamePrompt() {
    var mixer = MixerFixture()
    mixer.press(.character("s"))
    mixer.type("x")
    mixer.press(.escape)
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects.isEmpty)
  }

  @Test func namePromptTakesCommandLettersAsText() {
    var mixer = MixerFixture()
    mixer.press(.character("s"))
    mixer.type("qrs?[]-")
    mixer.send(.input(.paste("é 1")))
    mixer.press(.left)
    mixer.press(.character("x"), .alt)
    #expect(mixer.state.mode == .naming("qrs?[]-é 1"))
    #expect(mixer.state.color == start)
    #expect(mixer.effects.isEmpty)
  }

  /// The prompt's limit is the palette's (64 Unicode scalars), not one of its own.
  @Test func namesStopAtThePalettesNameLimit() {
    var mixer = MixerFixture()
    mixer.press(.character("s"))
    mixer.send(.input(.paste(String(repeating: "n", count: 50))))
    #expect(mixer.state.mode == .naming(String(repeating: "n", count: 50)))
    mixer.type(String(repeating: "m", count: 30))
    let name = String(repeating: "n", count: 50) + String(repeating: "m", count: 14)
    #expect(mixer.state.mode == .naming(name))
    #expect(Mixer.nameLimit == PaletteEntry.maximumNameScalars && name.count == 64)
  }

  // MARK: Palette rows

  @Test(arguments: [Key.enter, .character("l")])
  func enterOrLOnAPaletteRowLoadsIt(_ key: Key) {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(1)
    mixer.press(key)
    #expect(mixer.effects == [.load("Sky")])
    #expect(mixer.state.color == start)
  }

  @Test func lAndEnterOnAChannelLoadNothing() {
    var mixer = MixerFixture()
    mixer.press(.character("l"))
    mixer.press(.enter)
    #expect(mixer.effects.isEmpty)
  }

  @Test(arguments: [Key.character("d"), .delete])
  func removingAPaletteRowAsksFirstAndYConfirms(_ key: Key) {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(2)
    mixer.press(key)
    #expect(mixer.state.mode == .confirmRemove("Coal"))
    #expect(mixer.effects.isEmpty)
    mixer.press(.character("y"))
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects == [.remove("Coal")])
  }

  @Test(arguments: [Key.character("n"), .escape, .enter, .character("q"), .character("d")])
  func anyOtherKeyKeepsThePaletteRow(_ key: Key) {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(0)
    mixer.press(.character("d"))
    mixer.press(key)
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects.isEmpty)
  }

  @Test func removeOnAChannelDoesNothing() {
    var mixer = MixerFixture()
    mixer.press(.character("d"))
    mixer.press(.delete)
    #expect(mixer.state.mode == .normal)
  }

  // MARK: Reset, help, quitting

  @Test func rAsksAndYResetsToBlack() {
    var mixer = MixerFixture()
    mixer.press(.character("r"))
    #expect(mixer.state.mode == .confirmReset)
    mixer.press(.character("y"))
    #expect(mixer.state.mode == .normal)
    #expect(mixer.state.color == .black)
    #expect(mixer.effects == [.writeColor(.black)])
  }

  @Test func anyOtherKeyKeepsTheColor() {
    var mixer = MixerFixture()
    mixer.press(.character("r"))
    mixer.press(.character("x"))
    #expect(mixer.state.mode == .normal)
    #expect(mixer.state.color == start)
    #expect(mixer.effects.isEmpty)
  }

  @Test func questionMarkOpensHelpAndAnyKeyClosesIt() {
    var mixer = MixerFixture()
    mixer.press(.character("?"))
    #expect(mixer.state.mode == .help)
    mixer.press(.right)
    #expect(mixer.state.mode == .normal)
    #expect(mixer.state.color == start)
    mixer.press(.character("?"))
    mixer.press(.character("?"))
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects.isEmpty)
  }

  @Test func qQuitsFromHelp() {
    var mixer = MixerFixture()
    mixer.press(.character("?"))
    mixer.press(.character("q"))
    #expect(mixer.effects == [.quit])
  }

  @Test(arguments: [Key.character("q"), .escape, .control("c")])
  func quitKeysQuit(_ key: Key) {
    var mixer = MixerFixture()
    mixer.press(key)
    #expect(mixer.effects == [.quit])
  }

  @Test(arguments: [MixerMode.help, .naming("ab"), .confirmRemove("Sky"), .confirmReset])
  func controlCQuitsAndControlZSuspendsInEveryMode(_ mode: MixerMode) {
    var mixer = MixerFixture()
    mixer.state.mode = mode
    mixer.press(.control("z"))
    mixer.press(.control("c"))
    #expect(mixer.effects == [.suspend, .quit])
    #expect(mixer.state.mode == mode)
  }

  @Test func otherControlKeysAndAltLettersDoNothing() {
    var mixer = MixerFixture()
    mixer.press(.control("a"))
    mixer.press(.character("q"), .alt)
    mixer.press(.character("s"), .alt)
    #expect(mixer.state.mode == .normal)
    #expect(mixer.effects.isEmpty)
  }

  // MARK: Mouse

  @Test func clickOnATrackSetsTheValueThereAndFocusesIt() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    mixer.mouse(.press(.left), column: layout.trackStart, row: layout.row(of: .green))
    #expect(mixer.state.focus == .channel(.green))
    #expect(mixer.state.color.green == 0)
    mixer.mouse(.release(.left), column: layout.trackStart, row: layout.row(of: .green))
    mixer.mouse(.press(.left), column: layout.trackEnd, row: layout.row(of: .blue))
    #expect(mixer.state.color.blue == 1000)
    mixer.mouse(.press(.left), column: layout.trackStart + 27, row: layout.row(of: .red))
    #expect(mixer.state.color == StoredColor(red: 500, green: 0, blue: 1000))
    #expect(mixer.effects == [.writeColor(StoredColor(red: 500, green: 0, blue: 800)), .writeColor(mixer.state.color)])
  }

  @Test func dragFollowsThePointerAlongTheTrackAndClampsBeyondIt() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    let row = layout.row(of: .red)
    mixer.mouse(.press(.left), column: layout.trackStart + 10, row: row)
    mixer.mouse(.drag(.left), column: layout.trackStart + 20, row: row + 5)
    #expect(mixer.state.color.red == layout.trackValue(column: layout.trackStart + 20))
    mixer.mouse(.drag(.left), column: 0, row: 0)
    #expect(mixer.state.color.red == 0)
    mixer.mouse(.drag(.left), column: layout.width - 1, row: row)
    #expect(mixer.state.color.red == 1000)
    mixer.mouse(.release(.left), column: layout.width - 1, row: row)
    #expect(mixer.state.dragging == nil)
    mixer.mouse(.drag(.left), column: 0, row: 0)
    #expect(mixer.state.color.red == 1000)
  }

  @Test func dragThatEntersATrackStartsThere() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    mixer.mouse(.drag(.left), column: layout.trackEnd, row: layout.row(of: .blue))
    #expect(mixer.state.dragging == .blue)
    #expect(mixer.state.color.blue == 1000)
  }

  @Test func clicksOnMinusAndPlusStepByOne() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    mixer.mouse(.press(.left), column: layout.minusColumn, row: layout.row(of: .blue))
    #expect(mixer.state.color.blue == 790)
    #expect(mixer.state.focus == .channel(.blue))
    mixer.mouse(.press(.left), column: layout.plusColumn, row: layout.row(of: .green))
    mixer.mouse(.press(.left), column: layout.plusColumn, row: layout.row(of: .green))
    #expect(mixer.state.color == StoredColor(red: 500, green: 220, blue: 790))
    #expect(mixer.effects.count == 3)
  }

  @Test func wheelOverAChannelRowStepsByOne() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    mixer.mouse(.wheelUp, column: layout.labelColumn, row: layout.row(of: .green))
    mixer.mouse(.wheelUp, column: layout.trackStart + 3, row: layout.row(of: .green))
    mixer.mouse(.wheelDown, column: layout.fieldColumn, row: layout.row(of: .red))
    #expect(mixer.state.color == StoredColor(red: 490, green: 220, blue: 800))
    #expect(mixer.state.focus == .channel(.red))
    mixer.mouse(.wheelUp, column: layout.paletteLeft + 3, row: layout.panelTop + 1)
    mixer.mouse(.wheelUp, column: 0, row: 0)
    #expect(mixer.state.color == StoredColor(red: 490, green: 220, blue: 800))
  }

  @Test func clickOnALabelFocusesIt() {
    var mixer = MixerFixture()
    mixer.type("4")
    mixer.mouse(.press(.left), column: mixer.layout.labelColumn, row: mixer.layout.row(of: .blue))
    #expect(mixer.state.focus == .channel(.blue))
    #expect(mixer.state.editText == nil)
    #expect(mixer.effects.isEmpty)
  }

  @Test func clickOnAPaletteRowFocusesAndLoadsIt() {
    var mixer = MixerFixture()
    mixer.mouse(.press(.left), column: mixer.layout.paletteLeft + 5, row: mixer.layout.panelTop + 2)
    #expect(mixer.state.focus == .palette(1))
    #expect(mixer.effects == [.load("Sky")])
  }

  @Test func clicksOnEmptySpaceAndOtherButtonsDoNothing() {
    var mixer = MixerFixture()
    let layout = mixer.layout
    mixer.mouse(.press(.left), column: 0, row: 0)
    mixer.mouse(.press(.left), column: 5, row: layout.panelTop + 4)
    mixer.mouse(.press(.right), column: layout.trackStart, row: layout.row(of: .red))
    mixer.mouse(.press(.middle), column: layout.plusColumn, row: layout.row(of: .red))
    mixer.mouse(.move, column: layout.trackStart, row: layout.row(of: .red))
    mixer.mouse(.press(.left), column: layout.paletteLeft + 5, row: layout.panelTop + 4)
    #expect(mixer.state.color == start)
    #expect(mixer.state.focus == .channel(.red))
    #expect(mixer.effects.isEmpty)
  }

  @Test func mouseIsIgnoredWhileAPromptIsOpen() {
    var mixer = MixerFixture()
    mixer.press(.character("r"))
    mixer.mouse(.press(.left), column: mixer.layout.trackStart, row: mixer.layout.row(of: .red))
    #expect(mixer.state.mode == .confirmReset)
    #expect(mixer.effects.isEmpty)
  }

  @Test func hitTestingFollowsTheTerminalSize() {
    var mixer = MixerFixture()
    mixer.send(.resize(width: 120, height: 40))
    let layout = MixerLayout(width: 120, height: 40)
    #expect(mixer.layout == layout)
    mixer.mouse(.press(.left), column: layout.trackEnd, row: layout.row(of: .red))
    #expect(mixer.state.color.red == 1000)
  }

  // MARK: Outside events

  @Test func resizeKeepsEverythingElse() {
    var mixer = MixerFixture()
    let before = mixer.state
    mixer.send(.resize(width: 100, height: 30))
    #expect(mixer.state.width == 100 && mixer.state.height == 30)
    mixer.state.width = before.width
    mixer.state.height = before.height
    #expect(mixer.state == before)
    #expect(mixer.effects.isEmpty)
  }

  @Test func storeChangesReplaceTheValuesWithoutWriting() {
    var mixer = MixerFixture()
    mixer.state.nearestName = "Amethyst"
    let color = StoredColor(red: 1, green: 2, blue: 3)
    mixer.send(.storeChanged(color: color, sides: 9, palette: [MixerFixture.sky]))
    #expect(mixer.state.color == color)
    #expect(mixer.state.sides == 9)
    #expect(mixer.state.palette == [MixerFixture.sky])
    #expect(mixer.state.nearestName == nil)
    #expect(mixer.effects.isEmpty)
  }

  @Test func sidesFromTheStoreAreClampedToThreeThroughTwelve() {
    var mixer = MixerFixture()
    mixer.send(.storeChanged(color: StoredColor(red: 0, green: 1000, blue: 500), sides: 40, palette: []))
    #expect(mixer.state.color == StoredColor(red: 0, green: 1000, blue: 500))
    #expect(mixer.state.sides == 12)
    mixer.send(.storeChanged(color: .black, sides: 1, palette: []))
    #expect(mixer.state.sides == 3)
  }

  @Test func sameColorFromTheStoreKeepsTheName() {
    var mixer = MixerFixture()
    mixer.state.nearestName = "Amethyst"
    mixer.send(.storeChanged(color: start, sides: 6, palette: []))
    #expect(mixer.state.nearestName == "Amethyst")
  }

  @Test func shrinkingPaletteMovesTheFocusToItsLastRow() {
    var mixer = MixerFixture()
    mixer.state.focus = .palette(2)
    mixer.send(.storeChanged(color: start, sides: 6, palette: [MixerFixture.almond]))
    #expect(mixer.state.focus == .palette(0))
    mixer.send(.storeChanged(color: start, sides: 6, palette: []))
    #expect(mixer.state.focus == .channel(.blue))
  }

  @Test func removalPromptEndsWhenTheRowVanishes() {
    var mixer = MixerFixture()
    mixer.state.mode = .confirmRemove("Sky")
    mixer.send(.storeChanged(color: start, sides: 6, palette: [MixerFixture.sky]))
    #expect(mixer.state.mode == .confirmRemove("Sky"))
    mixer.send(.storeChanged(color: start, sides: 6, palette: [MixerFixture.coal]))
    #expect(mixer.state.mode == .normal)
  }

  @Test func messagesComeFromTheLoopAndTheNextKeyClearsThem() {
    var mixer = MixerFixture()
    mixer.send(.message("could not save: disk full"))
    #expect(mixer.state.message == "could not save: disk full")
    mixer.press(.down)
    #expect(mixer.state.message == nil)
  }

  @Test func colorChangesForgetTheNearestName() {
    var mixer = MixerFixture()
    mixer.state.nearestName = "Amethyst"
    mixer.press(.right)
    #expect(mixer.state.nearestName == nil)
  }

  @Test func savedNameIsThePaletteRowWithTheSameColor() {
    var mixer = MixerFixture()
    #expect(mixer.state.savedName == nil)
    mixer.state.color = MixerFixture.sky.color
    #expect(mixer.state.savedName == "Sky")
  }
}
