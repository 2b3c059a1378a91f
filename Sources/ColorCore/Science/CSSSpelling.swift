/// A CSS color function as it was read, kept to write it again: its name, its components' words and its alpha's
/// word, each a number, a percentage, an angle or `none` (after `calc()` was computed). `text` is the modern
/// form, which reads back as the same color exactly: `rgba(255, 0, 0, 0.5)` is `rgb(255 0 0 / 0.5)`,
/// `OKLCH(63.7% .237 25.331)` is `oklch(63.7% .237 25.331)`.
@usableFromInline struct CSSSpelling: Hashable, Sendable {
  var function: String
  /// The space of `color()`, nil for the other functions.
  var space: ColorSpace?
  var words: [String]
  var alpha: String?

  init(function: String, space: ColorSpace?, _ words: [String], _ alpha: String?) {
    self.function = function
    self.space = space
    self.words = words
    self.alpha = alpha
  }

  /// The function in the modern syntax: its name in lower case (`rgba` and `hsla` are `rgb` and `hsl`), the
  /// components separated by one space, the alpha after ` / `.
  var text: String {
    var out = function == "rgba" ? "rgb(" : function == "hsla" ? "hsl(" : function.lowercased() + "("
    if let space { out += space.name + " " }
    out += words.joined(separator: " ").lowercased()
    if let alpha { out += " / " + alpha.lowercased() }
    return out + ")"
  }
}
