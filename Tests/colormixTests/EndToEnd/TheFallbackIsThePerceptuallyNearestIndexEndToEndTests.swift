import Testing

/// End-to-end: at 256 colors (`TERM=xterm-256color`, no `COLORTERM`) every output draws a color with the xterm index
/// nearest by CIEDE2000, the one `--format ansi256` prints: `#336699` with 25 (`#005faf`), not 60 (`#5f5f87`).
@Suite struct TheFallbackIsThePerceptuallyNearestIndexEndToEndTests {
  let cli = Colormix()
  let terminal256: [String: String?] = ["TERM": "xterm-256color", "COLORTERM": nil]

  @Test func theIndexPrintedIsTheOneEveryOutputDrawsWith() {
    #expect(cli.run(["show", "#336699", "--format", "ansi256"]) == .init(stdout: "25\n", stderr: "", status: 0))
    let swatch = cli.run(["show", "#336699", "-f", "swatch", "--color", "always"], environment: terminal256).stdout
    #expect(swatch.hasPrefix("\u{1B}[48;5;25;38;5;231m  #336699  \u{1B}[0m"), "\(swatch)")
    let ansi = cli.run(["show", "#336699", "--format", "ansi", "--color", "always"], environment: terminal256)
    #expect(ansi.stdout == "\u{1B}[38;5;25m\n")
    let background = cli.run(["show", "#336699", "--format", "ansi-bg", "--color", "always"], environment: terminal256)
    #expect(background.stdout == "\u{1B}[48;5;25m\n")
    let painted = cli.run(
      ["paint", "#336699", "--on", "#336699", "text", "--color", "always"], environment: terminal256)
    #expect(painted.stdout == "\u{1B}[38;5;25;48;5;25mtext\u{1B}[0m\n")
    let stream = cli.run(["show", "-", "--format", "ansi256"], stdin: "#336699\n#8033cc\n")
    #expect(stream.stdout == "25\n92\n")
  }
}
