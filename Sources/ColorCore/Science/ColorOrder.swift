/// An order of colors: what `colormix sort --by KEY` and `colormix palette --sort KEY` sort by.
///
/// Every order is stable (colors that compare equal keep their order) and ascending; `descending` turns the
/// comparison round and still keeps equal colors in their order, as `sort -rs` does.
public enum ColorOrder: String, CaseIterable, Sendable {
  /// Grays first (OKLCH chroma below ``grayChroma``), darkest to lightest; then the other colors by OKLCH hue
  /// from 0 (pinkish red) round to 360, a tie broken by OKLCH lightness.
  case hue
  /// OKLCH lightness, dark to light.
  case lightness
  /// OKLCH chroma, gray to vivid.
  case chroma
  /// WCAG relative luminance, dark to light.
  case luminance
  /// The color's name, in the order of its lowercased UTF-8 (ties by the name as written): the given name when
  /// there is one, otherwise the nearest catalog name.
  case name

  /// Below this OKLCH chroma a color counts as gray for ``hue``: its hue is too faint to see (a gray of one
  /// 8-bit step tinted toward a hue stays well below it; `#777788` is 0.025).
  public static let grayChroma = 0.02

  /// The indices of `colors` in this order. `names[i]`, when given and not nil, is the name of `colors[i]` for
  /// ``name``; otherwise its nearest name in `catalog` (both catalogs when nil) is used.
  public func sortedIndices(
    _ colors: [Color], names: [String?] = [], catalog: Catalog? = nil, descending: Bool = false
  ) -> [Int] {
    let keys = colors.indices.map { index in
      key(colors[index], name: index < names.count ? names[index] : nil, catalog: catalog)
    }
    return colors.indices.sorted { first, second in
      let (a, b) = (keys[first], keys[second])
      if a != b { return descending ? b < a : a < b }
      return first < second
    }
  }

  /// The sort key of one color.
  private func key(_ color: Color, name: String?, catalog: Catalog?) -> Key {
    switch self {
    case .hue:
      let polar = color.oklch
      return polar.chroma < ColorOrder.grayChroma
        ? Key(numbers: [0, polar.lightness]) : Key(numbers: [1, polar.hue, polar.lightness])
    case .lightness: return Key(numbers: [color.oklch.lightness])
    case .chroma: return Key(numbers: [color.oklch.chroma])
    case .luminance: return Key(numbers: [color.relativeLuminance])
    case .name:
      let text = name ?? color.nearestName(in: catalog).name
      return Key(text: [Array(text.lowercased().utf8), Array(text.utf8)])
    }
  }

  /// The catalog name `text` names (`Antique Brass`, `css:red`), as the catalog writes it; nil when `text` is no
  /// catalog name. For the given names of ``name``.
  public static func catalogName(_ text: String) -> String? {
    NameFolding.match(text)?.name
  }

  /// A comparable key: numbers compared in order, or texts compared bytewise.
  private struct Key: Equatable, Comparable {
    var numbers: [Double] = []
    var text: [[UInt8]] = []

    static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
      for (a, b) in zip(lhs.text, rhs.text) where a != b { return a.lexicographicallyPrecedes(b) }
      return false
    }
  }
}
