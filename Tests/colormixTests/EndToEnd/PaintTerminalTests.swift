import Testing

/// In a real terminal (tmux), `paint` draws its text in the color, with its background and attributes, with no
/// `--color` needed, and the escapes of `--format ansi` and `ansi-bg` color the text printed after them.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed"))
struct PaintTerminalTests {
  let cli = Colormix()

  /// The screen's line holding `text`, with its colors and attributes as SGR codes.
  func line(holding text: String, in screen: String) -> String {
    screen.split(separator: "\n").first { $0.contains(text) && !$0.contains("COLORMIX") && !$0.contains("printf") }
      .map(String.init) ?? ""
  }

  @Test func paintDrawsTheTextInTheColorOnATerminal() async {
    let tmux = await Tmux(cli, environment: ["COLORTERM": "truecolor"])
    tmux.line("$COLORMIX paint '#336699' --on gold --bold painted-text; echo END")
    let screen = await tmux.waitFor(escapes: true) {
      !line(holding: "painted-text", in: $0).isEmpty && !line(holding: "END", in: $0).isEmpty
    }
    let painted = line(holding: "painted-text", in: screen)
    #expect(painted.contains("38;2;51;102;153") && painted.contains("48;2;255;215;0"), "\(painted)")
    #expect(painted.contains("\u{1B}[1m") || painted.contains("[1;"), "\(painted)")
    // Reset after the text: the next line is drawn in the terminal's own colors.
    let end = line(holding: "END", in: screen)
    #expect(!end.contains("38;2;51;102;153") && !end.contains("48;2;"), "\(end)")
  }

  @Test func theAnsiFormatsColorWhatComesAfterThem() async {
    let tmux = await Tmux(cli, environment: ["COLORTERM": "truecolor"])
    tmux.line(
      "printf '%s%sansi-text\\033[0m\\n' \"$($COLORMIX show '#8033cc' --format ansi --color always)\" "
        + "\"$($COLORMIX show '#ffd700' --format ansi-bg --color always)\"")
    let screen = await tmux.waitFor(escapes: true) { !line(holding: "ansi-text", in: $0).isEmpty }
    let drawn = line(holding: "ansi-text", in: screen)
    #expect(drawn.contains("38;2;128;51;204") && drawn.contains("48;2;255;215;0"), "\(screen)")
    tmux.line("COLORTERM=256color $COLORMIX paint red 256-text")
    let screen256 = await tmux.waitFor(escapes: true) { !line(holding: "256-text", in: $0).isEmpty }
    #expect(line(holding: "256-text", in: screen256).contains("38;5;196"), "\(screen256)")
  }
}
