/// The saved colors as a value, with the one set of rules every way of changing them follows (`colormix save`,
/// `load`, `remove`, `palette import` and the mixer).
///
/// - A name is checked by `PaletteEntry.validName(_:)`: 1–64 Unicode scalars, at most 256 UTF-8 bytes, trimmed,
///   no control, format or separator characters, not beginning with `-`.
/// - **One entry per color:** the palette never holds two entries of the same exact color (`PaletteEntry.exact`,
///   alpha included); two colors that differ, however little, are two entries. Saving a color already saved
///   under another name gives that entry one more name, an alias (`SaveOutcome.aliased(of:)`); saving it under
///   one of its names changes nothing (`SaveOutcome.alreadySaved(as:)`).
/// - **A taken name:** saving under a name that holds a different color is refused
///   (`InputError.paletteNameTaken`) unless replacing, which moves the name to the new color: the entry it names
///   is given the color when the name is its only one, else the name leaves it.
/// - **Every name works:** finding, loading and removing take any of an entry's names; removing one name leaves
///   the others, and removing the last one removes the entry.
/// - **Theme names stand apart:** a terminal theme gives one color to several roles (its background is often
///   `color0`), so an entry named as a theme's (`ThemeNames.isThemeName`: `foreground`, `background`,
///   `cursor`, `color0`…`color255`, `base00`…`base0F`) may hold a color another entry holds: it has no aliases,
///   and saving one never counts as, nor changes, an entry of another name.
/// - Names match exactly (after trimming the typed name), as Unicode text.
public struct Palette: Equatable, Sendable {
  /// The entries, in saving order.
  public var entries: [PaletteEntry]

  /// A palette holding `entries` as they are (a hand-edited file may hold a name twice).
  public init(entries: [PaletteEntry] = []) {
    self.entries = entries
  }

  /// What `save(_:replacing:)` did.
  public enum SaveOutcome: Equatable, Sendable {
    /// A new entry was added at the end.
    case added
    /// The name was already there; it now holds the color (only when replacing).
    case updated
    /// The color was saved under another name: the name is now one of that entry's names.
    case aliased(of: String)
    /// Nothing changed: the color is saved under this name already.
    case alreadySaved(as: String)
  }

  /// Whether two colors look the same in the listing: the same 8-bit channels, so the same hex.
  public static func sameColor(_ first: StoredColor, _ second: StoredColor) -> Bool {
    // Field by field: a tuple `==` is generic, and its metadata would cost every call that shows a color.
    StoredColor.eightBit(ofTenths: first.red) == StoredColor.eightBit(ofTenths: second.red)
      && StoredColor.eightBit(ofTenths: first.green) == StoredColor.eightBit(ofTenths: second.green)
      && StoredColor.eightBit(ofTenths: first.blue) == StoredColor.eightBit(ofTenths: second.blue)
  }

  /// Whether an entry stands apart from the one-entry-per-color rule: it is named as a theme's.
  static func standsApart(_ entry: PaletteEntry) -> Bool {
    ThemeNames.isThemeName(entry.name)
  }

  /// The first opaque entry that looks like `color` in the listing (`sameColor(_:_:)`), if any: the name `show`
  /// says a color is saved as.
  public func entry(holding color: StoredColor) -> PaletteEntry? {
    entries.first { $0.alpha == nil && Palette.sameColor($0.color, color) }
  }

  /// The entry a name typed by a user means (any of its names; surrounding white space ignored, otherwise exact);
  /// an unknown name is `InputError.unknownPaletteName`, with close names when `suggesting`.
  public func entry(named name: String, suggesting: Bool = true) throws(InputError) -> PaletteEntry {
    try PaletteEntry.find(name, in: entries, suggesting: suggesting)
  }

  /// Saves `entry` under its name by the palette's rules (above); its aliases are not taken. Throws
  /// `InputError.invalidPaletteName` for a name the rules refuse and `InputError.paletteNameTaken` for a name
  /// holding another color when not `replacing`; nothing changes then.
  @discardableResult
  public mutating func save(_ entry: PaletteEntry, replacing: Bool = false) throws(InputError) -> SaveOutcome {
    var saved = entry
    saved.name = try PaletteEntry.validName(entry.name)
    saved.aliases = []
    let name = saved.name
    let named = entries.firstIndex { $0.isNamed(name) }
    if ThemeNames.isThemeName(name) {
      if let named, entries[named].exact == saved.exact { return .alreadySaved(as: name) }
      guard let named else { return append(saved) }
      guard replacing else { throw .paletteNameTaken(name) }
      entries[named] = saved
      return .updated
    }
    if let holder = entries.firstIndex(where: { !Palette.standsApart($0) && $0.exact == saved.exact }) {
      if entries[holder].isNamed(name) { return .alreadySaved(as: name) }
      if named != nil {
        guard replacing else { throw .paletteNameTaken(name) }
        removeName(name)
      }
      let index = entries.firstIndex { $0.exact == saved.exact && !Palette.standsApart($0) }!
      entries[index].aliases.append(name)
      return .aliased(of: entries[index].name)
    }
    guard let named else { return append(saved) }
    guard replacing else { throw .paletteNameTaken(name) }
    if entries[named].names == [name] {
      entries[named] = saved
    } else {
      removeName(name)
      entries.append(saved)
    }
    return .updated
  }

  private mutating func append(_ entry: PaletteEntry) -> SaveOutcome {
    entries.append(entry)
    return .added
  }

  /// Saves `color` (with its `alpha`) under `name`, as `save(_:replacing:)` does.
  @discardableResult
  public mutating func save(
    name: String, color: StoredColor, alpha: Double? = nil, replacing: Bool = false
  ) throws(InputError) -> SaveOutcome {
    try save(PaletteEntry(name: name, color: color, alpha: alpha), replacing: replacing)
  }

  /// Removes the name `name` (a typed name, trimmed) from every entry that has it, and an entry it was the last
  /// name of; returns the first entry that had it, as it was. An unknown name is `InputError.unknownPaletteName`,
  /// with close names when `suggesting`.
  @discardableResult
  public mutating func remove(named name: String, suggesting: Bool = true) throws(InputError) -> PaletteEntry {
    let entry = try entry(named: name, suggesting: suggesting)
    removeName(String(name.trimmingWhitespace()))
    return entry
  }

  /// Takes `name` from every entry that has it: an alias goes; the first name gives way to the next one, and an
  /// entry without another name goes.
  mutating func removeName(_ name: String) {
    entries = entries.compactMap { entry in
      guard entry.isNamed(name) else { return entry }
      var entry = entry
      entry.aliases.removeAll { $0 == name }
      guard entry.name == name else { return entry }
      guard !entry.aliases.isEmpty else { return nil }
      entry.name = entry.aliases.removeFirst()
      return entry
    }
  }
}
