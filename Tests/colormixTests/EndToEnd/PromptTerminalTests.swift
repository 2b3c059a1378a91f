import Foundation
import Testing

/// In a real terminal (tmux, 40 columns), a prompt painted by `paint --prompt` leaves the line editor's columns
/// right: a command line longer than the window, edited at its start (Ctrl-A, then a character), is drawn with the
/// character right after the prompt's text, the rest wrapped where it belongs and the cursor after the character;
/// the prompt's text shows `$`, `\` and `%` as they are, painted in the color.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed"))
struct PromptTerminalTests {
  let cli = Colormix()
  static let width = 40
  /// What is typed after the prompt, long enough to wrap.
  static let command = "echo " + String(repeating: "x", count: 50)

  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + shell) }
  }

  /// The screen's first rows as the line should be drawn after `prompt`: the typed `Z` after it, then the command,
  /// wrapped at the window's width.
  static func expectedRows(after prompt: String) -> [String] {
    let line = Array(prompt + "Z" + command)
    return stride(from: 0, to: line.count, by: width).map { String(line[$0..<min($0 + width, line.count)]) }
  }

  /// Starts `shell` in a 40-column window, sets its prompt with `setup`, clears the screen, types the long command,
  /// goes to the line's start and types `Z`; expects the rows of `prompt` and the cursor after the `Z`.
  func expectEditedLine(shell: String, setup: String, prompt: String) async {
    let tmux = await Tmux(cli, width: Self.width, height: 10)
    tmux.line("exec " + shell)
    tmux.line(setup)
    tmux.line("clear")
    // The screen's lines come without their trailing spaces.
    let shown = String(prompt.reversed().drop { $0 == " " }.reversed())
    #expect(await tmux.waitFor(seconds: 10) { $0.hasPrefix(shown) }.hasPrefix(shown), "the prompt did not come")
    tmux.tmux(["send-keys", "-l", Self.command])
    #expect(await tmux.waitFor(seconds: 10) { $0.contains("xxxxx\n") }.contains("xxxxx\n"), "the command was not typed")
    tmux.keys("C-a")
    tmux.tmux(["send-keys", "-l", "Z"])
    let expected = Self.expectedRows(after: prompt)
    let cursor = "\(prompt.count + 1),0"
    func rows(_ screen: String) -> [String] {
      Array(screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(expected.count).map(String.init))
    }
    let screen = await tmux.waitFor(seconds: 10) {
      rows($0) == expected && tmux.format("#{cursor_x},#{cursor_y}") == cursor
    }
    #expect(rows(screen) == expected, "\(screen)")
    #expect(tmux.format("#{cursor_x},#{cursor_y}") == cursor)
    // The prompt's text is painted (#336699 is 25 at 256 colors), and the marks never show.
    let painted = tmux.screen(escapes: true)
    #expect(painted.hasPrefix("\u{1B}[38;5;25m"), "\(painted)")
  }

  @Test(.enabled(if: installed("bash"), "bash is not installed"))
  func inBash() async {
    // PS1 is set to the output in PROMPT_COMMAND: bash reads its \[ \] marks before it would run a $(…) in PS1.
    let setup =
      #"p() { PS1="$($COLORMIX paint --prompt bash '#336699' --color always '50% $HOME \w')"' > '; }; PROMPT_COMMAND=p"#
    await expectEditedLine(shell: "bash --norc --noprofile", setup: setup, prompt: #"50% $HOME \w > "#)
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed"))
  func inZsh() async {
    // zsh reads the %{ %} marks after it runs the $(…) in PROMPT (prompt_subst), at every prompt.
    let setup =
      #"bindkey -e; setopt prompt_subst; "#
      + ##"PROMPT='$($COLORMIX paint --prompt zsh "#336699" --color always "100% \$HOME") > '"##
    await expectEditedLine(shell: "zsh -f", setup: setup, prompt: "100% $HOME > ")
  }
}
