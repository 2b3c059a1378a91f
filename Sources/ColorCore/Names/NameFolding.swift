/// How color names match: ASCII letters and digits only, lowercased.
public enum NameFolding {
  /// `"Robin's Egg-Blue"` → `robinseggblue`
  public static func fold(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
          switch scalar {
          case "a"..."z", "0"..."9": scalar
          case "A"..."Z": Unicode.Scalar(scalar.value + 32)
          default: nil
          }
        }))
  }

  /// Whether `name` folds to `folded`, without building the folded string.
  static func matches(_ name: String, _ folded: [UInt8]) -> Bool {
    var index = 0
    for byte in name.utf8 {
      var lower = byte
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): lower = byte + 32
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
      default: continue
      }
      guard index < folded.count, folded[index] == lower else { return false }
      index += 1
    }
    return index == folded.count
  }

  /// The color a name means: `css:` or `crayola:` (any case) picks a catalog; a bare name prefers CSS.
  public static func lookup(_ text: String) throws(ColorError) -> NamedColor {
    var candidates = Catalog.all
    var name = text[...]
    if let colon = text.firstIndex(of: ":"), let catalog = Catalog(rawValue: text[..<colon].lowercased()) {
      candidates = catalog.colors
      name = text[text.index(after: colon)...]
    }
    let folded = Array(fold(String(name)).utf8)
    if !folded.isEmpty, let match = candidates.first(where: { matches($0.name, folded) }) { return match }
    var seen = Set<String>()
    let names = candidates.map(\.name).filter { seen.insert(fold($0)).inserted }
    let suggestions = Suggestion.closest(to: String(decoding: folded, as: UTF8.self), in: names.map(fold), limit: 3)
      .compactMap { key in
        names.first { fold($0) == key }
      }
    throw .unknownColorName(text, suggestions: suggestions)
  }
}
