import ColorCore
import Testing

@testable import ColorTerminal
@testable import colormix

/// `mix` refuses to start without a terminal, before touching the store; `show --shape polygon` draws the view.
@Suite struct MixCommandTests {
  @Test func mixWithoutATerminalOrWithTermDumbIsAUsageError() {
    for (environment, terminal) in [([:], false), (["TERM": "dumb"], true), (["TERM": "xterm"], false)] {
      let result = InProcess.run(
        ["mix", "--store", "/nonexistent/x.json"], environment: environment, stdoutIsTerminal: terminal)
      #expect(
        result
          == InProcess.Result(
            stdout: "",
            stderr: "colormix: error: colormix mix needs a terminal: run it with standard input and output on one.\n",
            status: 64))
    }
  }

  @Test func theColorViewIsTheMixersColorViewCut() {
    let color = StoredColor(red: 500, green: 200, blue: 800)
    let view = MixerView.colorView(color: color, sides: 4, savedName: "grape", depth: .none)
    #expect(view.width == MixerView.colorViewWidth && view.height == MixerView.colorViewHeight)
    #expect(view.text(row: 0).hasPrefix("┌─ Color ─") && view.text(row: 0).hasSuffix("┐"))
    #expect(view.text(row: 1).hasPrefix("│ #8033cc  ≈ blueviolet (css)"))
    #expect(view.text(row: 2).hasPrefix("│ saved as grape"))
    #expect(view.text(row: view.height - 2).contains("Square (4)"))
    #expect(view.text(row: view.height - 1).hasPrefix("└"))
  }

  @Test func linesPrintCharactersOnlyWithoutColorAndResetEachRowWithColor() {
    var grid = CellGrid(width: 3, height: 2)
    grid.put("ab", column: 0, row: 0, background: CellColor(red: 1, green: 2, blue: 3), bold: true)
    #expect(String(decoding: Renderer.lines(grid, depth: .none), as: UTF8.self) == "ab \n   \n")
    #expect(
      String(decoding: Renderer.lines(grid, depth: .trueColor), as: UTF8.self)
        == "\u{1B}[0;1;48;2;1;2;3mab\u{1B}[0m \u{1B}[0m\n\u{1B}[0m   \u{1B}[0m\n")
  }
}
