import ColorCore
import Testing

@testable import ColorTerminal

/// `PromptShell`: each escape between its shell's marks, nothing around nothing, and the text escaped for what the
/// shell's prompt expands.
@Suite struct PromptShellTests {
  func marked(_ shell: PromptShell, _ escape: String) -> String {
    var out = TextWriter(capacity: 32)
    shell.mark(into: &out) { $0.write(escape) }
    return out.text
  }

  @Test func anEscapeIsMarkedAsTakingNoColumns() {
    #expect(marked(.bash, "\u{1B}[38;5;25m") == "\\[\u{1B}[38;5;25m\\]")
    #expect(marked(.zsh, "\u{1B}[0m") == "%{\u{1B}[0m%}")
    #expect(marked(.bash, "").isEmpty && marked(.zsh, "").isEmpty)
  }

  @Test func bashTextKeepsItsBackslashesDollarsAndBackquotes() {
    #expect(PromptShell.bash.escape(#"a\b $HOME `x` 50% "q""#) == #"a\\\\b \\$HOME \\`x\\` 50% "q""#)
    #expect(PromptShell.bash.escape("plain") == "plain")
  }

  @Test func zshTextKeepsItsPercents() {
    #expect(PromptShell.zsh.escape(#"100% %~ a\b $HOME"#) == #"100%% %%~ a\b $HOME"#)
  }

  @Test func aShellIsNamedInAnyCase() {
    #expect(PromptShell(named: "BASH") == .bash && PromptShell(named: "Zsh") == .zsh)
    #expect(PromptShell(named: "fish") == nil)
  }
}
