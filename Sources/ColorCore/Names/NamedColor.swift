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

  /// The name as it reads back as this color: `name`, or `crayola:NAME` for a Crayola name that CSS also has
  /// (a bare name is CSS's in any case: `Blue` is `#0000ff`, `crayola:Blue` is `#1f75fe`).
  public var reference: String {
    catalog == .crayola && Catalog.crayolaNamesSharedWithCSS.contains(name) ? "crayola:" + name : name
  }

  /// `#rrggbb`
  public var hex: String { color.hex }
}
