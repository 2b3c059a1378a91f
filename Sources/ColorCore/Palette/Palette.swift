/// The saved colors as a value, with the one set of rules every way of changing them follows (`colormix save`,
/// `load`, `remove`, `palette import` and the mixer).
///
/// - A name is checked by `PaletteEntry.validName(_:)`: 1–64 Unicode scalars, at most 256 UTF-8 bytes, trimmed,
///   no control, format or separator characters, not beginning with `-`.
/// - **No duplicates, as the user sees them:** two colors are the same saved color when they have the same 8-bit
///   hex (`#8033cc`, or `#8033cc80` for a translucent one: the alpha counts too), whatever their tenths (50 and
///   50.2 are both `80`). Saving a color whose hex is already saved changes nothing and says under which name
///   (`SaveOutcome.alreadySaved(as:)`).
/// - **A taken name:** saving under a name that holds a different color is refused
///   (`InputError.paletteNameTaken`) unless replacing, which gives that name the new color and removes any other
///   entry of the same hex.
/// - **Theme names stand apart:** a terminal theme gives one color to several roles (its background is often
///   `color0`), so an entry named as a theme's (`ThemeNames.isThemeName`: `foreground`, `background`,
///   `cursor`, `color0`…`color255`, `base00`…`base0F`) may hold a hex another entry holds: saving one never counts
///   as, nor removes, an entry of another name, and the other entries do not count it.
/// - Names match exactly (after trimming the typed name), as Unicode text.
public struct Palette: Equatable, Sendable {
  /// The entries, in saving order.
  public var entries: [PaletteEntry]

  /// A palette holding `entries` as they are (a hand-edited file may hold a name twice).
  public init(entries: [PaletteEntry] = []) {
    self.entries = entries
  }

  /// What `save(name:color:replacing:)` did.
  public enum SaveOutcome: Equatable, Sendable {
    /// A new entry was added at the end.
    case added
    /// The name was already there; it now holds the color (only when replacing).
    case updated
    /// Nothing changed: a color of the same hex is saved under this name (which may be the name asked for).
    case alreadySaved(as: String)
  }

  /// Whether two colors count as one saved color: the same 8-bit channels, so the same hex.
  public static func sameColor(_ first: StoredColor, _ second: StoredColor) -> Bool {
    // Field by field: a tuple `==` is generic, and its metadata would cost every call that shows a color.
    StoredColor.eightBit(ofTenths: first.red) == StoredColor.eightBit(ofTenths: second.red)
      && StoredColor.eightBit(ofTenths: first.green) == StoredColor.eightBit(ofTenths: second.green)
      && StoredColor.eightBit(ofTenths: first.blue) == StoredColor.eightBit(ofTenths: second.blue)
  }

  /// Whether an entry stands apart from the one-hex rule: it is named as a theme's.
  static func standsApart(_ entry: PaletteEntry) -> Bool {
    ThemeNames.isThemeName(entry.name)
  }

  /// Whether two entries hold the same saved color: the same 8-bit channels and the same 8-bit alpha, so the same
  /// hex (`#8033cc80`).
  public static func sameColor(_ first: PaletteEntry, _ second: PaletteEntry) -> Bool {
    first.alpha255 == second.alpha255 && sameColor(first.color, second.color)
  }

  /// The first opaque entry holding `color` (by `sameColor(_:_:)`), if any: the name `show` says it is saved as.
  public func entry(holding color: StoredColor) -> PaletteEntry? {
    entries.first { $0.alpha255 == 255 && Palette.sameColor($0.color, color) }
  }

  /// The entry a name typed by a user means (surrounding white space ignored, otherwise exact); an unknown name
  /// is `InputError.unknownPaletteName`, with close names when `suggesting`.
  public func entry(named name: String, suggesting: Bool = true) throws(InputError) -> PaletteEntry {
    try PaletteEntry.find(name, in: entries, suggesting: suggesting)
  }

  /// Saves `color` (with its `alpha`, and the design token's color it came from, if any) under `name` by the
  /// palette's rules (above). Throws `InputError.invalidPaletteName` for a name the rules refuse and
  /// `InputError.paletteNameTaken` for a name holding another color when not `replacing`; nothing changes then.
  @discardableResult
  public mutating func save(
    name: String, color: StoredColor, alpha: Double? = nil, token: TokenColor? = nil, replacing: Bool = false
  ) throws(InputError) -> SaveOutcome {
    let name = try PaletteEntry.validName(name)
    let saved = PaletteEntry(name: name, color: color, alpha: alpha, token: token)
    let apart = ThemeNames.isThemeName(name)
    if !replacing {
      let same = entries.first { Palette.sameColor($0, saved) && (apart ? $0.name == name : !Palette.standsApart($0)) }
      if let same { return .alreadySaved(as: same.name) }
      if entries.contains(where: { $0.name == name }) { throw .paletteNameTaken(name) }
    }
    if !apart {
      entries.removeAll { $0.name != name && !Palette.standsApart($0) && Palette.sameColor($0, saved) }
    }
    guard let index = entries.firstIndex(where: { $0.name == name }) else {
      entries.append(saved)
      return .added
    }
    entries[index] = saved
    return .updated
  }

  /// Removes every entry named `name` (a typed name, trimmed) and returns the first of them; an unknown name is
  /// `InputError.unknownPaletteName`, with close names when `suggesting`.
  @discardableResult
  public mutating func remove(named name: String, suggesting: Bool = true) throws(InputError) -> PaletteEntry {
    let entry = try entry(named: name, suggesting: suggesting)
    entries.removeAll { $0.name == entry.name }
    return entry
  }
}
