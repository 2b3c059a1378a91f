import ColorCore
import Testing

@testable import ColorTerminal

@Suite struct ColorDepthTests {
  @Test(arguments: [
    (ColorChoice.auto, true, [String: String](), ColorDepth.ansi256),
    (.auto, false, [:], .none),
    (.auto, true, ["TERM": "dumb"], .none),
    (.auto, true, ["TERM": "xterm"], .ansi256),
    (.auto, true, ["NO_COLOR": "1"], .none),
    (.auto, true, ["NO_COLOR": "0"], .none),
    (.auto, true, ["NO_COLOR": ""], .ansi256),
    (.auto, false, ["FORCE_COLOR": "1"], .ansi256),
    (.auto, false, ["FORCE_COLOR": "0"], .none),
    (.auto, false, ["FORCE_COLOR": ""], .none),
    (.auto, false, ["CLICOLOR_FORCE": "yes"], .ansi256),
    (.auto, false, ["FORCE_COLOR": "1", "TERM": "dumb"], .ansi256),
    (.auto, false, ["FORCE_COLOR": "1", "NO_COLOR": "1"], .none),
    (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], .ansi256),
    (.never, true, ["FORCE_COLOR": "1"], .none),
    (.always, false, ["COLORTERM": "truecolor"], .trueColor),
    (.always, false, ["COLORTERM": "24BIT"], .trueColor),
    (.always, false, ["COLORTERM": "TrueColor"], .trueColor),
    (.always, false, ["COLORTERM": "yes"], .ansi256),
    (.auto, true, ["COLORTERM": "truecolor", "TERM": "dumb"], .none),
  ])
  func followsThePrecedence(
    _ choice: ColorChoice, _ terminal: Bool, _ environment: [String: String], _ depth: ColorDepth
  ) {
    #expect(ColorDepth.decide(choice: choice, isTerminal: terminal, environment: Environment(environment)) == depth)
  }
}
