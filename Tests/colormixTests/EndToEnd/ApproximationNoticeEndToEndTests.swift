import Foundation
import Testing

/// End-to-end: on a terminal not known to take 24-bit color, colormix says once on stderr that colors are
/// approximated, and never when stderr is a file or a pipe. `script` gives the binary a pty.
@Suite(.enabled(if: TestPlatform.hasUtilLinuxScript, "util-linux's script(1) is not installed"))
struct ApproximationNoticeEndToEndTests {
  let cli = Colormix()
  let terminal256: [String: String?] = ["TERM": "xterm-256color", "COLORTERM": nil]
  let note = "colormix: note: colors approximated to 256"

  func onPty(_ command: String, environment: [String: String?]) -> Colormix.Result {
    cli.shell("script -qec \"\(command)\" /dev/null", environment: environment)
  }

  @Test func saidOnceOnATerminalWithoutTrueColor() {
    cli.run(["set", "50", "20", "80"])
    let result = onPty("printf '#ff0000\\\\n#00ff00\\\\nnavy\\\\n' | $COLORMIX show -", environment: terminal256)
    #expect(result.stdout.components(separatedBy: note).count == 2, "\(result.stdout)")
    #expect(result.stdout.contains("COLORTERM=truecolor"))
    #expect(result.stdout.contains("\u{1B}[48;5;"))
    // Said before the colors it is about.
    let noteIndex = result.stdout.range(of: note)!.lowerBound
    #expect(noteIndex < result.stdout.range(of: "\u{1B}[48;5;")!.lowerBound)
  }

  @Test func notSaidForTrueColorOrOutputWithoutColor() {
    cli.run(["set", "50", "20", "80"])
    let trueColor = onPty("$COLORMIX show", environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
    #expect(trueColor.stdout.contains("\u{1B}[48;2;128;51;204"))
    #expect(!trueColor.stdout.contains("note:"))
    let hex = onPty("$COLORMIX show --format hex", environment: terminal256)
    #expect(hex.stdout.contains("#8033cc"))
    #expect(!hex.stdout.contains("note:"))
    let noColor = onPty("$COLORMIX show", environment: terminal256.merging(["NO_COLOR": "1"]) { $1 })
    #expect(!noColor.stdout.contains("note:"))
  }

  @Test func neverSaidWhenStandardErrorIsAFileOrAPipe() {
    cli.run(["set", "50", "20", "80"])
    let toFile = onPty("$COLORMIX show 2>err.txt", environment: terminal256)
    #expect(toFile.stdout.contains("\u{1B}[48;5;92"))
    #expect(cli.contents(cli.folder + "/err.txt") == Data())
    let toPipe = onPty("$COLORMIX show --format swatch --color always 2>&1 | cat", environment: terminal256)
    #expect(toPipe.stdout.contains("\u{1B}[48;5;92"))
    #expect(!toPipe.stdout.contains("note:"))
    // Not on a pty at all: a script capturing stderr never sees it.
    let captured = cli.run(["show", "--format", "swatch", "--color", "always"], environment: terminal256)
    #expect(captured.stderr.isEmpty)
  }

  /// The note is for people reading a swatch: `paint` (a prompt's or a script's colors), `textcolor` (black and
  /// white, which the 256 colors hold exactly) and the formats for scripts never say it.
  @Test func neverSaidForPaintTextcolorOrAFormatForScripts() {
    cli.run(["set", "50", "20", "80"])
    #expect(onPty("$COLORMIX show", environment: terminal256).stdout.contains(note))
    let painted = onPty("$COLORMIX paint '#336699' text", environment: terminal256)
    #expect(painted.stdout.contains("\u{1B}[38;5;25mtext"), "\(painted.stdout)")
    let commands = [
      "$COLORMIX paint '#336699' text --on navy --color always", "printf 'a\\\\n' | $COLORMIX paint red",
      "$COLORMIX paint red text --prompt bash", "$COLORMIX textcolor", "$COLORMIX textcolor '#336699'",
      "$COLORMIX textcolor navy --format hex", "printf 'navy\\\\n' | $COLORMIX textcolor -",
      "$COLORMIX show --format ansi256", "$COLORMIX show --format ansi", "$COLORMIX show '#336699' --format ansi-bg",
      "printf '#336699\\\\n' | $COLORMIX show - --format ansi", "$COLORMIX lighten 10 --format ansi",
    ]
    for command in commands {
      let result = onPty(command, environment: terminal256)
      #expect(result.status == 0 && !result.stdout.contains("note:"), "\(command): \(result.stdout)")
    }
  }
}
