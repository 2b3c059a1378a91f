import ColorCore
import Testing

@testable import ColorTerminal

/// A terminal's color replies are X11 color specifications, read as `XParseColor` reads them: `rgb:` scales each
/// channel by its own digit count, the older `#` form takes the digits as the top bits.
@Suite struct TerminalColorSpecificationsAreReadExactly {
  /// Each form and the channels it means, as numerators and denominators.
  static let forms: [(String, [Double])] = [
    ("rgb:f/8/0", [15, 15, 8, 15, 0, 1]),
    ("rgb:ff/80/00", [255, 255, 128, 255, 0, 1]),
    ("rgb:fff/800/000", [4095, 4095, 2048, 4095, 0, 1]),
    ("rgb:ffff/8080/0000", [65535, 65535, 32896, 65535, 0, 1]),
    ("rgb:FFFF/8080/0000", [65535, 65535, 32896, 65535, 0, 1]),
    ("rgb:f/80/800", [15, 15, 128, 255, 2048, 4095]),
    ("rgba:ffff/0000/0000/8000", [1, 1, 0, 1, 0, 1]),
    ("#f80", [61440, 65535, 32768, 65535, 0, 1]),
    ("#ff8000", [65280, 65535, 32768, 65535, 0, 1]),
    ("#ffff80800000", [65535, 65535, 32896, 65535, 0, 1]),
  ]

  @Test(arguments: forms)
  func readsEachForm(text: String, fractions: [Double]) throws {
    let color = try #require(Color(terminalSpecification: Array(text.utf8)))
    let expected = Color(
      red: fractions[0] / fractions[1], green: fractions[2] / fractions[3], blue: fractions[4] / fractions[5])
    #expect(color == expected)
  }

  @Test(arguments: [
    "", "rgb:", "rgb:f/f", "rgb:f/f/f/f", "rgb:fffff/0/0", "rgb:g/0/0", "rgb://", "rgba:f/f/f", "#ffff", "#",
    "#fffffffffffffff", "red", "rgb:f/f/f ", "cmy:0/0/0",
  ])
  func refusesWhatIsNotOne(text: String) {
    #expect(Color(terminalSpecification: Array(text.utf8)) == nil)
  }

  @Test func writesEightBitChannelsForTheTerminal() {
    #expect(Color(rgb: 0x1D1F21).terminalSpecification == "rgb:1d/1f/21")
  }
}

/// Frames and backdrops against the terminal's background: a color below 1.5:1 on it gets a frame in the gray
/// that stands out there; the polygon's backdrop is the gray of the background's side unless the color blends in.
@Suite struct TerminalBackdropsStandOutFromTheBackground {
  @Test func aColorCloseToTheBackgroundIsFramedInTheOtherGray() {
    let dark = Color(rgb: 0x1C1C1C)
    #expect(TerminalBackdrop.frame(for: Color(rgb: 0x202020), on: dark) == TerminalBackdrop.light)
    #expect(TerminalBackdrop.frame(for: Color(rgb: 0xFFCC00), on: dark) == nil)
    #expect(TerminalBackdrop.frame(for: Color(rgb: 0xF0F0F0), on: .white) == TerminalBackdrop.dark)
  }

  @Test func thePolygonsBackdropIsOnTheBackgroundsSide() {
    let dark = Color(rgb: 0x1D1F21)
    #expect(TerminalBackdrop.backdrop(for: Color(rgb: 0x336699), on: dark) == TerminalBackdrop.dark)
    #expect(TerminalBackdrop.backdrop(for: Color(rgb: 0x000080), on: dark) == TerminalBackdrop.light)
    #expect(TerminalBackdrop.backdrop(for: Color(rgb: 0x336699), on: .white) == TerminalBackdrop.light)
    #expect(TerminalBackdrop.backdrop(for: Color(rgb: 0xEEEEEE), on: .white) == TerminalBackdrop.dark)
  }
}
