/// A catalog of named colors.
public enum Catalog: String, CaseIterable, Sendable {
  /// The 148 named colors of CSS Color Module Level 4.
  case css
  /// The 133 classic Crayola crayon colors.
  case crayola

  /// The catalog's colors, in its file's order.
  public var colors: [NamedColor] {
    rows.map { NamedColor(name: $0.name, catalog: self, rgb: $0.rgb) }
  }

  /// The generated rows, names also folded for matching.
  var rows: [(name: String, folded: String, rgb: UInt32)] {
    self == .css ? CatalogData.css : CatalogData.crayola
  }

  /// Every named color, CSS first: the order that breaks ties.
  public static let all: [NamedColor] = Catalog.css.colors + Catalog.crayola.colors
}
