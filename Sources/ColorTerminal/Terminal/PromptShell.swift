import ColorCore

/// The shell whose prompt `paint --prompt` writes for: each escape is marked as taking no columns, so that the
/// line editor knows where the prompt ends, and the text is escaped so that the prompt shows it as it is.
package enum PromptShell: String, CaseIterable, Sendable {
  /// bash's `PS1`, which takes the output as its value (set in `PROMPT_COMMAND`, or at assignment with `"$(…)"`).
  case bash
  /// zsh's `PROMPT`, as its value or from `$(…)` in it with `prompt_subst`.
  case zsh

  /// The shell named `name`, in any case.
  package init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// Writes the escape `write` writes between the marks that tell the line editor it takes no columns: `\[` and
  /// `\]` for bash, `%{` and `%}` for zsh. Nothing when it writes nothing.
  package func mark(into out: inout TextWriter, _ write: (inout TextWriter) -> Void) {
    var escape = TextWriter(capacity: 64)
    write(&escape)
    guard escape.count > 0 else { return }
    out.write(self == .bash ? "\\[" : "%{")
    escape.withBytes { out.write(raw: $0) }
    out.write(self == .bash ? "\\]" : "%}")
  }

  /// `text` as the prompt shows it as it is.
  ///
  /// bash decodes its backslash escapes (`\w`, `\$`, `\[`) and then, with `promptvars` on (its default), expands
  /// `$` and backquotes and removes one level of backslashes, as between double quotes: a `\` is written `\\\\`, a
  /// `$` `\\$` and a backquote ``\\` ``, which decoding makes `\\`, `\$` and ``\` `` and expansion the character
  /// itself, so no `$(…)` in the text is run. (With `promptvars` off they show with a backslash before them.)
  /// zsh expands `%` sequences: a `%` is written `%%`. Nothing else is special in zsh's `PROMPT` unless
  /// `prompt_subst` is on and the output is assigned to it; `$(…)` in `PROMPT` runs colormix at each prompt and
  /// its output is not expanded again.
  package func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch (self, character) {
      case (.bash, "\\"): escaped += "\\\\\\\\"
      case (.bash, "$"): escaped += "\\\\$"
      case (.bash, "`"): escaped += "\\\\`"
      case (.zsh, "%"): escaped += "%%"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
