/// Text made safe inside XML and HTML, attribute values included: `&`, `<`, `>`, `"` and `'` become references,
/// and what XML 1.0 or HTML may not hold (control characters but tab, line feed and carriage return, C1
/// controls) or what would reorder the text around it (bidirectional embeddings, overrides and isolates) becomes
/// U+FFFD. A name such as `</text><script>` is shown as text, never read as markup.
enum Markup {
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: out += "&amp;"
      case 0x3C: out += "&lt;"
      case 0x3E: out += "&gt;"
      case 0x22: out += "&quot;"
      case 0x27: out += "&#39;"
      case 0x09, 0x0A, 0x0D: out.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
