/// How color names match: ASCII letters and digits only, lowercased; a name with any other letter or digit
/// matches none.
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

  /// The catalog color `text` names, or nil, without working out suggestions (a color function is tried as a
  /// name first, and must not pay for a failed lookup's "did you mean"). `css:` or `crayola:` (any case) picks a
  /// catalog; a bare name prefers CSS.
  static func match(_ text: String) -> NamedColor? {
    let (name, folded, only) = parts(text)
    // A letter or digit folding cannot keep makes another name: `藍色 blue` is not `blue`.
    let foreign = name.unicodeScalars.contains {
      $0.value >= 0x80 && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
    }
    guard !folded.isEmpty && !foreign else { return nil }
    // Compares the generated folded names: no catalog is built on the way.
    // A bare name both catalogs have is CSS's, in any case (CSS names are ASCII case-insensitive).
    if only != .crayola, let match = find(folded, in: .css) { return match }
    if only != .css, let match = find(folded, in: .crayola) { return match }
    return nil
  }

  static func lookup(_ text: String) throws(InputError) -> NamedColor {
    if let match = match(text) { return match }
    let (_, folded, only) = parts(text)
    throw .unknownColorName(text, suggestions: suggestions(forFolded: folded, in: only))
  }

  /// The name without a `css:` or `crayola:` prefix, folded, and the catalog the prefix names.
  private static func parts(_ text: String) -> (name: Substring, folded: String, only: Catalog?) {
    var only: Catalog?
    var name = text[...]
    if let colon = text.firstIndex(of: ":"), let catalog = Catalog(rawValue: text[..<colon].lowercased()) {
      only = catalog
      name = text[text.index(after: colon)...]
    }
    return (name, fold(String(name)), only)
  }

  /// Up to three catalog names near `folded` (closest first; ties keep catalog order, CSS first), from folded
  /// keys built once and a bounded edit distance: cheap enough for every bad line of `show -`.
  static func suggestions(forFolded folded: String, in only: Catalog?) -> [String] {
    let source = Array(folded.utf8)
    let threshold = max(2, source.count / 3)
    let keys = only == .css ? cssKeys : only == .crayola ? crayolaKeys : allKeys
    var scored: [(distance: Int, index: Int)] = []
    for index in keys.indices where abs(keys[index].folded.count - source.count) <= threshold {
      let distance = Suggestion.editDistance(source, keys[index].folded, limit: threshold)
      if distance <= threshold { scored.append((distance, index)) }
    }
    scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    return scored.prefix(3).map { keys[$0.index].name }
  }

  private static let cssKeys = keys([.css])
  private static let crayolaKeys = keys([.crayola])
  private static let allKeys = keys([.css, .crayola])

  /// Each folded name once (the first row that has it), as bytes.
  private static func keys(_ catalogs: [Catalog]) -> [(name: String, folded: [UInt8])] {
    var seen = Set<String>()
    var keys: [(name: String, folded: [UInt8])] = []
    for catalog in catalogs {
      for (name, folded) in zip(catalog.names, catalog.foldedNames) where seen.insert(folded).inserted {
        keys.append((name, Array(folded.utf8)))
      }
    }
    return keys
  }

  private static func find(_ folded: String, in catalog: Catalog) -> NamedColor? {
    guard let row = catalog.foldedNames.firstIndex(of: folded) else { return nil }
    return catalog[row]
  }
}
