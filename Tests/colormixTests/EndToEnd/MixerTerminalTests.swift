import Foundation
import Testing

@testable import ColorTerminal

/// End-to-end: `colormix mix` in a real terminal (tmux, 100×32): keys, the mouse, the store, other processes,
/// and the terminal given back on every way out. Waits poll the screen (at most 3 s); no fixed sleeps.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed: .ci/run installs it"))
struct MixerTerminalTests {
  let cli = Colormix()

  /// A tmux window running `colormix mix` in bash, drawn and ready for keys.
  func startMixer(environment: [String: String] = [:], arguments: String = "") async -> Tmux {
    let tmux = await Tmux(cli, environment: environment)
    tmux.line("$COLORMIX mix \(arguments); echo EXIT $?")
    await tmux.waitFor("Palette")
    return tmux
  }

  /// The slider row of a channel (`Red`, `Green`, `Blue`).
  func row(_ screen: String, _ label: String) -> String {
    screen.split(separator: "\n").first { $0.contains(" \(label) ") }.map(String.init) ?? ""
  }

  /// Waits until the channel's value field shows `value`.
  @discardableResult
  func waitForValue(_ tmux: Tmux, _ label: String, _ value: String) async -> Bool {
    await row(tmux.waitFor { row($0, label).hasSuffix(" \(value)  − +") }, label).hasSuffix(" \(value)  − +")
  }

  /// The store file's text.
  var store: String { String(decoding: cli.contents(cli.store) ?? Data(), as: UTF8.self) }
  var palette: String { String(decoding: cli.contents(cli.palette) ?? Data(), as: UTF8.self) }

  /// Waits (at most 10 s) until the store file holds every one of `members`, such as `"red": 52`.
  func storeHolds(_ members: String...) async -> Bool {
    await Tmux.eventually(within: 10) { members.allSatisfy { store.contains($0) } }
  }

  /// After the mixer ends: main screen, and the shell's terminal modes back (`icanon`, `echo`).
  func expectRestored(_ tmux: Tmux, status: Int) async {
    #expect(await tmux.waitFor("EXIT \(status)"))
    #expect(tmux.format("#{alternate_on}") == "0")
    #expect(tmux.format("#{cursor_flag}") == "1")
    #expect(tmux.format("#{mouse_sgr_flag}") == "0")
    tmux.line("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | sort | tr '\\n' ,; echo")
    #expect(await tmux.waitFor("echo,icanon,"))
  }

  @Test func arrowsSteppersAndTypedValuesChangeTheScreenAndTheStore() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    tmux.keys("Right", "Right")
    #expect(await waitForValue(tmux, "Red", "52"))
    #expect(await storeHolds("\"red\": 52,"))
    tmux.keys("S-Right")
    #expect(await waitForValue(tmux, "Red", "62"))
    tmux.keys("PageDown", "Left")
    #expect(await waitForValue(tmux, "Red", "51"))
    tmux.keys("Down", "+")
    #expect(await waitForValue(tmux, "Green", "21"))
    tmux.keys("M-+")
    #expect(await waitForValue(tmux, "Green", "21.1"))
    tmux.keys("-", "-")
    #expect(await waitForValue(tmux, "Green", "19.1"))
    tmux.keys("Home")
    #expect(await waitForValue(tmux, "Green", "0"))
    tmux.keys("End")
    #expect(await waitForValue(tmux, "Green", "100"))
    tmux.keys("Down", "1", "5", "0")
    #expect(await tmux.waitFor("150_"))
    tmux.keys("Enter")
    #expect(await tmux.waitFor("blue 150 is out of range 0–100; using 100"))
    #expect(await waitForValue(tmux, "Blue", "100"))
    tmux.keys("Up", "Up", "4", "2", ".", "2", "5", "Enter")
    #expect(await waitForValue(tmux, "Red", "42.3"))
    #expect(await storeHolds("\"red\": 42.3,", "\"green\": 100,", "\"blue\": 100"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func mouseClicksDragsAndTheWheelSetValues() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    // Row 3 is red; the track runs from column 11 (0) to column 85 (100), 1-based.
    tmux.mouse(0, column: 11, row: 3)
    #expect(await waitForValue(tmux, "Red", "0"))
    tmux.mouse(0, column: 85, row: 3, release: true)
    tmux.mouse(0, column: 11, row: 4)
    for column in stride(from: 20, through: 48, by: 4) { tmux.mouse(32, column: column, row: 4) }
    tmux.mouse(0, column: 48, row: 4, release: true)
    #expect(await waitForValue(tmux, "Green", "50"))
    #expect(await storeHolds("\"red\": 0,", "\"green\": 50,"))
    // `+` is column 98 and `−` column 96 on the blue row.
    tmux.mouse(0, column: 98, row: 5)
    tmux.mouse(0, column: 98, row: 5, release: true)
    #expect(await waitForValue(tmux, "Blue", "81"))
    tmux.mouse(0, column: 96, row: 5)
    tmux.mouse(0, column: 96, row: 5, release: true)
    tmux.mouse(0, column: 96, row: 5)
    tmux.mouse(0, column: 96, row: 5, release: true)
    #expect(await waitForValue(tmux, "Blue", "79"))
    tmux.mouse(64, column: 5, row: 3)
    #expect(await waitForValue(tmux, "Red", "1"))
    #expect(await storeHolds("\"red\": 1,", "\"blue\": 79"))
    tmux.keys("C-c")
    await expectRestored(tmux, status: 0)
  }

  @Test func sidesChangeAndAreStored() async {
    let tmux = await startMixer()
    #expect(await tmux.waitFor("Hexagon (6)"))
    tmux.keys("]")
    #expect(await tmux.waitFor("Heptagon (7)"))
    #expect(await storeHolds("\"sides\": 7"))
    tmux.keys("[", "<", "<", "<", "<")
    #expect(await tmux.waitFor("Triangle (3)"))
    #expect(await tmux.waitFor("a polygon has 3 to 12 sides"))
    #expect(await storeHolds("\"sides\": 3"))
    tmux.keys("q")
    #expect(await tmux.waitFor("EXIT 0"))
    #expect(cli.run(["show", "--shape", "polygon"]).stdout.contains("Triangle (3)"))
  }

  @Test func saveDuplicateTakenNameLoadAndRemove() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    tmux.keys("s")
    #expect(await tmux.waitFor("save as: _"))
    tmux.tmux(["send-keys", "-l", "grape"])
    tmux.keys("Enter")
    #expect(await tmux.waitFor("saved as grape"))
    #expect(await tmux.waitFor("✓ grape"))
    #expect(palette.contains("\"name\": \"grape\""))
    tmux.keys("s")
    tmux.tmux(["send-keys", "-l", "plum"])
    tmux.keys("Enter")
    #expect(await tmux.waitFor("saved as grape, also named plum"))
    tmux.keys("Right", "s")
    tmux.tmux(["send-keys", "-l", "grape"])
    tmux.keys("Enter")
    #expect(
      await tmux.waitFor(
        "The palette already has a different color named 'grape'; use --replace to overwrite it."))
    #expect(await tmux.waitFor("+ grape"))
    #expect(await waitForValue(tmux, "Red", "51"))
    // Down past blue to the palette row, Enter loads it.
    tmux.keys("Down", "Down", "Down", "Enter")
    #expect(await tmux.waitFor("loaded grape"))
    #expect(await waitForValue(tmux, "Red", "50"))
    #expect(await storeHolds("\"red\": 50,"))
    tmux.keys("d")
    #expect(await tmux.waitFor("remove grape? y/n"))
    tmux.keys("y")
    #expect(await tmux.waitFor("removed grape"))
    // The entry keeps its other name; removing that one removes the entry.
    #expect(await tmux.waitFor("✓ plum"))
    tmux.keys("d")
    #expect(await tmux.waitFor("remove plum? y/n"))
    tmux.keys("y")
    #expect(await tmux.waitFor("removed plum"))
    #expect(await tmux.waitFor("no saved colors;"))
    #expect(!palette.contains("grape"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// The mixer calls the palette's shared rules: a color of a saved hex but other tenths (50.2 20 80, where grape
  /// is 50 20 80: both #8033cc) is another color, and a 64-scalar name is saved whole.
  @Test func theMixerSavesByTheSharedRules() async {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    cli.run(["set", "#8033cc"])
    let tmux = await startMixer()
    #expect(await tmux.waitFor("✓ grape"))
    tmux.keys("s")
    #expect(await tmux.waitFor("save as: _"))
    tmux.tmux(["send-keys", "-l", "grape2"])
    tmux.keys("Enter")
    #expect(await tmux.waitFor("saved as grape2"))
    // The color exactly as it was set, since the mixer has not moved it.
    #expect(palette.contains(##"{"name": "grape2", "red": 50.2, "green": 20, "blue": 80, "css": "#8033cc"}"##))
    tmux.keys("Right", "s")
    tmux.tmux(["send-keys", "-l", String(repeating: "n", count: 70)])
    tmux.keys("Enter")
    #expect(await tmux.waitFor("saved as nnnn"))
    #expect(palette.contains("\"" + String(repeating: "n", count: 64) + "\""))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test(arguments: WatchTests.methods)
  func anotherProcessesChangesShowUp(_ method: String) async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer(environment: ["COLORMIX_WATCHER": method])
    #expect(await tmux.waitFor("#8033cc"))
    #expect(cli.run(["set", "tomato"]).status == 0)
    #expect(await tmux.waitFor("#ff6347  = tomato (css)"))
    #expect(await waitForValue(tmux, "Red", "100"))
    #expect(cli.run(["save", "tom"]).status == 0)
    #expect(await tmux.waitFor("✓ tom"))
    #expect(await tmux.waitFor("saved as tom"))
    tmux.keys("Escape")
    await expectRestored(tmux, status: 0)
  }

  /// The store's folder moved away and made anew, with either watcher.
  @Test(arguments: WatchTests.methods)
  func aStoreFolderMovedAwayAndMadeAnewIsStillWatched(_ method: String) async {
    cli.run(["set", "50", "20", "80", "--store", "d/c.json"])
    let tmux = await startMixer(environment: ["COLORMIX_WATCHER": method], arguments: "--store d/c.json")
    #expect(await tmux.waitFor("#8033cc"))
    #expect(cli.shell("mv d d.old && mkdir d").status == 0)
    #expect(cli.run(["set", "tomato", "--store", "d/c.json"]).status == 0)
    #expect(await tmux.waitFor("#ff6347  = tomato (css)"))
    tmux.keys("Escape")
    await expectRestored(tmux, status: 0)
  }

  /// A relative store path whose folder does not exist yet is waited for, as an absolute one is.
  @Test(arguments: WatchTests.methods)
  func aRelativeStoreWhoseFolderDoesNotExistYetIsWaitedFor(_ method: String) async {
    let tmux = await startMixer(environment: ["COLORMIX_WATCHER": method], arguments: "--store later/deeper/c.json")
    #expect(await tmux.waitFor("#000000"))
    #expect(cli.run(["set", "tomato", "--store", "later/deeper/c.json"]).status == 0)
    #expect(await tmux.waitFor("#ff6347  = tomato (css)"))
    tmux.keys("Escape")
    await expectRestored(tmux, status: 0)
  }

  @Test func sigtermRestoresTheTerminalAndEndsByTheSignal() async {
    let tmux = await Tmux(cli)
    tmux.line("sh -c 'echo $$ > mix.pid; exec \"$COLORMIX\" mix'; echo EXIT $?")
    #expect(await tmux.waitFor("Palette"))
    #expect(tmux.format("#{alternate_on}") == "1")
    let pid = Int32(String(decoding: cli.contents(cli.folder + "/mix.pid") ?? Data(), as: UTF8.self).filter(\.isNumber))
    #expect(pid != nil)
    // Idle, the mixer sleeps in poll: over a second it uses a tick or two (10 ms each); a loop that spins uses
    // about a hundred. The bound is loose because a loaded machine (CI beside other builds) once charged 14.
    #expect(await waitForValue(tmux, "Red", "0"))
    await Tmux.pause(milliseconds: 300)
    // Where the system does not give a process's CPU time, this part is left out.
    if let before = TestPlatform.cpuTicks(pid ?? 0) {
      await Tmux.pause(milliseconds: 1000)
      let after = TestPlatform.cpuTicks(pid ?? 0)
      #expect(after != nil, "the mixer ended by itself while idle")
      #expect((after ?? .max) - before <= 30)
    }
    if let pid { kill(pid, SIGTERM) }
    await expectRestored(tmux, status: 143)
  }

  /// The other signals that end a process give the terminal back too (main screen, mouse reporting
  /// off, modes restored), write the shown color, and end the mixer by the same signal (128 + N in the shell).
  @Test(arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM])
  func fatalSignalsRestoreTheTerminalWriteTheColorAndEndByTheSignal(_ signal: Int32) async {
    let tmux = await Tmux(cli)
    // No core file from SIGQUIT in the test's folder.
    tmux.line("ulimit -c 0; sh -c 'echo $$ > mix.pid; exec \"$COLORMIX\" mix'; echo EXIT $?")
    #expect(await tmux.waitFor("Palette"))
    #expect(tmux.format("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}") == "1 1 1")
    let pid = Int32(String(decoding: cli.contents(cli.folder + "/mix.pid") ?? Data(), as: UTF8.self).filter(\.isNumber))
    #expect(pid != nil)
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "1"))
    if let pid { kill(pid, signal) }
    await expectRestored(tmux, status: 128 + Int(signal))
    #expect(tmux.format("#{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag}") == "0 0 0")
    #expect(store.contains("\"red\": 1,"))
  }

  /// Wide names (CJK, emoji) and combining marks are measured in terminal cells, so every palette row's
  /// hex starts in the same column, inside the panel.
  @Test func wideNamesKeepThePaletteHexInOneColumn() async {
    let names = ["grape", "色彩", "🎨 paint", "cafe\u{301}", "色彩色彩色彩色彩色彩", "😀😀😀😀😀😀😀😀"]
    let entries = names.enumerated().map { index, name in
      #"{"name": "\#(name)", "red": \#(index * 10), "green": 20, "blue": 80}"#
    }
    cli.write(#"{"version": 1, "colors": [\#(entries.joined(separator: ", "))]}"#, to: cli.palette)
    let tmux = await startMixer(environment: ["NO_COLOR": "1"])
    let screen = await tmux.waitFor { $0.contains("#cc33cc") }
    // The column of the hex in each palette row, counting the cells each character takes on the screen (the
    // CJK and emoji characters of these names take two).
    let wide: Set<Character> = ["色", "彩", "🎨", "😀"]
    var columns: [Int] = []
    for line in screen.split(separator: "\n") {
      guard let hash = line.lastIndex(of: "#"), line[hash...].count >= 7, line.contains("+ ") else { continue }
      columns.append(line[..<hash].reduce(0) { $0 + (wide.contains($1) ? 2 : 1) })
    }
    #expect(columns.count == names.count, "\(screen)")
    #expect(Set(columns) == [91], "\(screen)")
    #expect(screen.contains("+ 色彩色彩色彩…  "))
    #expect(screen.contains("+ 😀😀😀😀😀😀…  "))
    #expect(screen.contains("+ cafe\u{301}           #"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func ctrlZSuspendsAndFgRedraws() async {
    let tmux = await startMixer()
    tmux.keys("C-z")
    #expect(await tmux.waitFor("Stopped"))
    #expect(tmux.format("#{alternate_on}") == "0")
    tmux.line("fg")
    await #expect(tmux.waitFor { $0.contains("Palette") && tmux.format("#{alternate_on}") == "1" }.contains("Palette"))
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "1"))
    tmux.keys("q")
    // bash drops the rest of a command list whose job was stopped: ask for the status again.
    _ = await tmux.waitFor { _ in tmux.format("#{alternate_on}") == "0" }
    tmux.line("echo EXIT $?")
    await expectRestored(tmux, status: 0)
  }

  @Test func aTinyWindowAsksForRoomAndAResizeRedraws() async {
    let tmux = await startMixer()
    tmux.tmux(["resize-window", "-x", "40", "-y", "10"])
    #expect(await tmux.waitFor("make the window at least 60×20"))
    tmux.tmux(["resize-window", "-x", "80", "-y", "24"])
    #expect(await tmux.waitFor("Palette"))
    #expect(!tmux.screen().contains("make the window"))
    // The 80-column layout: `+` is now column 78.
    tmux.mouse(0, column: 78, row: 3)
    #expect(await waitForValue(tmux, "Red", "1"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func colorsFollowThePolicyAndNoColorStillWorks() async {
    cli.run(["set", "50", "20", "80"])
    let colored = await startMixer()
    #expect(await colored.waitFor(escapes: true) { $0.contains("48;5;92") }.contains("48;5;92"))
    colored.keys("q")
    let tmux = await startMixer(environment: ["NO_COLOR": "1"])
    let escapes = tmux.screen(escapes: true)
    #expect(!escapes.contains("48;5") && !escapes.contains("38;5") && !escapes.contains("48;2"))
    let screen = tmux.screen()
    #expect(row(screen, "Red").contains("█") && row(screen, "Red").contains("─"))
    #expect(screen.contains("░") && screen.contains("Hexagon (6)"))
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "51"))
    #expect(await storeHolds("\"red\": 51,"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func mSwitchesTheSlidersToHSLAndOKLCHTheSpaceIsStoredAndTheColorIsNot() async {
    cli.run(["set", "#8033cc"])
    let before = store
    let tmux = await startMixer()
    tmux.keys("m")
    #expect(await waitForValue(tmux, "Hue", "270.2"))
    #expect(await tmux.waitFor("[HSL]"))
    #expect(await storeHolds("\"sliders\": \"hsl\""))
    tmux.keys("m")
    #expect(await waitForValue(tmux, "Chroma", "0.220"))
    tmux.keys("m")
    #expect(await waitForValue(tmux, "Red", "50.2"))
    #expect(await storeHolds("\"sliders\": \"rgb\""))
    #expect(store.replacingOccurrences(of: ",\n  \"sliders\": \"rgb\"", with: "") == before)
    // A click on the HSL tab, then a step of the hue: the color changes, written like any other change.
    let hsl = MixerLayout.tabs.first { $0.space == .hsl }!
    tmux.mouse(0, column: hsl.column + 2, row: 1)
    tmux.mouse(0, column: hsl.column + 2, row: 1, release: true)
    #expect(await waitForValue(tmux, "Hue", "270.2"))
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Hue", "271.2"))
    #expect(await storeHolds("\"red\": 51.2,"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
    // The next mixer opens in the stored space.
    let again = await startMixer()
    #expect(await waitForValue(again, "Hue", "271.2"))
    again.keys("q")
    await expectRestored(again, status: 0)
  }

  @Test func oklchTrackCellsOutsideSRGBAreHatched() async {
    cli.run(["set", "#8033cc"])
    let tmux = await startMixer()
    #expect(!tmux.screen().contains("╱"))
    tmux.keys("m", "m")
    await #expect(tmux.waitFor { row($0, "Chroma").contains("╱") }.contains("╱"))
    let escapes = tmux.screen(escapes: true)
    // Hatching on the neutral gray, in 256 colors here (TERM=xterm-256color, no COLORTERM): xterm's 244.
    #expect(escapes.contains("48;5;244"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func yCopiesTheColorOverOSC52AndBigYCopiesTheNextFormat() async {
    cli.run(["set", "#8033cc"])
    let tmux = await Tmux(cli)
    tmux.tmux(["set-option", "-g", "set-clipboard", "on"])
    tmux.line("$COLORMIX mix; echo EXIT $?")
    await tmux.waitFor("Palette")
    tmux.keys("y")
    #expect(await tmux.waitFor("copied #8033cc"))
    #expect(await waitForBuffer(tmux, "#8033cc"))
    tmux.keys("Y")
    #expect(await tmux.waitFor("copied rgb(128 51 204)"))
    #expect(await waitForBuffer(tmux, "rgb(128 51 204)"))
    tmux.keys("Y")
    #expect(await waitForBuffer(tmux, "hsl(270.2 60% 50%)"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// Waits until tmux's newest paste buffer (what OSC 52 set) is `text`.
  func waitForBuffer(_ tmux: Tmux, _ text: String) async -> Bool {
    await Tmux.eventually(within: 3) { tmux.tmux(["show-buffer"]) == text }
  }

  @Test func uUndoesAndCtrlRRedoesEachChangeInTheStore() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "51"))
    tmux.tmux(["send-keys", "-l", "70"])
    tmux.keys("Enter")
    #expect(await waitForValue(tmux, "Red", "70"))
    #expect(await storeHolds("\"red\": 70,"))
    tmux.keys("u")
    #expect(await waitForValue(tmux, "Red", "51"))
    #expect(await storeHolds("\"red\": 51,"))
    tmux.keys("u")
    #expect(await waitForValue(tmux, "Red", "50"))
    #expect(await storeHolds("\"red\": 50,"))
    tmux.keys("u")
    #expect(await tmux.waitFor("nothing to undo"))
    tmux.keys("C-r")
    #expect(await waitForValue(tmux, "Red", "51"))
    tmux.keys("C-r")
    #expect(await waitForValue(tmux, "Red", "70"))
    #expect(await storeHolds("\"red\": 70,"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func typingAValueSaysWhatTheKeysDoAndShowsWhereItGoes() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    tmux.tmux(["send-keys", "-l", "9"])
    #expect(await tmux.waitFor("Enter applies · Esc cancels"))
    #expect(row(tmux.screen(), "Red").contains("┆"))
    tmux.keys("Escape")
    await #expect(tmux.waitFor { !$0.contains("Enter applies") }.contains("Enter applies") == false)
    #expect(await waitForValue(tmux, "Red", "50"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func aLongPaletteCountsTheRowsOutOfViewAndOpensAtTheCheckedRow() async {
    for index in 0..<40 { cli.run(["set", "\(index)", "0", "0"]); cli.run(["save", "c\(index)"]) }
    cli.run(["set", "35", "0", "0"])
    let tmux = await startMixer()
    // 100×32: 22 palette rows in view; c35 in view means rows 14…35, 14 above and 4 below.
    #expect(await tmux.waitFor("✓ c35"))
    #expect(await tmux.waitFor("↑14 ↓4"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func theFooterSaysColorsAreApproximatedIn256ColorsOnly() async {
    let approximated = await startMixer()
    #expect(await approximated.waitFor("colors approximated to 256; for exact ones, COLORTERM=truecolor"))
    approximated.keys("q")
    await expectRestored(approximated, status: 0)
    let exact = await startMixer(environment: ["COLORTERM": "truecolor"])
    #expect(!exact.screen().contains("approximated"))
    exact.keys("q")
    await expectRestored(exact, status: 0)
  }

  @Test func pastedTextIsAPasteNeverKeys() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    tmux.tmux(["set-buffer", "rum[[q 75"])
    tmux.tmux(["paste-buffer", "-p"])
    // Bracketed paste: the digits go to the focused field; `r`, `u`, `m`, `[` and `q` are not keys here.
    #expect(await tmux.waitFor("75_"))
    #expect(tmux.screen().contains("[RGB]") && tmux.screen().contains("Hexagon (6)"))
    tmux.keys("Enter")
    #expect(await waitForValue(tmux, "Red", "75"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// The code points that must never reach the terminal raw: C1 (CSI, OSC, ST), the bidirectional controls, a
  /// zero-width space and a tag character.
  static let hiddenScalars: [UInt32] = [
    0x9B, 0x9C, 0x9D, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
    0x2068, 0x2069, 0xE0041,
  ]

  /// Waits (at most 3 s) until the file holds `text`; returns the file's text.
  func waitForFile(_ path: String, holding text: String) async -> String {
    var contents = ""
    await Tmux.eventually(within: 3) {
      contents = String(decoding: cli.contents(path) ?? Data(), as: UTF8.self)
      return contents.contains(text)
    }
    return contents
  }

  /// Everything the mixer writes is captured raw (`tmux pipe-pane`): a paste of C1, bidirectional, zero-width and
  /// tag characters into the save prompt reaches the terminal only as `\u{…}` escapes, in the prompt and in the
  /// message that refuses the name.
  @Test func pastedControlAndBidiCharactersReachTheTerminalOnlyAsEscapes() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await Tmux(cli, width: 160, height: 32)
    tmux.line("$COLORMIX mix; echo EXIT $?")
    await tmux.waitFor("Palette")
    let capture = cli.folder + "/terminal-output"
    tmux.tmux(["pipe-pane", "-O", "cat >> '\(capture)'"])
    tmux.keys("s")
    #expect(await tmux.waitFor("save as: _"))
    let hostile =
      "ab\u{9B}2Jcd\u{202E}ef\u{9D}0;x\u{9C}\u{200B}\u{2066}\u{061C}\u{200F}\u{E0041}gh\u{1B}]0;t\u{07}\u{7F}i"
    tmux.tmux(["set-buffer", hostile])
    tmux.tmux(["paste-buffer", "-p"])
    let shown =
      "ab\\u{9B}2Jcd\\u{202E}ef\\u{9D}0;x\\u{9C}\\u{200B}\\u{2066}\\u{61C}\\u{200F}\\u{E0041}gh\\u{1B}]0;t\\u{07}\\u{7F}i"
    // The prompt shows every character, escaped, and the cursor right after them (the row is not shifted).
    #expect(await tmux.waitFor("save as: \(shown)_"))
    tmux.keys("Enter")
    #expect(await tmux.waitFor("Palette name '\(shown)'"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
    let raw = await waitForFile(capture, holding: "Palette name '\(shown)'")
    #expect(raw.contains(shown + "_"))
    let found = raw.unicodeScalars.filter { MixerTerminalTests.hiddenScalars.contains($0.value) }
    #expect(found.isEmpty, "raw on the terminal: \(found.map { String($0.value, radix: 16) })")
    #expect(!palette.contains("ab"))
  }

  /// Another process makes the store corrupt while the mixer runs: the write error is cut with `…` at the window's
  /// edge, and `q` prints it whole on stderr after the terminal is restored and exits 74.
  @Test func aFailedLastWriteIsCutOnScreenPrintedWholeAfterwardsAndExits74() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await Tmux(cli, width: 80, height: 24)
    tmux.line("$COLORMIX mix 2> mix.err; echo EXIT $?")
    await tmux.waitFor("Palette")
    cli.write("garbage", to: cli.store)
    tmux.keys("Right")
    let screen = await tmux.waitFor { $0.contains("The file ") }
    let message = screen.split(separator: "\n").last { $0.contains("The file ") }.map(String.init) ?? ""
    #expect(message.trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(screen)")
    tmux.keys("q")
    await expectRestored(tmux, status: 74)
    let error = String(decoding: cli.contents(cli.folder + "/mix.err") ?? Data(), as: UTF8.self)
    #expect(error.hasPrefix("colormix: error: The file \(cli.store) is corrupt ("), "\(error)")
    #expect(error.hasSuffix(" The mixer's last change was not stored.\n"), "\(error)")
    #expect(error.split(separator: "\n").count == 1)
    #expect(store == "garbage")
  }

  /// A later write that works clears the failure: the mixer then ends with 0.
  @Test func aWriteThatWorksAgainEndsTheMixerWith0() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await startMixer()
    cli.write("garbage", to: cli.store)
    tmux.keys("Right")
    #expect(await tmux.waitFor("The file "))
    #expect(cli.run(["reset"]).status == 0)
    #expect(await tmux.waitFor("#000000"))
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "1"))
    #expect(await storeHolds("\"red\": 1,"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// The value field takes as many characters as it shows (6) and says so when refusing more; while a value is
  /// typed, `u`, `y` and the other character keys wait for Enter or Esc instead of acting on the color.
  @Test func theValueFieldRefusesVisiblyAndOtherKeysWaitWhileTyping() async {
    cli.run(["set", "50", "20", "80"])
    let tmux = await Tmux(cli)
    tmux.tmux(["set-option", "-g", "set-clipboard", "on"])
    tmux.line("$COLORMIX mix; echo EXIT $?")
    await tmux.waitFor("Palette")
    tmux.keys("Right")
    #expect(await waitForValue(tmux, "Red", "51"))
    tmux.tmux(["send-keys", "-l", "12.3456"])
    #expect(await tmux.waitFor("a value takes at most 6 characters"))
    #expect(row(tmux.screen(), "Red").hasSuffix(" 12.345  − +"))
    tmux.keys("u")
    #expect(await tmux.waitFor("finish the value first: Enter applies · Esc cancels"))
    tmux.keys("y")
    #expect(row(tmux.screen(), "Red").hasSuffix(" 12.345  − +"))
    #expect(await storeHolds("\"red\": 51,"))
    tmux.keys("Enter")
    #expect(await waitForValue(tmux, "Red", "12.3"))
    // Nothing was copied: `y` came before Enter, and the screen shows that Enter was handled.
    #expect(tmux.tmux(["show-buffer"]).isEmpty)
    #expect(await storeHolds("\"red\": 12.3,"))
    tmux.keys("u")
    #expect(await waitForValue(tmux, "Red", "51"))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// The help box is inside the color view's frame with a cell to spare, never one column past it (two lines side
  /// by side), at 100, 110 and 120 columns.
  @Test(arguments: [100, 110, 120])
  func theHelpBoxSitsInsideTheColorFrame(_ width: Int) async {
    let tmux = await Tmux(cli, width: width, height: 32)
    tmux.line("$COLORMIX mix; echo EXIT $?")
    await tmux.waitFor("Palette")
    tmux.keys("?")
    let screen = await tmux.waitFor { $0.contains(" Keys ") }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let frameRow = lines.first { String($0).contains(" Color ") } ?? []
    let boxRow = lines.first { String($0).contains(" Keys ") } ?? []
    let frameRight = frameRow.lastIndex(of: "┐") ?? -1
    let (boxLeft, boxRight) = (boxRow.firstIndex(of: "┌") ?? -1, boxRow.lastIndex(of: "┐") ?? -1)
    #expect(boxLeft >= 3 && boxRight >= 0 && frameRight - boxRight >= 2, "\(screen)")
    let boxBottom = lines.lastIndex { $0.contains("┘") && $0.count > boxRight && $0[boxRight] == "┘" } ?? -1
    let frameBottom = lines.lastIndex { $0.contains("└") && $0.count > frameRight && $0[frameRight] == "┘" } ?? -1
    #expect(boxBottom >= 0 && frameBottom - boxBottom >= 2, "\(screen)")
    tmux.keys("x")
    await #expect(tmux.waitFor { !$0.contains(" Keys ") }.contains(" Keys ") == false)
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  /// At the smallest window, text cut at the edge ends with `…`, and a long name in the save prompt shows its end,
  /// where the typing goes.
  @Test func atSixtyColumnsCutTextEndsWithAnEllipsisAndThePromptShowsItsEnd() async {
    let tmux = await Tmux(cli, width: 60, height: 20)
    tmux.line("$COLORMIX mix; echo EXIT $?")
    await tmux.waitFor("Palette")
    let keyLine = tmux.screen().split(separator: "\n").first { $0.contains("? help  q quit") } ?? ""
    #expect(keyLine.hasSuffix("…"), "\(keyLine)")
    tmux.keys("s")
    #expect(await tmux.waitFor("save as: _"))
    tmux.tmux(["send-keys", "-l", String(repeating: "n", count: 60) + "xyz"])
    let screen = await tmux.waitFor { $0.contains("xyz_") }
    let prompt = screen.split(separator: "\n").first { $0.contains("save as: ") } ?? ""
    #expect(prompt.hasPrefix(" save as: …nnn") && prompt.hasSuffix("nnnxyz_"), "\(screen)")
    #expect(prompt.count <= 59)
    tmux.keys("Enter")
    #expect(await tmux.waitFor("saved as nnn"))
    #expect(palette.contains("\"" + String(repeating: "n", count: 60) + "xyz\""))
    tmux.keys("q")
    await expectRestored(tmux, status: 0)
  }

  @Test func withoutATerminalMixExits64() async {
    let piped = cli.run(["mix"])
    #expect(piped.status == 64)
    #expect(
      piped.stderr == "colormix: error: colormix mix needs a terminal: run it with standard input and output on one.\n")
    #expect(piped.stdout.isEmpty)
    let tmux = await Tmux(cli)
    tmux.line("TERM=dumb $COLORMIX mix; echo EXIT $?")
    #expect(await tmux.waitFor("colormix: error: colormix mix needs a terminal"))
    #expect(await tmux.waitFor("EXIT 64"))
    tmux.line("$COLORMIX mix < /dev/null; echo EXIT $?")
    await #expect(
      tmux.waitFor { $0.components(separatedBy: "EXIT 64").count == 3 }.components(separatedBy: "EXIT 64").count == 3)
  }
}
