/// Quoting for the scripts colormix generates.
enum ShellWord {
  /// `it's` → `'it'\''s'`: one word for sh, bash and zsh.
  static func quote(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
  }

  /// `it's` → `'it\'s'`: one word for fish, where a backslash escapes `'` and `\` inside single quotes.
  static func fishQuote(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
  }

  /// The words quoted and separated by spaces.
  static func list(_ words: [String]) -> String {
    words.map(quote).joined(separator: " ")
  }
}

extension String {
  /// Every `target` replaced by `replacement` (no Foundation here).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
