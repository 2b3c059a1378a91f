import Foundation
import Testing

/// `paint --prompt bash|zsh`: each escape between the shell's marks, and the text escaped so that the shell's prompt
/// shows it as it is (checked by the shells' own prompt expansion); the color rule is paint's own.
@Suite struct PaintPromptTests {
  let cli = Colormix()
  /// Text that a prompt would expand, run or decode, and a tab (written escaped, as paint writes it).
  static let text = "dir $HOME $(echo RAN) `echo RAN` ${x} \\w \\$ \\[ a\\b 50% %~ \"q\" 's' !\t"
  static let shown = "dir $HOME $(echo RAN) `echo RAN` ${x} \\w \\$ \\[ a\\b 50% %~ \"q\" 's' !\\u{09}"

  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + shell) }
  }

  /// `text` without its SGR sequences and readline's invisible marks (\001, \002).
  static func plain(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "").replacing(/[\u{01}\u{02}]/, with: "")
  }

  @Test func eachEscapeIsMarkedForTheShell() {
    let arguments = ["paint", "#336699", "--on", "gold", "--bold", "text", "--color", "always"]
    let bash = cli.run(arguments + ["--prompt", "bash"])
    #expect(bash == .init(stdout: "\\[\u{1B}[1;38;5;25;48;5;220m\\]text\\[\u{1B}[0m\\]\n", stderr: "", status: 0))
    let zsh = cli.run(arguments + ["--prompt", "zsh"])
    #expect(zsh == .init(stdout: "%{\u{1B}[1;38;5;25;48;5;220m%}text%{\u{1B}[0m%}\n", stderr: "", status: 0))
    #expect(cli.run(arguments + ["--prompt", "BASH"]) == bash)
    #expect(cli.run(arguments + ["--prompt=Zsh"]) == zsh)
    // Each line of standard input, the same way.
    let lines = cli.run(["paint", "red", "--prompt", "zsh", "--color", "always"], stdin: "50%\nb\n")
    #expect(lines.stdout == "%{\u{1B}[38;5;196m%}50%%%{\u{1B}[0m%}\n%{\u{1B}[38;5;196m%}b%{\u{1B}[0m%}\n")
  }

  @Test func withoutColorThereIsNothingToMarkAndTheTextIsStillEscaped() {
    #expect(cli.run(["paint", "red", "50% $x", "--prompt", "zsh"]).stdout == "50%% $x\n")
    #expect(cli.run(["paint", "red", "50% $x", "--prompt", "bash"]).stdout == "50% \\\\$x\n")
    #expect(cli.run(["paint", "red", "--prompt", "bash"], stdin: "a\\b\n").stdout == "a\\\\\\\\b\n")
  }

  @Test func anotherShellIsAUsageError() {
    let result = cli.run(["paint", "red", "x", "--prompt", "fish", "--color", "always"])
    #expect(
      result
        == .init(
          stdout: "", stderr: "colormix: error: 'fish' is not a valid value for --prompt; use one of: bash, zsh.\n",
          status: 64))
  }

  @Test(.enabled(if: installed("bash"), "bash is not installed"))
  func bashShowsTheTextAsItIs() {
    // PS1 set to the output, as in PROMPT_COMMAND; ${PS1@P} expands it as the prompt is (promptvars on).
    let script = #"PS1="$("$COLORMIX" paint --prompt bash red --color always "$1")"; printf '%s' "${PS1@P}""#
    let result = cli.run(
      executable: "/bin/bash", ["--norc", "--noprofile", "-c", script, "bash", Self.text],
      environment: ["COLORMIX": Colormix.binary])
    #expect(result.stdout.hasPrefix("\u{1B}[38;5;196m"))
    #expect(Self.plain(result.stdout) == Self.shown, "\(result.stdout)")
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed"))
  func zshShowsTheTextAsItIs() {
    // The output in PROMPT (prompt_subst off, zsh's default), and a $(…) in PROMPT with prompt_subst on.
    let script = #"""
      PROMPT="$("$COLORMIX" paint --prompt zsh red --color always "$1")"
      print -rnP -- "$PROMPT"; print
      setopt prompt_subst
      PROMPT='$("$COLORMIX" paint --prompt zsh red --color always "$1")'
      print -rnP -- "$PROMPT"
      """#
    let result = cli.run(
      executable: "/usr/bin/env", ["zsh", "-f", "-c", script, "zsh", Self.text],
      environment: ["COLORMIX": Colormix.binary, "PATH": "/usr/bin:/bin"])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 2, "\(result)")
    for line in lines {
      #expect(line.hasPrefix("\u{1B}[38;5;196m"))
      #expect(Self.plain(line) == Self.shown, "\(line)")
    }
  }
}
