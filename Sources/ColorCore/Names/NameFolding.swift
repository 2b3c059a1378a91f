/// How color names match: ASCII letters and digits only, lowercased.
public enum NameFolding {
  /// `"Robin's Egg-Blue"` → `robinseggblue`
  public static func fold(_ name: String) -> String {
    var bytes: [UInt8] = []
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
      default: continue
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The color a name means: `css:` or `crayola:` (any case) picks a catalog; a bare name prefers CSS.
  static func lookup(_ text: String) throws(InputError) -> NamedColor {
    var only: Catalog?
    var name = text[...]
    if let colon = text.firstIndex(of: ":"), let catalog = Catalog(rawValue: text[..<colon].lowercased()) {
      only = catalog
      name = text[text.index(after: colon)...]
    }
    let folded = fold(String(name))
    if !folded.isEmpty {
      // Compares the generated folded names: no catalog is built on the way.
      if only != .crayola, let match = find(folded, in: .css) { return match }
      if only != .css, let match = find(folded, in: .crayola) { return match }
    }
    let candidates = only.map { $0.colors } ?? Catalog.all
    var seen = Set<String>()
    let names = candidates.map(\.name).filter { seen.insert(fold($0)).inserted }
    let suggestions = Suggestion.closest(to: folded, in: names.map(fold), limit: 3).compactMap { key in
      names.first { fold($0) == key }
    }
    throw .unknownColorName(text, suggestions: suggestions)
  }

  private static func find(_ folded: String, in catalog: Catalog) -> NamedColor? {
    guard let row = catalog.foldedNames.firstIndex(of: folded) else { return nil }
    return catalog[row]
  }
}
