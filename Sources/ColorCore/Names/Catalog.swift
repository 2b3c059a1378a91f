/// A catalog of named colors.
public enum Catalog: String, CaseIterable, Sendable {
  /// The 148 named colors of CSS Color Module Level 4.
  case css
  /// The 133 classic Crayola crayon colors.
  case crayola

  /// The catalog's colors, in its file's order.
  public var colors: [NamedColor] {
    (0..<names.count).map { self[$0] }
  }

  /// The color in row `index` of the catalog's file.
  public subscript(index: Int) -> NamedColor {
    NamedColor(name: names[index], catalog: self, rgb: rgbs[index], reference: references[index])
  }

  /// The names, in the file's order.
  public var names: [String] { self == .css ? CatalogData.cssNames : CatalogData.crayolaNames }
  /// Each name as it reads back as itself: the name, or `crayola:NAME` for a Crayola name CSS also has.
  public var references: [String] { self == .css ? CatalogData.cssNames : CatalogData.crayolaReferences }
  /// The names folded for matching (`NameFolding.fold`), generated with the rows.
  var foldedNames: [String] { self == .css ? CatalogData.cssFolded : CatalogData.crayolaFolded }
  /// `0xRRGGBB` of each row.
  var rgbs: [UInt32] { self == .css ? CatalogData.cssRGB : CatalogData.crayolaRGB }

  /// CIELAB (D65) of each row's stored color, three values a row, generated with the rows.
  var labs: [Double] {
    self == .css ? CatalogData.cssLab : CatalogData.crayolaLab
  }

  /// Every named color, CSS first: the order that breaks ties.
  public static let all: [NamedColor] = Catalog.css.colors + Catalog.crayola.colors
}
