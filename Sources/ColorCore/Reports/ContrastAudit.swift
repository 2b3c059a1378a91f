/// Pairs of colors checked against a `ContrastRequirement`: a terminal theme's text colors on its background (what
/// `colormix terminal --require` and `colormix palette check` audit), or pairs of colors named.
///
/// ```swift
/// let audit = ContrastAudit(theme: TerminalTheme(palette: palette.entries), requirement: ContrastRequirement("aa")!)
/// audit.failing.map(\.foreground)   // ["color1", "color4"]
/// ```
public struct ContrastAudit: Sendable {
  /// One pair: the names of its two colors and their contrast.
  public struct Pair: Sendable {
    /// The text color's name (`color1`, a palette entry's name).
    public let foreground: String
    /// The background's name.
    public let background: String
    /// The contrast of the text color on the background, as `colormix contrast` measures it.
    public let contrast: Contrast
    /// Whether the contrast meets the audit's requirement.
    public let passes: Bool
  }

  /// What every pair must reach.
  public let requirement: ContrastRequirement
  /// The pairs, in order.
  public let pairs: [Pair]

  /// The pairs below the requirement.
  public var failing: [Pair] { pairs.filter { !$0.passes } }

  /// `pairs`, each the names and colors of a text color and its background, checked against `requirement`.
  public init(
    pairs: [(foreground: String, color: Color, background: String, on: Color)], requirement: ContrastRequirement
  ) {
    self.requirement = requirement
    self.pairs = pairs.map { pair in
      let contrast = pair.color.contrast(on: pair.on)
      return Pair(
        foreground: pair.foreground, background: pair.background, contrast: contrast,
        passes: requirement.isMet(by: contrast.ratio))
    }
  }

  /// The roles of `theme` that must be readable on its background (`TerminalRole.isText`: the foreground and
  /// colors 1–7 and 9–15) and that it has, each on the background; no pairs when it has no background.
  public init(theme: TerminalTheme, requirement: ContrastRequirement) {
    guard let background = theme[.background] else {
      self.init(pairs: [], requirement: requirement)
      return
    }
    let text = theme.colors.filter { $0.role.isText }
    self.init(
      pairs: text.map { ($0.role.name, $0.color, TerminalRole.background.name, background) }, requirement: requirement)
  }

  /// One JSON object on one line: `{"require": "aa", "minimumRatio": 4.5, "pairs": [{"foreground": "color1",
  /// "background": "background", "fg": "#cc241d", "bg": "#282828", "ratio": 3.12, "pass": false}, …],
  /// "failed": 1}` (`require` is the ratio, `"10:1"`, for a ratio of its own).
  public var json: String {
    var out = TextWriter(capacity: 64 + 128 * pairs.count)
    out.append("{\"require\": ")
    out.write(quoted: requirement.level ?? requirement.ratioText)
    out.append(", \"minimumRatio\": ")
    out.write(decimal: requirement.minimumRatio, places: 4)
    out.append(", \"pairs\": [")
    for (index, pair) in pairs.enumerated() {
      if index > 0 { out.append(", ") }
      out.append("{\"foreground\": ")
      out.write(quoted: pair.foreground)
      out.append(", \"background\": ")
      out.write(quoted: pair.background)
      out.append(", \"fg\": \"")
      out.write(hexOf: pair.contrast.foreground)
      out.append("\", \"bg\": \"")
      out.write(hexOf: pair.contrast.background)
      out.append("\", \"ratio\": ")
      out.write(decimal: pair.contrast.ratio, places: 2)
      out.append(pair.passes ? ", \"pass\": true}" : ", \"pass\": false}")
    }
    out.append("], \"failed\": ")
    out.write(integer: failing.count)
    out.append("}")
    return out.text
  }
}
