import ColorCore
import Testing

@testable import ColorTerminal

/// When colormix says that colors are approximated with 256 (the pure rule; the end-to-end tests run it on a pty).
@Suite struct ApproximationNoticeTests {
  @Test(arguments: [
    (ColorDepth.ansi256, true, [String: String](), true),
    (.ansi256, true, ["TERM": "xterm-256color"], true),
    (.ansi256, true, ["COLORTERM": ""], true),
    (.ansi256, false, [:], false),
    (.trueColor, true, [:], false),
    (.none, true, [:], false),
    (.ansi256, true, ["NO_COLOR": "1"], false),
    (.ansi256, true, ["TERM": "dumb"], false),
    (.ansi256, true, ["COLORTERM": "256color"], false),
  ])
  func saidOnlyForApproximatedColorsOnATerminalNotSilenced(
    _ depth: ColorDepth, _ stderrIsTerminal: Bool, _ environment: [String: String], _ said: Bool
  ) {
    let applies = ApproximationNotice.applies(
      depth: depth, stderrIsTerminal: stderrIsTerminal, environment: Environment(environment))
    #expect(applies == said)
  }

  @Test func onlyTheTwoHundredFiftySixDepthIsApproximate() {
    #expect(ColorDepth.ansi256.isApproximate)
    #expect(!ColorDepth.trueColor.isApproximate)
    #expect(!ColorDepth.none.isApproximate)
  }

  @Test func theNoteNamesTheWayToExactColorsInEightyColumns() {
    #expect(ApproximationNotice.text.contains("COLORTERM=truecolor"))
    #expect(("colormix: note: " + ApproximationNotice.text).count <= 80)
  }
}
