import ColorCore

/// What one word on a command line may be completed to: fixed words, names asked of colormix, or files.
struct Candidates: Equatable, Sendable {
  /// Fixed words such as `red green blue` or the formats.
  var words: [String] = []
  /// The catalog color names (`colormix __complete color-names`).
  var colorNames = false
  /// The saved palette names (`colormix __complete palette-names`).
  var paletteNames = false
  /// File paths.
  var files = false

  /// Whether nothing is offered.
  var isEmpty: Bool { words.isEmpty && !colorNames && !paletteNames && !files }

  /// What an argument of `kind` completes to.
  init(_ kind: ArgumentSpec.Kind) {
    switch kind {
    case .number, .text: break
    case .color: colorNames = true
    case .channel: words = ["red", "green", "blue"] + ColorComponent.names
    case .paletteName: paletteNames = true
    case .command: words = CommandTable.visibleNames
    case .file: files = true
    case .choice(let values): words = values
    }
  }

  /// What the value of `option` completes to.
  init(_ option: OptionSpec) {
    switch option.value {
    case .none, .number, .text: break
    case .choice(let values), .choiceOrNumber(let values): words = values
    case .path: files = true
    }
  }

  init() {}

  /// Both sets of candidates: `set`'s first argument is a number or a color.
  func union(_ other: Candidates) -> Candidates {
    var result = self
    for word in other.words where !result.words.contains(word) { result.words.append(word) }
    result.colorNames = colorNames || other.colorNames
    result.paletteNames = paletteNames || other.paletteNames
    result.files = files || other.files
    return result
  }
}
