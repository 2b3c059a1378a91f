/// A color of a terminal's theme: its foreground, background and cursor, and the sixteen ANSI colors, by the name
/// it is saved under in the palette (`foreground`, `background`, `cursor`, `color0`…`color15`).
public enum TerminalRole: Hashable, Sendable {
  /// The text color.
  case foreground
  /// The background color.
  case background
  /// The cursor's color.
  case cursor
  /// ANSI color 0–15: black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
  case ansi(Int)

  /// Every role, in the order `colormix terminal` lists them.
  public static let all: [TerminalRole] = [.foreground, .background, .cursor] + (0..<16).map { .ansi($0) }

  /// The palette name: `foreground`, `color9`.
  public var name: String {
    switch self {
    case .foreground: "foreground"
    case .background: "background"
    case .cursor: "cursor"
    case .ansi(let index): "color\(index)"
    }
  }

  /// The role a palette name means, exactly as `name` writes it; nil for any other name.
  init?(name: String) {
    guard let role = TerminalRole.all.first(where: { $0.name == name }) else { return nil }
    self = role
  }

  /// Whether text is drawn in this color on the background, so that it must be readable there: the foreground
  /// and colors 1–7 and 9–15. Color 0 and 8 (black and bright black) are the theme's backgrounds for highlights,
  /// and the cursor is a block under the text: their ratio is printed but not required.
  public var isText: Bool {
    switch self {
    case .foreground: true
    case .background, .cursor: false
    case .ansi(let index): index != 0 && index != 8
    }
  }
}

/// The colors a terminal's theme has, by role, in `TerminalRole.all`'s order.
public struct TerminalTheme: Equatable, Sendable {
  /// The roles known, in `TerminalRole.all`'s order, each once.
  public private(set) var colors: [(role: TerminalRole, color: Color)] = []

  /// A theme of no color.
  public init() {}

  /// A theme of these roles (a later color of a role replaces an earlier one).
  init(_ colors: [(role: TerminalRole, color: Color)]) {
    for (role, color) in colors { self[role] = color }
  }

  /// The color of `role`, when known; setting it keeps `TerminalRole.all`'s order.
  public subscript(role: TerminalRole) -> Color? {
    get { colors.first { $0.role == role }?.color }
    set {
      colors.removeAll { $0.role == role }
      guard let newValue else { return }
      let rank = TerminalRole.all.firstIndex(of: role)!
      let index = colors.firstIndex { TerminalRole.all.firstIndex(of: $0.role)! > rank } ?? colors.count
      colors.insert((role, newValue), at: index)
    }
  }

  /// The roles of `TerminalRole.all` it lacks.
  public var missing: [TerminalRole] {
    TerminalRole.all.filter { self[$0] == nil }
  }

  /// Whether the theme knows no color.
  public var isEmpty: Bool { colors.isEmpty }

  /// The theme the palette's entries hold, read as every theme export reads them (`ThemeNames.Colors`): the
  /// colors of the role names (`foreground`, `color3`…), or, in a palette without any, the base16 names'
  /// (`base00`…`base0F`) as base16's terminal templates map them to roles. Each color is opaque (a terminal's
  /// colors have no alpha).
  public init(palette entries: [PaletteEntry]) {
    self = TerminalTheme.reading(palette: entries).theme
  }

  /// `init(palette:)`, with what of the palette the theme leaves out: `unused`, the names of the entries not in
  /// it (in order, each once: other names, `color16`…`color255`, the base16 names the roles do not take), and
  /// `translucent`, the names of those in it that have an alpha, taken opaque.
  public static func reading(
    palette entries: [PaletteEntry]
  ) -> (theme: TerminalTheme, unused: [String], translucent: [String]) {
    var names = ThemeNames.Colors(entries)
    var theme = TerminalTheme()
    for role in TerminalRole.all {
      if let color = names.role(role.name) { theme[role] = color }
    }
    var seen: Set<String> = []
    let translucent = entries.compactMap { entry -> String? in
      guard seen.insert(entry.name).inserted, names.used.contains(entry.name), entry.alpha != nil else { return nil }
      return entry.name
    }
    return (theme, names.unused(entries), translucent)
  }

  /// Whether both themes have the same colors for the same roles.
  public static func == (left: TerminalTheme, right: TerminalTheme) -> Bool {
    left.colors.count == right.colors.count
      && zip(left.colors, right.colors).allSatisfy { $0.role == $1.role && $0.color == $1.color }
  }
}
