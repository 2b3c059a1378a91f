/// What colormix says when it draws colors as the nearest of xterm's 256 (`ColorDepth.ansi256`): once per call on
/// standard error (`colormix: note: …`). The mixer says it in its message line instead (`MixerView`).
package enum ApproximationNotice {
  /// The note, after `colormix: note: ` (the whole line fits 80 columns).
  package static let text = "colors approximated to 256; for exact ones, COLORTERM=truecolor"

  /// Whether to say the note: colors are drawn approximated (`depth` is `.ansi256`), standard error is a
  /// terminal (never in scripts, which capture it), `NO_COLOR` is unset or empty, `TERM` is not `dumb`, and
  /// `COLORTERM` is unset or empty — any other value (`COLORTERM=256color`, say) tells that the terminal's depth
  /// is known, and silences the note. Pure: the caller says it once.
  package static func applies(depth: ColorDepth, stderrIsTerminal: Bool, environment: Environment) -> Bool {
    depth.isApproximate && stderrIsTerminal && !environment.isNonEmpty(.noColor)
      && !environment.equals(.term, "dumb") && !environment.isNonEmpty(.colorTerm)
  }
}
