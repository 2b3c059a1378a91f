import ColorCore

/// `colormix palette check [--require LEVEL|RATIO] [--pairs FG:BG,…]`: the contrast audit of `terminal --require`,
/// on the palette's theme (its text colors on its background) or on pairs of saved colors, with no terminal.
struct PaletteCheck: Runnable {
  /// A palette with no background to check against, and no pairs named.
  struct NoPairs: Error, CustomStringConvertible {
    var description: String {
      "The palette has no background and foreground or color1–color15 to check; name pairs with --pairs FG:BG."
    }
  }

  var requirement: ContrastRequirement
  /// `--pairs`: the names of each text color and its background, as typed.
  var pairs: [(foreground: String, background: String)]?
  var json: Bool

  init(_ parsed: ParsedCommandLine) throws {
    requirement = try parsed.requirement(.checkRequire) ?? ContrastRequirement(.aaNormal)
    pairs = try parsed.value(.pairs).map(PaletteCheck.pairs)
    json = parsed.value(.anyFormat) == "json"
  }

  var printsOnly: Bool { true }

  /// `FG:BG,FG:BG`: each pair split at its last colon (a name may hold one).
  static func pairs(_ text: String) throws(UsageError) -> [(foreground: String, background: String)] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { pair throws(UsageError) in
      guard let colon = pair.lastIndex(of: ":"), colon != pair.startIndex, pair.index(after: colon) != pair.endIndex
      else {
        throw .invalidOptionValue(
          option: "--pairs", value: String(pair), allowed: ["NAME:NAME pairs of saved names, separated by commas"])
      }
      return (String(pair[..<colon]), String(pair[pair.index(after: colon)...]))
    }
  }

  func run(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    ColorPrinter.warn(loaded.warnings, context)
    let audit: ContrastAudit
    if let pairs {
      var colors: [(foreground: String, color: Color, background: String, on: Color)] = []
      for pair in pairs {
        let foreground = try PaletteEntry.find(pair.foreground, in: loaded.entries)
        let background = try PaletteEntry.find(pair.background, in: loaded.entries)
        colors.append((pair.foreground, foreground.exact, pair.background, background.exact))
      }
      audit = ContrastAudit(pairs: colors, requirement: requirement)
    } else {
      audit = ContrastAudit(theme: TerminalTheme(palette: loaded.entries), requirement: requirement)
    }
    guard !audit.pairs.isEmpty else { throw NoPairs() }
    context.output.write(json ? audit.json + "\n" : PaletteCheck.table(audit))
    let failed = audit.failing.count
    if failed > 0 { throw RequirementFailure(requirement: requirement, failed: failed, pairs: audit.pairs.count) }
  }

  /// A line a pair: `color1 on background  #cc241d on #282828: 3.12:1  fail`, the names padded to one width.
  static func table(_ audit: ContrastAudit) -> String {
    let names = audit.pairs.map { Visible.escape($0.foreground) + " on " + Visible.escape($0.background) }
    let width = names.map(\.count).max() ?? 0
    return zip(names, audit.pairs).map { name, pair in
      let padding = String(repeating: " ", count: width - name.count)
      return name + padding + "  " + pair.contrast.foreground.hex + " on " + pair.contrast.background.hex + ": "
        + pair.contrast.ratioText + ":1  " + (pair.passes ? "pass" : "fail") + "\n"
    }.joined()
  }
}
