import ColorTerminal

/// The commands of pastel, a color tool many colormix users know first, that colormix spells another way: typed
/// here, each answers with the colormix command line that does what it does (`mix A B`, the live mixer here, has
/// its own answer: `UsageError.mixTakesNoColors`).
enum PastelVerb {
  /// The colormix command line that does what `pastel VERB ARGUMENTS` does, with the arguments where they fit;
  /// nil for a word that is no such verb.
  static func equivalent(of verb: String, arguments: [String]) -> String? {
    // Only words that are safe to show as they are; anything else stays a placeholder.
    let words = arguments.filter { word in
      !word.hasPrefix("-") && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
    switch verb.lowercased() {
    case "format", "convert":
      // pastel writes the format first (`format hex red`); a newcomer may write it last (`convert red hex`).
      let format = words.first { OutputFormat(rawValue: $0.lowercased()) != nil }
      let color = words.first { $0 != format } ?? "COLOR"
      return "colormix show \(color) --format \(format?.lowercased() ?? "FORMAT")"
    case "color": return "colormix show " + (words.first ?? "COLOR")
    case "list": return "colormix names"
    case "colorblind": return "colormix simulate KIND COLOR"
    case "sort-by": return "colormix sort --by ORDER COLOR..."
    case "to-gray", "gray": return "colormix grayscale " + (words.first ?? "COLOR")
    case "pick": return "colormix mix"
    default: return nil
    }
  }
}
