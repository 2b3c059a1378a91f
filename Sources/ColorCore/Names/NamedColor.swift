/// A color from a catalog.
public struct NamedColor: Equatable, Hashable, Sendable {
  /// The name as the catalog writes it (`Violet (Purple)`, `blueviolet`).
  public var name: String
  /// The catalog it is from.
  public var catalog: Catalog
  /// `0xRRGGBB`
  public var rgb: UInt32

  /// A named color from its parts.
  public init(name: String, catalog: Catalog, rgb: UInt32) {
    self.name = name
    self.catalog = catalog
    self.rgb = rgb
  }

  /// The color this name sets, exactly.
  public var color: Color { Color(rgb: rgb) }

  /// The stored color this name sets: `color` rounded to tenths.
  public var storedColor: StoredColor { StoredColor(rgb: rgb) }

  /// `#rrggbb`
  public var hex: String { color.hex }
}
