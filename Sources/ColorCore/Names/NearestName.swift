/// The catalog color nearest to a color.
enum NearestName {
  /// An entry with exactly the same channels when there is one; otherwise the smallest CIEDE2000
  /// difference. Ties go to CSS first, then to the earlier row. `catalog` limits the search to one catalog.
  ///
  /// Fast and exact: the catalogs' Lab values are generated with them, and a candidate is compared in full
  /// only when the lightness term alone (a lower bound of CIEDE2000) does not already rule it out.
  static func find(for color: Color, catalog: Catalog? = nil) -> NamedColor {
    // CSS first, then Crayola: the order that breaks ties.
    let first = catalog ?? .css
    let second = catalog == nil ? Catalog.crayola : nil
    // Only a color of 8-bit channels can be a catalog color: compare the 0xRRGGBB integers, once.
    let (r, g, b) = color.rgb255
    let rgb = UInt32(r << 16 | g << 8 | b)
    if Color(rgb: rgb) == color {
      if let row = first.rgbs.firstIndex(of: rgb) { return first[row] }
      if let second, let row = second.rgbs.firstIndex(of: rgb) { return second[row] }
    }
    let target = Lab(color)
    var search = Search(target: target)
    search.seed(first.labs)
    if let second { search.seed(second.labs) }
    search.scan(first)
    if let second { search.scan(second) }
    return search.best!
  }

  /// The `count` nearest entries, nearest first, with their differences: every row compared in full, exact
  /// channels before any other, then the smallest CIEDE2000 difference, ties to CSS, then to the earlier row.
  static func find(_ count: Int, for color: Color, catalog: Catalog? = nil) -> [(name: NamedColor, difference: Double)]
  {
    guard count > 0 else { return [] }
    let target = Lab(color)
    // (exact, difference, catalog, row): ordered by the first two, then by when the row came.
    var best: [(exact: Bool, difference: Double, catalog: Catalog, row: Int)] = []
    func precedes(_ a: (exact: Bool, difference: Double), _ b: (exact: Bool, difference: Double)) -> Bool {
      a.exact != b.exact ? a.exact : a.difference < b.difference
    }
    for searched in catalog.map({ [$0] }) ?? [.css, .crayola] {
      let (labs, rgbs) = (searched.labs, searched.rgbs)
      for row in rgbs.indices {
        let exact = Color(rgb: rgbs[row]) == color
        let difference = target.difference(to: Lab(l: labs[3 * row], a: labs[3 * row + 1], b: labs[3 * row + 2]))
        guard best.count < count || precedes((exact, difference), (best[count - 1].exact, best[count - 1].difference))
        else { continue }
        // After every equal one: an earlier row wins a tie.
        let index = best.firstIndex { precedes((exact, difference), ($0.exact, $0.difference)) } ?? best.count
        best.insert((exact, difference, searched, row), at: index)
        if best.count > count { best.removeLast() }
      }
    }
    return best.map { ($0.catalog[$0.row], $0.difference) }
  }

  /// The state of one search: the best candidate so far and the threshold that rules others out.
  private struct Search {
    let target: Lab
    var threshold = Double.infinity
    var best: NamedColor?
    var bestDifference = Double.infinity

    init(target: Lab) {
      self.target = target
    }

    /// Lowers the threshold to the difference of the row closest in lightness.
    mutating func seed(_ labs: [Double]) {
      var closest = 0
      for index in stride(from: 3, to: labs.count, by: 3)
      where abs(labs[index] - target.l) < abs(labs[closest] - target.l) {
        closest = index
      }
      threshold = min(threshold, difference(labs, closest / 3))
    }

    /// Compares every row the lightness bound does not rule out, in order; the first smallest wins.
    mutating func scan(_ catalog: Catalog) {
      let labs = catalog.labs
      for row in 0..<labs.count / 3 {
        // A margin keeps rounding in the bound from ever ruling out a tie.
        guard target.lightnessTerm(to: labs[3 * row]) <= threshold + 1e-9 else { continue }
        let difference = difference(labs, row)
        if difference < bestDifference {
          best = catalog[row]
          bestDifference = difference
          threshold = min(threshold, difference)
        }
      }
    }

    private func difference(_ labs: [Double], _ row: Int) -> Double {
      target.difference(to: Lab(l: labs[3 * row], a: labs[3 * row + 1], b: labs[3 * row + 2]))
    }
  }
}
