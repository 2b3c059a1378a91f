import Testing

/// `paint COLOR [TEXT...]` writes the text in the color, then a reset and a newline, following the color rule:
/// with color off it is the plain text, and its control characters never reach the terminal raw.
@Suite struct PaintTests {
  let cli = Colormix()
  let truecolor: [String: String?] = ["COLORTERM": "truecolor"]

  @Test func theWordsAreWrittenInTheColorThenAResetAndANewline() {
    let result = cli.run(["paint", "#336699", "hello,", "world", "--color", "always"], environment: truecolor)
    #expect(result == .init(stdout: "\u{1B}[38;2;51;102;153mhello, world\u{1B}[0m\n", stderr: "", status: 0))
    let styled = cli.run(
      ["paint", "red", "x", "--on", "palette:sky", "--bold", "--italic", "--underline", "--color", "always"],
      environment: truecolor)
    #expect(styled.status == 64 && styled.stdout.isEmpty)
    cli.run(["set", "#87ceeb"])
    cli.run(["save", "sky"])
    let saved = cli.run(
      ["paint", "red", "x", "--on", "palette:sky", "--bold", "--italic", "--underline", "--color", "always"],
      environment: truecolor)
    #expect(saved.stdout == "\u{1B}[1;3;4;38;2;255;0;0;48;2;135;206;235mx\u{1B}[0m\n")
    let ansi256 = cli.run(["paint", "gold", "--on", "navy", "Warning", "--color", "always"])
    #expect(ansi256.stdout == "\u{1B}[38;5;220;48;5;18mWarning\u{1B}[0m\n")
  }

  @Test func dashNLeavesTheNewlineOut() {
    #expect(cli.run(["paint", "red", "-n", "hi"]).stdout == "hi")
    #expect(cli.run(["paint", "-n", "red", "hi", "--color", "always"]).stdout == "\u{1B}[38;5;196mhi\u{1B}[0m")
    #expect(cli.run(["paint", "red", "--no-newline"], stdin: "a\nb\n").stdout == "a\nb")
  }

  @Test func eachLineOfStandardInputIsPaintedAsText() {
    let result = cli.run(["paint", "lime", "--color", "always"], environment: truecolor, stdin: "red\n\n50 20 80\n")
    let paint = { (text: String) in "\u{1B}[38;2;0;255;0m\(text)\u{1B}[0m\n" }
    #expect(result == .init(stdout: paint("red") + paint("") + paint("50 20 80"), stderr: "", status: 0))
  }

  @Test(arguments: [
    ([String](), [String: String?]()),
    (["--color", "never"], ["FORCE_COLOR": "1"]),
    ([], ["NO_COLOR": "1", "FORCE_COLOR": "1"]),
    ([], ["TERM": "dumb"]),
  ])
  func withColorOffItIsThePlainText(_ options: [String], _ environment: [String: String?]) {
    let result = cli.run(
      ["paint", "red", "plain", "text", "--bold", "--on", "blue"] + options, environment: environment)
    #expect(result == .init(stdout: "plain text\n", stderr: "", status: 0))
  }

  @Test(arguments: ["FORCE_COLOR", "CLICOLOR_FORCE"])
  func forcedColorPaintsAPipe(_ variable: String) {
    #expect(cli.run(["paint", "red", "x"], environment: [variable: "1"]).stdout == "\u{1B}[38;5;196mx\u{1B}[0m\n")
  }

  @Test func controlCharactersAreEscapedAndOtherTextIsKept() {
    let hostile = "a\u{1B}]52;c;ZXZpbA==\u{07}b\u{1B}[2Jc\u{9B}31md\u{7F}e\nf\tg"
    let escaped = "a\\u{1B}]52;c;ZXZpbA==\\u{07}b\\u{1B}[2Jc\\u{9B}31md\\u{7F}e\\u{0A}f\\u{09}g"
    #expect(cli.run(["paint", "red", hostile]).stdout == escaped + "\n")
    let colored = cli.run(["paint", "red", hostile, "--color", "always"]).stdout
    #expect(colored == "\u{1B}[38;5;196m" + escaped + "\u{1B}[0m\n")
    let unicode = "藍色 café ✓ \u{FEFF} 👩‍🎨"
    #expect(cli.run(["paint", "red", unicode]).stdout == unicode + "\n")
    let lines = cli.shell("printf 'x\\033[31my\\n\\377z\\n' | $COLORMIX paint red")
    #expect(lines.stdout == "x\\u{1B}[31my\n\\x{FF}z\n")
  }

  @Test func aBadColorIsAUsageErrorAndWritesNothing() {
    for arguments in [["paint", "bogus", "x"], ["paint", "red", "x", "--on", "nope"], ["paint", "-", "x"]] {
      let result = cli.run(arguments + ["--color", "always"])
      #expect(result.status == 64 && result.stdout.isEmpty && result.stderr.hasPrefix("colormix: error: "))
    }
    let outside = cli.run(["paint", "oklch(0.7 0.4 30)", "x", "--strict"])
    #expect(outside.status == 65 && outside.stdout.isEmpty)
    let mapped = cli.run(["paint", "oklch(0.7 0.4 30)", "x"])
    #expect(mapped.status == 0 && mapped.stdout == "x\n" && mapped.stderr.contains("outside sRGB"))
  }

  @Test func bidirectionalControlsAndLineSeparatorsAreEscapedAndACRLFLineEndsAsALine() {
    let hostile = cli.run(["paint", "red", "a\u{202E}b\u{2066}c\u{2028}d\u{200D}e", "--color", "never"])
    #expect(hostile.stdout == "a\\u{202E}b\\u{2066}c\\u{2028}d\u{200D}e\n")
    #expect(cli.run(["paint", "red", "--color", "never"], stdin: "x\r\ny\n").stdout == "x\ny\n")
  }
}
