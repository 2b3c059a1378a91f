import Testing

@testable import ColorCore
@testable import ColorTerminal

/// The replies to the queries are read in order, in any pieces: each color reply answers the query before the
/// Device Attributes reply that follows it; garbage, replies to nothing asked and bad colors are skipped.
@Suite struct TerminalRepliesAreReadInOrder {
  let roles: [TerminalRole] = [.foreground, .background, .ansi(1)]

  @Test func everyReplyInAnyPieces() {
    let text =
      "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c\u{1B}]11;rgb:0/0/0\u{1B}\\\u{1B}[?62c"
      + "\u{1B}]4;1;rgb:cc/66/66\u{07}\u{1B}[?62;22c"
    for size in [1, 2, 3, 7, 1000] {
      var replies = TerminalReplies(roles: roles)
      let bytes = Array(text.utf8)
      for start in stride(from: 0, to: bytes.count, by: size) {
        replies.feed(bytes[start..<min(bytes.count, start + size)])
      }
      #expect(replies.isComplete)
      #expect(replies.theme[.foreground] == .white)
      #expect(replies.theme[.background] == .black)
      #expect(replies.theme[.ansi(1)]?.hex == "#cc6666")
      #expect(replies.skipped == 0)
    }
  }

  @Test func onlyDeviceAttributesCompletesWithNoColors() {
    var replies = TerminalReplies(roles: roles)
    replies.feed(Array("\u{1B}[?1;2c\u{1B}[?1;2c\u{1B}[?1;2c".utf8))
    #expect(replies.isComplete)
    #expect(replies.theme.isEmpty)
    #expect(replies.heardReply)
  }

  @Test func ctrlCIsReadWhereverItFalls() {
    for before in ["", "\u{1B}", "\u{1B}[1;", "\u{1B}]11;rgb:00", "x"] {
      var replies = TerminalReplies(roles: roles)
      replies.feed(Array((before + "\u{03}").utf8))
      #expect(replies.interrupted, "\(before.debugDescription)")
    }
  }

  @Test func keysTypedWhileWaitingAreNoReplyAndAColorCutOffIsOne() {
    var keys = TerminalReplies(roles: roles)
    keys.feed(Array("hello\u{1B}[A\u{1B}x\u{1B}]".utf8))
    #expect(!keys.heardReply && keys.theme.isEmpty)
    var cutOff = TerminalReplies(roles: roles)
    cutOff.feed(Array("\u{1B}]10;rgb:c5".utf8))
    #expect(cutOff.heardReply && cutOff.theme.isEmpty && !cutOff.isComplete)
  }

  @Test func aReplyWithoutItsIndexAnswersTheQueryBeforeItsDeviceAttributes() {
    var replies = TerminalReplies(roles: [.ansi(1), .ansi(2)])
    replies.feed(Array("\u{1B}[?62c\u{1B}]4;rgb:00/ff/00\u{07}\u{1B}[?62c".utf8))
    #expect(replies.theme.colors.map(\.role) == [.ansi(2)])
  }

  @Test func garbageIsSkippedAndTheRestRead() {
    var replies = TerminalReplies(roles: roles)
    let garbage =
      "abc\u{1B}]99;x\u{07}\u{1B}[5n\u{1B}]4;77;rgb:0/0/0\u{07}\u{1B}Z\u{1B}]10;rgb:zz/0/0\u{07}"
      + String(repeating: "\u{1B}]10;" + String(repeating: "f", count: 300), count: 1)
    replies.feed(Array(garbage.utf8))
    replies.feed(Array("\u{1B}[?62c\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62c".utf8))
    #expect(replies.theme.colors.map(\.role) == [.background])
    #expect(replies.skipped > 0)
    #expect(!replies.isComplete)
  }

  @Test func ctrlCIsAnInterrupt() {
    var replies = TerminalReplies(roles: roles)
    replies.feed([0x03])
    #expect(replies.interrupted)
  }

  @Test func queriesAndSettingsAreWrittenAsTerminalsTakeThem() {
    #expect(TerminalQuery.query(.ansi(3)) == "\u{1B}]4;3;?\u{07}")
    #expect(TerminalQuery.query(.cursor) == "\u{1B}]12;?\u{07}")
    let theme = TerminalTheme([(.ansi(1), Color(rgb: 0xCC6666)), (.background, .black)])
    #expect(TerminalQuery.apply(theme) == "\u{1B}]11;rgb:00/00/00\u{07}\u{1B}]4;1;rgb:cc/66/66\u{07}")
  }
}

/// The frames' background comes from `COLORFGBG` on a terminal that draws colors, never from a query.
@Suite struct TheFramesBackgroundIsTheEnvironmentsNotAQuerys {
  @Test(arguments: [
    (true, ColorDepth.trueColor, ["COLORFGBG": "15;0"], 0x000000 as UInt32?),
    (true, .ansi256, ["COLORFGBG": "0;15"], 0xFFFFFF),
    (true, .ansi256, ["COLORFGBG": "0;default;7"], 0xE5E5E5),
    (false, .trueColor, ["COLORFGBG": "15;0"], nil),
    (true, .none, ["COLORFGBG": "15;0"], nil),
    (true, .trueColor, ["COLORFGBG": "default;default"], nil),
    (true, .trueColor, ["COLORFGBG": "15;16"], nil),
    (true, .trueColor, ["COLORFGBG": ""], nil),
    (true, .trueColor, ["TERM": "xterm"], nil),
  ])
  func theBackgroundIsTheEnvironmentsOnATerminalThatDrawsColors(
    stdoutIsTerminal: Bool, depth: ColorDepth, environment: [String: String], background: UInt32?
  ) {
    #expect(
      TerminalBackground.decide(stdoutIsTerminal: stdoutIsTerminal, depth: depth, environment: Environment(environment))
        == background.map { Color(rgb: $0) })
  }
}
