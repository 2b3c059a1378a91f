/// One entry of a document being imported: its color and name (nil for none: the name is made from the hex), a
/// color that had to be clamped, gamut mapped or kept to tenths (with its value and the warnings), a declaration or
/// token that is not a color (skipped), or why it is refused, with the line it starts on. An entry's color is in
/// tenths; what it keeps beside them (its alpha, the token color it was read from) is in `kept`. Every case but
/// `skipped` is held in a box of its own (`indirect`); a skipped one is counted, not kept (`ImportedLines`).
enum ImportedLine: Equatable, Sendable {
  indirect case entry(line: Int, name: String?, color: StoredColor, kept: Kept = .opaque)
  indirect case mapped(
    line: Int, name: String?, color: StoredColor, value: String, warnings: [RangeWarning], gamut: GamutWarning?,
    kept: Kept = .opaque)
  case skipped(line: Int)
  indirect case bad(line: Int, problem: PaletteImportProblem)

  /// What an entry keeps beside its tenths: its alpha (nil: opaque), the color exactly with the CSS text that
  /// writes it (nil: the tenths and the alpha are the color), and the design token's color it was read from.
  struct Kept: Equatable, Sendable {
    var alpha: Double?
    var exact: Color?
    var text: String?
    var token: TokenColor?

    init(alpha: Double? = nil, token: TokenColor? = nil) {
      self.alpha = PaletteEntry.translucent(alpha)
      self.token = token
    }

    /// The color of a reading exactly, as its text writes it, and the token's color it was read from.
    init(_ reading: ColorReading, token: TokenColor? = nil) {
      self.init(alpha: reading.exact.alpha)
      exact = reading.exact
      text = reading.givenText
      self.token = token
    }

    /// The entry named `name` of tenths `color` with what is kept.
    func entry(named name: String, color: StoredColor) -> PaletteEntry {
      guard let exact else { return PaletteEntry(name: name, color: color, alpha: alpha) }
      // A color given as a name or channels, whose tenths are the color, keeps no text.
      return PaletteEntry(name: name, color: exact, text: text, token: token)
    }

    /// An opaque color read from nothing but its channels.
    static let opaque = Kept()
  }

  /// The entry of a color read from text, `value`: kept exactly, as its text writes it; mapped, with its
  /// warnings, when a value was clamped as CSS clamps it.
  static func reading(
    _ reading: ColorReading, value: String, name: String?, line: Int, token: TokenColor? = nil
  ) -> ImportedLine {
    let color = StoredColor(rounding: reading.exact)
    let kept = Kept(reading, token: token)
    guard reading.warnings.isEmpty else {
      return .mapped(
        line: line, name: name, color: color, value: value, warnings: reading.warnings, gamut: nil, kept: kept)
    }
    return .entry(line: line, name: name, color: color, kept: kept)
  }

  /// The line the entry starts on, 1-based.
  var line: Int {
    switch self {
    case .entry(let line, _, _, _), .mapped(let line, _, _, _, _, _, _), .skipped(let line),
      .bad(let line, _):
      line
    }
  }

  /// The same color under another name.
  func renamed(_ name: String) -> ImportedLine {
    switch self {
    case .entry(let line, _, let color, let kept): .entry(line: line, name: name, color: color, kept: kept)
    case .mapped(let line, _, let color, let value, let warnings, let gamut, let kept):
      .mapped(line: line, name: name, color: color, value: value, warnings: warnings, gamut: gamut, kept: kept)
    case .skipped, .bad: self
    }
  }

  /// Whether this is a color, mapped or not.
  var isColor: Bool {
    switch self {
    case .entry, .mapped: true
    case .skipped, .bad: false
    }
  }

  /// Whether this is a declaration or token that is not a color.
  var isSkipped: Bool {
    if case .skipped = self { true } else { false }
  }

  /// The same line refused when clamping and gamut mapping are errors (`--strict`): a mapped color is refused as
  /// outside sRGB. A channel only kept to tenths (a hand-edited `10.04`) is neither, and stays.
  var strict: ImportedLine {
    if case .mapped(let line, _, _, let value, let warnings, let gamut, _) = self,
      gamut != nil || warnings.contains(where: { $0.range != .tenths })
    {
      return .bad(line: line, problem: .outsideSRGB(value))
    }
    return self
  }

  /// The name an entry without one gets: its hex without the `#` (`8033cc`), unique in a palette without
  /// duplicates, the same on every import, and no comment to a shell.
  static func generatedName(for color: StoredColor) -> String {
    String(color.hex.dropFirst())
  }

  /// The name an entry without one gets: its hex without the `#`, with the alpha when it is translucent
  /// (`8033cc80`).
  static func generatedName(for entry: PaletteEntry) -> String {
    String(entry.srgb.hex.dropFirst())
  }
}

/// What a document holds to import: its entries in order (colors, mapped colors, refusals), and how many of its
/// declarations, tokens or settings are not colors. A skipped one is counted, not kept, so that a document of a
/// million settings colormix does not keep costs nothing for them; so is a refusal past the first
/// `Palette.ImportResult.maximumKeptRefusals`, since no more are shown. Made with `each`, it keeps no entry at all:
/// each goes to `each` as it is read (an import takes them into the palette so), and only the counts are kept.
struct ImportedLines {
  /// The entries kept (none when they go to `each`).
  var entries: [ImportedLine] = []
  var skipped = 0
  /// The scheme whose colors are taken where a document gives colors for two (CSS), and how many declarations of
  /// the other it left.
  let scheme: ColorScheme
  var otherScheme = 0
  /// The refusals past the first `Palette.ImportResult.maximumKeptRefusals`: each after every entry kept that
  /// is shown, so that the entries kept keep their places for a message.
  var unkeptRefusals = 0
  /// The entries given to `each`.
  private var given = 0
  private var keptRefusals = 0
  /// Whether a color that had to be clamped or gamut mapped is refused (`--strict`, see `ImportedLine.strict`).
  private let strict: Bool
  private let each: ((ImportedLine) -> Void)?

  init(scheme: ColorScheme = .light) {
    strict = false
    each = nil
    self.scheme = scheme
  }

  /// Lines that give each entry to `each` as it is read, keeping none; `strict` refuses a color that had to be
  /// clamped or gamut mapped; `scheme` is the color scheme taken.
  init(strict: Bool = false, scheme: ColorScheme = .light, each: @escaping (ImportedLine) -> Void) {
    self.strict = strict
    self.scheme = scheme
    self.each = each
  }

  /// The lines of a sequence, `skipped` ones counted.
  init(_ lines: some Sequence<ImportedLine>) {
    self.init()
    append(contentsOf: lines)
  }

  /// How many entries the document holds, refusals included.
  var count: Int { entries.count + given + unkeptRefusals }

  /// Keeps an entry (or gives it to `each`), or counts a skipped one, or a refusal past the ones kept.
  mutating func append(_ line: ImportedLine) {
    let line = strict ? line.strict : line
    if line.isSkipped {
      skipped += 1
      return
    }
    if case .bad = line {
      guard keptRefusals < Palette.ImportResult.maximumKeptRefusals else {
        unkeptRefusals += 1
        return
      }
      keptRefusals += 1
    }
    if let each {
      each(line)
      given += 1
    } else {
      entries.append(line)
    }
  }

  mutating func append(contentsOf lines: some Sequence<ImportedLine>) {
    for line in lines { append(line) }
  }
}
