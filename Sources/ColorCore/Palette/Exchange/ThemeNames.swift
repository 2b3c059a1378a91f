/// A terminal theme as the palette holds it: entries named by the roles `foreground`, `background`, `cursor` and
/// `color0`…`color15` (the ANSI colors, `color16`…`color255` for the terminals that have them), or a base16
/// scheme's `base00`…`base0F`.
///
/// A palette without any role name but with base16 names is read as base16's terminal templates (base16-shell,
/// base16-xresources) map them: `background`, `color0` ← base00; `foreground`, `cursor`, `color7` ← base05;
/// `color8` ← base03; `color15` ← base07; `color1`, `color9` ← base08; `color2`, `color10` ← base0B; `color3`,
/// `color11` ← base0A; `color4`, `color12` ← base0D; `color5`, `color13` ← base0E; `color6`, `color14` ← base0C;
/// `color16` ← base09, `color17` ← base0F, `color18` ← base01, `color19` ← base02, `color20` ← base04, `color21`
/// ← base06. A base16 scheme is written from base16 names, or, for a palette without any, by the same map the other
/// way (base00 ← `background`, or `color0`; base05 ← `foreground`, or `color7`; the others from their colorN).
enum ThemeNames {
  /// The roles every terminal format holds, in the order the formats write them.
  static let roles = TerminalRole.all.map(\.name)

  /// base16's sixteen names, `base00`…`base0F`.
  static let base16Names = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }

  /// Whether `name` is a name a terminal theme uses: `foreground`, `background`, `cursor`, `color0`…`color255`
  /// or `base00`…`base0F`. A theme may give one color to several of them (the background is often `color0`), so
  /// the palette's one-hex rule leaves these names apart (see `Palette`).
  static func isThemeName(_ name: String) -> Bool {
    name == "foreground" || name == "background" || name == "cursor" || colorIndex(name) != nil
      || base16Index(name) != nil
  }

  /// N for `colorN` (0–255, written without leading zeros), else nil.
  static func colorIndex(_ name: String) -> Int? {
    guard name.hasPrefix("color") else { return nil }
    return index(name.dropFirst(5), limit: 255)
  }

  /// A number 0…limit in decimal without leading zeros (`0`, `15`), else nil.
  static func index(_ digits: Substring, limit: Int) -> Int? {
    guard !digits.isEmpty, digits.utf8.count <= 3, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      digits == "0" || digits.first != "0", let value = Int(digits), value <= limit
    else { return nil }
    return value
  }

  /// 0–15 for `base00`…`base0F` (the last digit in either case), else nil.
  static func base16Index(_ name: String) -> Int? {
    guard name.utf8.count == 6, name.hasPrefix("base0"), let last = name.last, let value = last.hexDigitValue
    else { return nil }
    return value
  }

  /// The base16 name of a key written in either case (`base0a` → `base0A`), else nil.
  static func base16Name(_ key: String) -> String? {
    base16Index(key).map { base16Names[$0] }
  }

  /// The base16 color each role takes from a palette without roles, as base16's terminal templates map them.
  static let roleFromBase16: [String: Int] = {
    var map: [String: Int] = ["background": 0x00, "foreground": 0x05, "cursor": 0x05]
    let ansi = [0x00, 0x08, 0x0B, 0x0A, 0x0D, 0x0E, 0x0C, 0x05, 0x03, 0x08, 0x0B, 0x0A, 0x0D, 0x0E, 0x0C, 0x07]
    for (index, base) in ansi.enumerated() { map["color\(index)"] = base }
    for (index, base) in [0x09, 0x0F, 0x01, 0x02, 0x04, 0x06].enumerated() { map["color\(16 + index)"] = base }
    return map
  }()

  /// The roles each base16 color is written from, for a palette without base16 names: the first one it has.
  static let base16FromRoles: [[String]] = [
    ["background", "color0"], ["color18"], ["color19"], ["color8"], ["color20"], ["foreground", "color7"],
    ["color21"], ["color15"], ["color1"], ["color16"], ["color3"], ["color2"], ["color6"], ["color4"], ["color5"],
    ["color17"],
  ]

  /// The colors of a palette by theme name (the first entry of each name), and the names a writer used.
  struct Colors {
    private var byName: [String: PaletteEntry] = [:]
    private let hasRoles: Bool
    private let hasBase16: Bool
    /// The names whose entries went into the document.
    private(set) var used: Set<String> = []

    init(_ entries: [PaletteEntry]) {
      for entry in entries where ThemeNames.isThemeName(entry.name) && byName[entry.name] == nil {
        byName[entry.name] = entry
      }
      hasRoles = byName.keys.contains { base16Index($0) == nil }
      hasBase16 = byName.keys.contains { base16Index($0) != nil }
    }

    /// The color of a role (`foreground`, `color3`, `color200`): its entry, or for a palette without roles, the
    /// base16 color the templates give it.
    mutating func role(_ name: String) -> Color? {
      entry(name)?.srgb.withAlpha(1)
    }

    /// The entry of a role, as `role(_:)` finds it: for a writer that keeps more than the color (its alpha).
    mutating func entry(_ name: String) -> PaletteEntry? {
      if let entry = byName[name] {
        used.insert(name)
        return entry
      }
      guard !hasRoles, let base = roleFromBase16[name], let entry = byName[base16Names[base]] else { return nil }
      used.insert(base16Names[base])
      return entry
    }

    /// The color of `base00`…`base0F`: its entry, or for a palette without base16 names, the first role it is
    /// written from.
    mutating func base16(_ index: Int) -> Color? {
      let name = base16Names[index]
      if let entry = byName[name] {
        used.insert(name)
        return entry.srgb.withAlpha(1)
      }
      guard !hasBase16 else { return nil }
      for role in base16FromRoles[index] {
        if let entry = byName[role] {
          used.insert(role)
          return entry.srgb.withAlpha(1)
        }
      }
      return nil
    }

    /// The names of `entries` not used, in order, each once: what the document could not hold.
    func unused(_ entries: [PaletteEntry]) -> [String] {
      var seen: Set<String> = []
      return entries.compactMap { used.contains($0.name) || !seen.insert($0.name).inserted ? nil : $0.name }
    }
  }
}
