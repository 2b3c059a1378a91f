/// A color from a catalog.
public struct NamedColor: Equatable, Hashable, Sendable {
  /// The name as the catalog writes it (`Violet (Purple)`, `blueviolet`).
  public let name: String
  /// The catalog it is from.
  public let catalog: Catalog
  /// `0xRRGGBB`
  public let rgb: UInt32

  /// The name as it reads back as this color: `name`, or `crayola:NAME` for a Crayola name that CSS also has
  /// (a bare name is CSS's in any case: `Blue` is `#0000ff`, `crayola:Blue` is `#1f75fe`).
  public let reference: String

  /// A named color from its parts.
  public init(name: String, catalog: Catalog, rgb: UInt32) {
    let row = catalog == .crayola ? CatalogData.crayolaNames.firstIndex(of: name) : nil
    self.init(name: name, catalog: catalog, rgb: rgb, reference: row.map { CatalogData.crayolaReferences[$0] } ?? name)
  }

  init(name: String, catalog: Catalog, rgb: UInt32, reference: String) {
    self.name = name
    self.catalog = catalog
    self.rgb = rgb
    self.reference = reference
  }

  /// The color this name sets, exactly.
  public var color: Color { Color(rgb: rgb) }

  /// The stored color this name sets: `color` rounded to tenths.
  public var storedColor: StoredColor { StoredColor(rgb: rgb) }

  /// `#rrggbb`
  public var hex: String { color.hex }
}
