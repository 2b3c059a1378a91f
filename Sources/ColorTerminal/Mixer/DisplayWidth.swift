/// How many terminal cells a character takes: 2 for East Asian wide and fullwidth characters and the common emoji,
/// 0 for combining marks and the zero width joiner, 1 for everything else.
///
/// A short table of the main wide ranges, not the whole of Unicode's East Asian Width data, and every scalar with
/// the Emoji_Presentation property (✨, ✅, ⌚ and 🚀 as well as the pictograph blocks): enough that a name in
/// Chinese, Japanese or Korean, or with an emoji, is laid out as terminals draw it.
package enum DisplayWidth {
  /// The wide ranges (U+303F, the half-width ideographic space, is inside one of them and is narrow).
  package static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0xA4CF,  // CJK radicals, punctuation, kana, ideographs, Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs and emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x3FFFD,  // CJK ideographs, planes 2 and 3
  ]

  /// The cells one scalar takes: 0, 1 or 2.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below the combining marks everything is narrow: most text takes this way.
    if value < 0x300 { return 1 }
    if value == 0x200D { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    default: return isWide(scalar) ? 2 : 1
    }
  }

  /// The cells a text takes: the sum over its scalars.
  package static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// True for a scalar in one of the wide ranges.
  package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Box drawing and block elements, which fill the mixer's screen, are between the first two ranges.
    guard value >= 0x1100, value != 0x303F else { return false }
    // The first emoji shown as a picture by default is U+231A (watch).
    if value >= 0x231A && scalar.properties.isEmojiPresentation { return true }
    guard value <= 0x115F || value >= 0x2E80 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }

  /// The text cut to at most `cells` cells, ending in `…` when it was cut; a wide character that would cross the
  /// limit is left out with its marks.
  package static func truncated(_ text: String, to cells: Int) -> String {
    guard of(text) > cells else { return text }
    var result = ""
    var used = 0
    for scalar in text.unicodeScalars {
      let width = of(scalar)
      if used + width > cells - 1 || (width == 0 && result.isEmpty) { break }
      result.unicodeScalars.append(scalar)
      used += width
    }
    return result + "…"
  }

  /// The text's end in at most `cells` cells, beginning with `…` when it was cut: where a prompt's typing goes.
  /// A wide character that would cross the limit is left out, and so are marks left without their character.
  package static func truncatedAtStart(_ text: String, to cells: Int) -> String {
    guard of(text) > cells else { return text }
    var kept: [Unicode.Scalar] = []
    var used = 0
    for scalar in text.unicodeScalars.reversed() {
      let width = of(scalar)
      if used + width > cells - 1 { break }
      kept.append(scalar)
      used += width
    }
    var result = "…"
    result.unicodeScalars.append(contentsOf: kept.reversed().drop { of($0) == 0 })
    return result
  }
}
