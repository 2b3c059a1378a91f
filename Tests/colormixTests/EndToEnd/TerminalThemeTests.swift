import Foundation
import Testing

/// End-to-end, in a pseudo-terminal that answers: `colormix terminal` asks the controlling terminal for its colors
/// (stdout piped), reads each reply exactly in either terminator and with 1–4 digits a channel, and prints them.
@Suite struct TerminalColorsAreReadFromTheControllingTerminal {
  @Test func everyRoleIsReadAndAuditedWithStandardOutputPiped() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 19)
    #expect(lines[0] == "foreground  #c5c8c6   9.80:1  AA pass  ≈ silver (css)")
    #expect(lines[1] == "background  #1d1f21                    ≈ black (css)")
    #expect(lines[4] == "color1      #cc6666   4.46:1  AA fail  = Fuzzy Wuzzy (crayola)")
    // Asked in order, each query followed by Device Attributes.
    #expect(terminal.written.hasPrefix("\u{1B}]10;?\u{07}\u{1B}[c\u{1B}]11;?\u{07}\u{1B}[c\u{1B}]12;?\u{07}\u{1B}[c"))
    #expect(terminal.written.contains("\u{1B}]4;15;?\u{07}\u{1B}[c"))
  }

  @Test(arguments: ["\u{07}", "\u{1B}\\"])
  func repliesEndedByBELOrSTAreReadAlike(terminator: String) throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: FakeTerminal.theme)
    script.terminator = terminator
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("foreground\t#c5c8c6\nbackground\t#1d1f21\ncursor\t#aeafad\ncolor0\t#1d1f21\n"))
  }

  /// `rgb:` scales each channel by its own digits; the older `#` form takes them as the top bits (`#f80` is
  /// `#f000/8000/0000`), as `XParseColor` does.
  @Test func eachChannelIsScaledByItsOwnDigits() throws {
    let cli = Colormix()
    let colors = [
      "10": "rgb:f/8/0", "11": "rgb:00/80/ff", "12": "rgb:fff/800/000", "4;1": "rgb:ffff/8080/0000",
      "4;2": "rgb:f/80/800", "4;3": "#f80",
    ]
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: colors)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "rgb"])
    #expect(
      result.stdout == """
        foreground\t100 53.3333 0
        background\t0 50.1961 100
        cursor\t100 50.0122 0
        color1\t100 50.1961 0
        color2\t100 50.1961 50.0122
        color3\t93.7514 50.0008 0

        """)
  }

  @Test func tmuxsRepliesWithoutTheIndexAreTheQuerysOwn() throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: ["11": "rgb:0000/0000/0000", "4;2": "rgb:0000/ffff/0000"])
    script.omitsIndex = true
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"])
    #expect(result.stdout == "background\t#000000\ncolor2\t#00ff00\n")
  }

  @Test func jsonHoldsEveryRoleAndWhatIsMissing() throws {
    let cli = Colormix()
    var colors = FakeTerminal.theme
    colors["12"] = nil
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: colors)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["term"] as? String == "xterm-256color")
    #expect(object["complete"] as? Bool == true)
    #expect(object["missing"] as? [String] == ["cursor"])
    let roles = try #require(object["colors"] as? [[String: Any]])
    #expect(roles.count == 18)
    #expect(roles[0]["role"] as? String == "foreground")
    #expect(roles[0]["contrast"] as? Double == 9.8)
    #expect(roles[0]["aa"] as? Bool == true)
    #expect(roles[1]["contrast"] is NSNull)
    #expect(result.stderr == "colormix: the terminal did not report cursor\n")
  }

  @Test func requireAAFailsOnTheTextColorsOnly() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--require", "aa", "--format", "hex"])
    // color1 (4.46:1) and color9 fail; color0 and color8 (1:1 and 2.9:1) are not judged.
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "colormix: below aa on the background: color1, color9\n"
        + "colormix: error: 2 of 15 colors fail --require aa (4.5:1).\n")
    let passing = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { passing.stop() }
    #expect(passing.run(cli, ["terminal", "--require", "aa-large", "--format", "hex"]).status == 0)
  }
}

/// End-to-end: a terminal that answers nothing, only partly, slowly or with garbage is still read for what it
/// says, and nothing is sent where it must not be.
@Suite struct TerminalsThatAnswerBadlyAreReported {
  @Test func aTerminalThatAnswersNothingIsWaitedForThenAnError() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.2"])
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "colormix: error: The terminal did not answer (TERM=xterm-256color) within 0.2 s; "
        + "COLORMIX_TERMINAL_TIMEOUT sets how long to wait.\n")
    #expect(result.stdout == "")
  }

  @Test func aTerminalThatAnswersOnlyDeviceAttributesEndsTheWaitAtOnce() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let start = Date()
    // A timeout far longer than the test may take: only the Device Attributes replies can end it.
    let result = terminal.run(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "60"])
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "colormix: error: The terminal did not answer any color query (TERM=xterm-256color): it does not "
        + "report its colors.\n")
  }

  @Test func anAnswerCutOffBeforeAnyColorIsWaitedForThenAnError() throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: FakeTerminal.theme)
    // `ESC ] 10 ; rgb:c5`, then nothing: a begun answer is waited for a second past the timeout.
    script.fallsSilentAfter = 10
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.2"])
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "colormix: error: The terminal began to answer (TERM=xterm-256color) but sent no whole color within 1.2 s; "
        + "COLORMIX_TERMINAL_TIMEOUT sets how long to wait.\n")
    #expect(result.stdout == "")
    #expect(terminal.isRaw == false)
  }

  @Test func keysTypedAtASilentTerminalAreNoAnswer() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let running = terminal.start(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.5"])
    #expect(terminal.becomesRaw(within: 20))
    terminal.type(Array("hello\u{1B}[A".utf8))
    let result = running.finish()
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "colormix: error: The terminal did not answer (TERM=xterm-256color) within 0.5 s; "
        + "COLORMIX_TERMINAL_TIMEOUT sets how long to wait.\n")
  }

  @Test func aPartAnswerIsPrintedAndTheRestNamed() throws {
    let cli = Colormix()
    let colors = FakeTerminal.theme.filter { !$0.key.hasPrefix("4;") || Int($0.key.dropFirst(2))! < 8 }
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: colors)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 11)
    #expect(result.stderr == "colormix: the terminal did not report color8–color15\n")
  }

  @Test func aSlowTerminalIsWaitedForWithinTheTimeout() throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: ["10": "rgb:ff/ff/ff", "11": "rgb:00/00/00"])
    script.delay = 20
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "30"])
    #expect(result.status == 0)
    #expect(result.stdout == "foreground\t#ffffff\nbackground\t#000000\n")
  }

  @Test func aTerminalSlowerThanTheTimeoutGivesWhatCameInTime() throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: FakeTerminal.theme)
    script.delay = 60
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(
      cli, ["terminal", "--format", "hex"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.3"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("foreground\t#c5c8c6\n"))
    #expect(result.stderr.contains("(the time ran out before it answered them; COLORMIX_TERMINAL_TIMEOUT is how long)"))
  }

  @Test func garbageAndBadColorsAreSkipped() throws {
    let cli = Colormix()
    var colors = ["10": "rgb:ff/ff/ff", "11": "rgb:00/00/00", "12": "rgb:zz/00/00", "4;1": "rgb:fffff/0/0"]
    colors["4;2"] = "rgb:0/f/0"
    var script = FakeTerminal.Script(colors: colors)
    script.garbage = Array("hello\u{1B}]99;x\u{07}\u{1B}[5n\u{1B}]4;77;rgb:0/0/0\u{07}\u{1B}Zjunk".utf8)
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"])
    #expect(result.status == 0)
    #expect(result.stdout == "foreground\t#ffffff\nbackground\t#000000\ncolor2\t#00ff00\n")
    #expect(result.stderr.contains("did not report cursor, color0, color1, color3–color15"))
  }

  @Test func nothingIsSentWithADumbTerminal() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    for arguments in [["terminal"], ["terminal", "reset"]] {
      let result = terminal.run(cli, arguments, environment: ["TERM": "dumb"])
      #expect(result.status == 69)
      #expect(
        result.stderr
          == "colormix: error: The terminal is TERM=dumb, which is sent no escape sequences; nothing was sent.\n")
    }
    #expect(terminal.written == "")
  }

  @Test func withoutAControllingTerminalNothingIsSent() {
    let cli = Colormix()
    let result = cli.shell("exec setsid \"$COLORMIX\" terminal", environment: ["TERM": "xterm"])
    #expect(result.status == 69)
    #expect(result.stderr == "colormix: error: There is no controlling terminal (/dev/tty); run it in a terminal.\n")
  }

  /// The wait is whole milliseconds, a part of one rounded up: the error names the wait there was.
  @Test(arguments: [("0.0001", "0.001"), ("0.0015", "0.002"), ("0.25", "0.25"), ("0", "0")])
  func theTimeoutIsSaidAsItWasWaited(timeout: String, said: String) throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": timeout])
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "colormix: error: The terminal did not answer (TERM=xterm-256color) within \(said) s; "
        + "COLORMIX_TERMINAL_TIMEOUT sets how long to wait.\n")
  }

  @Test func aBadTimeoutIsAUsageError() throws {
    let cli = Colormix()
    for timeout in ["soon", "1e-9", "-1", "+1"] {
      let result = cli.run(["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": timeout, "TERM": "xterm"])
      #expect(result.status == 64)
      #expect(
        result.stderr
          == "colormix: error: COLORMIX_TERMINAL_TIMEOUT '\(timeout)' is not a non-negative decimal number of seconds "
          + "(such as 0.5; no exponent).\n")
    }
  }
}

/// End-to-end: the terminal's modes are given back exactly as they were after the answer, the timeout, SIGTERM,
/// SIGINT, SIGHUP and Ctrl-C typed while colormix waits.
@Suite struct RawModeIsRestoredOnEveryWayOut {
  @Test func afterAnAnswerAndAfterTheTimeout() throws {
    let cli = Colormix()
    for answers in [true, false] {
      var script = FakeTerminal.Script(colors: FakeTerminal.theme)
      script.answers = answers
      let terminal = try #require(FakeTerminal(script))
      defer { terminal.stop() }
      let before = terminal.modes
      let result = terminal.run(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.1"])
      #expect(result.status == (answers ? 0 : 69))
      #expect(terminal.modes == before)
    }
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func afterASignal(signal: Int32) throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let before = terminal.modes
    let running = terminal.start(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "60"])
    #expect(terminal.becomesRaw(within: 20))
    kill(running.pid, signal)
    let result = running.finish()
    #expect(result.status == signal, "\(result.stderr)")
    #expect(terminal.modes == before)
  }

  /// Ctrl-C alone, and after an Esc typed before it (a sequence begun).
  @Test(arguments: [[UInt8(0x03)], [0x1B, 0x03]])
  func afterCtrlCTypedWhileWaiting(keys: [UInt8]) throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let before = terminal.modes
    let running = terminal.start(cli, ["terminal"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "60"])
    #expect(terminal.becomesRaw(within: 20))
    terminal.type(keys)
    let result = running.finish()
    #expect(result.status == SIGINT, "\(result.stderr)")
    #expect(terminal.modes == before)
  }
}

/// End-to-end: `--save` keeps the theme in the palette under its role names (which may share a color), `apply` sends the
/// palette's roles to the terminal and `reset` gives the terminal its own colors back.
@Suite struct TerminalThemesAreSavedAndTriedOn {
  @Test func saveStoresEachColorUnderItsRole() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--save", "--format", "hex"])
    #expect(result.status == 0)
    // color0 is the background's color and color7 the foreground's: role names may share a color, so all 19 are
    // saved.
    #expect(result.stderr == "colormix: saved 19 of 19 colors in the palette\n")
    let palette = cli.run(["palette", "--format", "json"]).stdout
    #expect(palette.contains("\"name\": \"foreground\""))
    #expect(palette.contains("\"name\": \"color15\""))
    #expect(palette.contains("\"name\": \"color0\""))
    #expect(
      cli.run(["show", "palette:color0", "--format", "hex"]).stdout
        == cli.run(["show", "palette:background", "--format", "hex"]).stdout)
  }

  @Test func aNameHoldingAnotherColorNeedsReplace() throws {
    let cli = Colormix()
    cli.run(["set", "red"])
    cli.run(["save", "color1"])
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    let refused = terminal.run(cli, ["terminal", "--save"])
    #expect(refused.status == 65)
    #expect(refused.stdout == "")
    #expect(refused.stderr.contains("The palette already has a different color named 'color1'; use --replace"))
    #expect(!cli.run(["palette"]).stdout.contains("foreground"))
    let replaced = terminal.run(cli, ["terminal", "--save", "--replace", "--format", "hex"])
    #expect(replaced.status == 0)
    #expect(cli.run(["show", "palette:color1", "--format", "hex"]).stdout == "#cc6666\n")
  }

  @Test func applySetsOnlyThePalettesRoles() throws {
    let cli = Colormix()
    for (color, name) in [("#1d1f21", "background"), ("#c5c8c6", "foreground"), ("#cc6666", "color1"), ("red", "x")] {
      cli.run(["set", color])
      cli.run(["save", name])
    }
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "apply"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "colormix: set foreground, background, color1\n"
        + "colormix: warning: the terminal takes only foreground, background, cursor and color0…color15; "
        + "1 entry not sent: 'x'\n")
    #expect(
      terminal.written
        == "\u{1B}]10;rgb:c5/c8/c6\u{07}\u{1B}]11;rgb:1d/1f/21\u{07}\u{1B}]4;1;rgb:cc/66/66\u{07}")
  }

  @Test func resetSendsTheTerminalsOwnColorsBack() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "reset"])
    #expect(result.status == 0)
    #expect(terminal.written == "\u{1B}]104\u{07}\u{1B}]110\u{07}\u{1B}]111\u{07}\u{1B}]112\u{07}")
  }
}

/// End-to-end: `terminal apply` sends what the palette holds as the terminal takes it and says what it did not
/// send as it was: a translucent color is sent opaque with a warning, every entry not sent is named, and a palette
/// of base16 names is mapped to the roles as the theme exports map it.
@Suite struct ApplySaysWhatItDidNotSendAsItWas {
  @Test func aTranslucentColorIsSentOpaqueWithAWarning() throws {
    let cli = Colormix()
    #expect(cli.run(["save", "background", "rgb(255 0 0 / 0.1)"]).status == 0)
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "apply"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "colormix: set background\n"
        + "colormix: warning: the terminal has no alpha; 1 color sent opaque: background\n")
    #expect(terminal.written == "\u{1B}]11;rgb:ff/00/00\u{07}")
  }

  @Test func everyEntryNotSentIsNamed() throws {
    let cli = Colormix()
    for (name, color) in [("foreground", "#c5c8c6"), ("color200", "#123456"), ("grape", "#6f2da8")] {
      #expect(cli.run(["save", name, color]).status == 0)
    }
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "apply"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "colormix: set foreground\n"
        + "colormix: warning: the terminal takes only foreground, background, cursor and color0…color15; "
        + "2 entries not sent: 'color200', 'grape'\n")
    #expect(terminal.written == "\u{1B}]10;rgb:c5/c8/c6\u{07}")
  }

  /// The same palette exported to kitty: each role's color there is the one apply sends.
  @Test func aBase16PaletteIsMappedAsTheExportsMapIt() throws {
    let cli = Colormix()
    let hexes = [
      "181818", "282828", "383838", "585858", "b8b8b8", "d8d8d8", "e8e8e8", "f8f8f8",
      "ab4642", "dc9656", "f7ca88", "a1b56c", "86c1b9", "7cafc2", "ba8baf", "a16946",
    ]
    for (index, hex) in hexes.enumerated() {
      #expect(cli.run(["save", "base0" + String(index, radix: 16, uppercase: true), "#" + hex]).status == 0)
    }
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "apply"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "colormix: set foreground, background, cursor, color0–color15\n"
        + "colormix: warning: the terminal takes only foreground, background, cursor and color0…color15; "
        + "6 entries not sent: 'base01', 'base02', 'base04', 'base06', 'base09', 'base0F'\n")
    let kitty = cli.run(["palette", "export", "--to", "kitty"]).stdout
    var sent: [String: String] = [:]
    for sequence in terminal.written.split(separator: "\u{07}") {
      let fields = sequence.dropFirst(2).split(separator: ";")
      let spec = fields.last!.dropFirst(4).split(separator: "/").joined()
      let name =
        switch fields[0] {
        case "10": "foreground"
        case "11": "background"
        case "12": "cursor"
        default: "color" + fields[1]
        }
      sent[name] = "#" + spec
    }
    #expect(sent.count == 19)
    for line in kitty.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let color = sent[String(parts[0])] else { continue }
      #expect(color == String(parts[1]), "\(parts[0])")
    }
    #expect(sent["background"] == "#181818")
    #expect(sent["color1"] == "#ab4642")
    #expect(sent["color15"] == "#f8f8f8")
  }

  @Test func applyWithoutRolesSendsNothing() throws {
    let cli = Colormix()
    cli.run(["set", "red"])
    cli.run(["save", "tomato"])
    let terminal = try #require(FakeTerminal(FakeTerminal.Script()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "apply"])
    #expect(result.status == 65)
    #expect(terminal.written == "")
  }
}

/// End-to-end: the swatch's chip, the block's frame and the polygon's backdrop are picked against the terminal's
/// background when standard output is that terminal and `COLORFGBG` names it; the terminal is never asked.
@Suite struct FramesArePickedAgainstTheBackgroundColorFGBGNames {
  /// A terminal that would answer a dark background, were it asked.
  static let dark = FakeTerminal.Script(colors: ["11": "rgb:1c1c/1c1c/1c1c"])
  /// Light text on black, as rxvt says it.
  static let environment = ["COLORTERM": "truecolor", "COLORFGBG": "15;0"]

  @Test func aChipTheColorOfTheBackgroundIsFramed() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["show", "#202020"], environment: Self.environment, stdoutOnTerminal: true)
    #expect(result.status == 0)
    #expect(!terminal.written.contains("\u{1B}]11;?"))
    // The chip's first and last cells in the light gray that stands out on the dark background.
    #expect(terminal.written.contains("\u{1B}[48;2;228;228;228;38;2;0;0;0m \u{1B}[0m\u{1B}[48;2;32;32;32;"))
  }

  @Test func aChipThatStandsOutHasNoFrame() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["show", "#ffcc00"], environment: Self.environment, stdoutOnTerminal: true)
    #expect(result.status == 0)
    #expect(terminal.written.contains("\u{1B}[48;2;255;204;0;38;2;0;0;0m  #ffcc00  \u{1B}[0m"))
  }

  @Test func theBlocksFrameIsDrawnInTheGrayThatStandsOut() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    let result = terminal.run(
      cli, ["show", "#202020", "--shape", "block"], environment: Self.environment, stdoutOnTerminal: true)
    #expect(result.status == 0)
    #expect(terminal.written.contains("\u{1B}[38;2;228;228;228m┌────────────────┐\u{1B}[0m"))
  }

  @Test func thePolygonsBackdropIsTheBackgroundsSide() throws {
    let cli = Colormix()
    cli.run(["set", "#336699"])
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    let result = terminal.run(
      cli, ["show", "--shape", "polygon"], environment: Self.environment, stdoutOnTerminal: true)
    #expect(result.status == 0)
    // A dark terminal: the dark gray, where without COLORFGBG the light one is under a dark color.
    #expect(terminal.written.contains("48;2;28;28;28"))
    #expect(!terminal.written.contains("48;2;228;228;228"))
  }

  @Test func withoutColorFGBGTheyAreDrawnAsOnAPipe() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    let environment = ["COLORTERM": "truecolor", "COLORFGBG": "default;default", "COLUMNS": "80"]
    for arguments in [["show", "#202020"], ["show", "#202020", "--shape", "block"]] {
      // Piped, the swatch is asked for; on the terminal it is the default.
      let piped = terminal.run(
        cli, arguments + ["--format", "swatch"],
        environment: ["COLORTERM": "truecolor", "FORCE_COLOR": "1", "COLUMNS": "80"])
      #expect(terminal.written == "")
      let drawn = terminal.run(cli, arguments, environment: environment, stdoutOnTerminal: true)
      #expect(drawn.status == 0)
      // The same drawing, the pseudo-terminal's line ends aside.
      #expect(terminal.written.replacingOccurrences(of: "\r\n", with: "\n") == piped.stdout)
      terminal.clearWritten()
    }
  }

  @Test func theTablesChipsTheBackgroundsColorAreFramed() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(FakeTerminal.Script(colors: FakeTerminal.theme)))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal"], environment: ["COLORTERM": "truecolor"], stdoutOnTerminal: true)
    #expect(result.status == 0)
    #expect(
      terminal.written.contains(
        "background  \u{1B}[48;2;228;228;228;38;2;0;0;0m \u{1B}[0m\u{1B}[48;2;29;31;33;38;2;255;255;255m #1d1f21 "))
    #expect(terminal.written.contains("color1      \u{1B}[48;2;204;102;102;38;2;0;0;0m  #cc6666  \u{1B}[0m"))
  }

  @Test func onAPipeOrWithoutColorTheTerminalIsNotTouched() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.dark))
    defer { terminal.stop() }
    #expect(terminal.run(cli, ["show", "#202020"], environment: Self.environment).status == 0)
    #expect(terminal.written == "")
    let plain = terminal.run(
      cli, ["show", "#202020"], environment: ["NO_COLOR": "1", "COLORFGBG": "15;0"], stdoutOnTerminal: true)
    #expect(plain.status == 0)
    #expect(!terminal.written.contains("\u{1B}]"))
  }
}

/// End-to-end, in a pseudo-terminal that answers late (an SSH link's round trip): nothing of an answer is left
/// for the shell after colormix ends. The swatch, block and polygon never ask; `colormix terminal` reads a
/// begun answer to its end.
@Suite struct LateRepliesNeverReachTheShell {
  /// A terminal whose first answer comes 250 ms after the request, the rest at once.
  static func late(_ milliseconds: Int = 250) -> FakeTerminal.Script {
    var script = FakeTerminal.Script(colors: FakeTerminal.theme)
    script.firstDelay = milliseconds
    return script
  }

  @Test(arguments: [["show", "red"], ["show"], ["show", "red", "--shape", "block"], ["show", "--shape", "polygon"]])
  func theSwatchesAskNothing(arguments: [String]) throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.late()))
    defer { terminal.stop() }
    let result = terminal.run(
      cli, arguments, environment: ["COLORTERM": "truecolor"], stdoutOnTerminal: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!terminal.written.contains("\u{1B}]11;?"))
    #expect(String(decoding: terminal.leftForTheShell(), as: UTF8.self) == "")
  }

  @Test func aPlainShowOnASilentTerminalTakesNoWait() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(.silent))
    defer { terminal.stop() }
    let start = Date()
    let result = terminal.run(cli, ["show"], environment: ["COLORTERM": "truecolor"], stdoutOnTerminal: true)
    #expect(result.status == 0)
    #expect(Date().timeIntervalSince(start) < 0.5)
  }

  /// The answer begins before the timeout and ends after it.
  @Test func terminalReadsABegunAnswerToItsEnd() throws {
    let cli = Colormix()
    var script = FakeTerminal.Script(colors: FakeTerminal.theme)
    script.delay = 10
    let terminal = try #require(FakeTerminal(script))
    defer { terminal.stop() }
    let result = terminal.run(
      cli, ["terminal", "--format", "hex"], environment: ["COLORMIX_TERMINAL_TIMEOUT": "0.1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 19)
    #expect(result.stderr == "")
    #expect(String(decoding: terminal.leftForTheShell(), as: UTF8.self) == "")
  }

  /// A round trip of 250 ms, within the default timeout.
  @Test func terminalOnASlowLinkLeavesNothing() throws {
    let cli = Colormix()
    let terminal = try #require(FakeTerminal(Self.late()))
    defer { terminal.stop() }
    let result = terminal.run(cli, ["terminal", "--format", "hex"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 19)
    #expect(String(decoding: terminal.leftForTheShell(), as: UTF8.self) == "")
  }
}

/// End-to-end in a real terminal emulator: xterm under Xvfb, started with a theme of its own, answers
/// `colormix terminal` with that theme. Skipped when xterm or Xvfb is not installed (`.ci/run` installs them).
@Suite struct TheThemeOfARealXtermIsRead {
  static let installed = TestPlatform.has("xterm") && TestPlatform.has("Xvfb")

  @Test(.enabled(if: installed, "xterm and Xvfb are not installed: the real terminal is not tried"))
  func xtermAnswersWithItsOwnColors() async throws {
    let cli = Colormix()
    let display = ":\(100 + Int.random(in: 0..<800))"
    let environment = ["HOME": cli.folder + "/home", "PATH": "/usr/bin:/bin", "DISPLAY": display]
    func start(_ executable: String, _ arguments: [String]) -> pid_t? {
      TestPlatform.spawn(executable, arguments, environment: environment) { actions in
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        TestPlatform.changeFolder(to: cli.folder, in: &actions)
        TestPlatform.closeDescriptors(from: 3, in: &actions)
      }
    }
    let server = try #require(start("/usr/bin/Xvfb", [display, "-screen", "0", "640x480x24", "-nolisten", "tcp"]))
    defer {
      kill(server, SIGTERM)
      _ = TestPlatform.wait(server)
    }
    let socket = "/tmp/.X11-unix/X" + display.dropFirst()
    #expect(await Tmux.eventually(within: 20) { FileManager.default.fileExists(atPath: socket) })
    let output = cli.folder + "/terminal.txt"
    let done = cli.folder + "/done"
    let script =
      "TERM=xterm '\(Colormix.binary)' terminal --format hex > '\(output)' 2>&1; echo $? > '\(done).tmp'; "
      + "mv '\(done).tmp' '\(done)'"
    let xterm = try #require(
      start(
        "/usr/bin/xterm",
        ["-display", display, "-fg", "#c5c8c6", "-bg", "#1d1f21", "-cr", "#aeafad", "-e", "sh", "-c", script]))
    defer {
      kill(xterm, SIGTERM)
      _ = TestPlatform.wait(xterm)
    }
    #expect(await Tmux.eventually(within: 30) { FileManager.default.fileExists(atPath: done) })
    let status = String(decoding: cli.contents(done) ?? Data(), as: UTF8.self)
    let text = String(decoding: cli.contents(output) ?? Data(), as: UTF8.self)
    #expect(status == "0\n", "\(text)")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.prefix(3) == ["foreground\t#c5c8c6", "background\t#1d1f21", "cursor\t#aeafad"])
    // xterm's sixteen colors, as its resources set them by default.
    #expect(lines.count == 19)
    #expect(lines.contains("color1\t#cd0000"))
  }
}
