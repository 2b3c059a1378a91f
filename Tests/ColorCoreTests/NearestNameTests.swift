import Testing

@testable import ColorCore

/// The fast nearest-name search gives exactly what comparing every catalog color would.
@Suite struct NearestNameTests {
  /// The obvious search: every candidate, full CIEDE2000, first smallest wins.
  static func bruteForce(_ color: Color, _ catalogs: [Catalog]) -> NamedColor {
    let colors = catalogs.flatMap(\.colors)
    if let exact = colors.first(where: { $0.color == color }) { return exact }
    let target = Lab(color)
    var best = colors[0]
    var bestDifference = Double.infinity
    for candidate in colors {
      let difference = target.difference(to: Lab(candidate.color))
      if difference < bestDifference {
        (best, bestDifference) = (candidate, difference)
      }
    }
    return best
  }

  @Test func generatedLabValuesAreExactlyWhatLabComputes() {
    for catalog in Catalog.allCases {
      for (index, named) in catalog.colors.enumerated() {
        let lab = Lab(named.color)
        #expect(Array(catalog.labs[3 * index..<3 * index + 3]) == [lab.l, lab.a, lab.b], "\(named.name)")
      }
    }
  }

  @Test func lightnessTermNeverExceedsTheDifference() {
    for step in stride(from: 0, through: 1000, by: 37) {
      let a = Lab(Color(StoredColor(red: step, green: 1000 - step, blue: 500)))
      for named in Catalog.all {
        let b = Lab(named.color)
        #expect(a.lightnessTerm(to: b.l) <= a.difference(to: b) + 1e-12)
      }
    }
  }

  @Test(arguments: [nil, Catalog.css, .crayola])
  func matchesTheBruteForceSearchOnAGridOfOver10000Colors(_ catalog: Catalog?) {
    let catalogs = catalog.map { [$0] } ?? Catalog.allCases
    var mismatches = 0
    // 22 × 22 × 22 = 10,648 colors, in odd tenths so most are not catalog colors.
    for red in stride(from: 3, through: 1000, by: 47) {
      for green in stride(from: 3, through: 1000, by: 47) {
        for blue in stride(from: 3, through: 1000, by: 47) {
          let color = Color(StoredColor(red: red, green: green, blue: blue))
          if NearestName.find(for: color, catalog: catalog) != NearestNameTests.bruteForce(color, catalogs) {
            mismatches += 1
          }
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func exactCatalogColorsNameThemselvesCSSFirst() {
    #expect(NearestName.find(for: Color(rgb: 0x8a2be2)).name == "blueviolet")
    #expect(NearestName.find(for: .black).catalog == .css)
    #expect(NearestName.find(for: .black, catalog: .crayola).name == "Black")
  }
}

/// The k nearest names: exactly the first k of every catalog color sorted the obvious way.
@Suite struct NearestNamesTests {
  /// Every candidate in catalog order, full CIEDE2000, exact channels first, a stable sort.
  static func bruteForce(_ color: Color, _ catalogs: [Catalog], _ count: Int) -> [NamedColor] {
    let target = Lab(color)
    let ranked = catalogs.flatMap(\.colors).map { named in
      (named, named.color == color, target.difference(to: Lab(named.color)))
    }
    let sorted = ranked.enumerated().sorted { a, b in
      if a.element.1 != b.element.1 { return a.element.1 }
      if a.element.2 != b.element.2 { return a.element.2 < b.element.2 }
      return a.offset < b.offset
    }
    return sorted.prefix(count).map(\.element.0)
  }

  @Test(arguments: [nil, Catalog.css, .crayola])
  func matchTheBruteForceSortOnAGridOfColors(_ catalog: Catalog?) {
    let catalogs = catalog.map { [$0] } ?? Catalog.allCases
    var mismatches = 0
    var firstDiffers = 0
    for red in stride(from: 3, through: 1000, by: 97) {
      for green in stride(from: 3, through: 1000, by: 97) {
        for blue in stride(from: 3, through: 1000, by: 97) {
          let color = Color(StoredColor(red: red, green: green, blue: blue))
          let found = color.nearestNames(3, in: catalog)
          if found.map(\.name) != NearestNamesTests.bruteForce(color, catalogs, 3) { mismatches += 1 }
          if found.first?.name != color.nearestName(in: catalog) { firstDiffers += 1 }
        }
      }
    }
    #expect(mismatches == 0)
    #expect(firstDiffers == 0)
  }

  @Test func catalogColorsComeFirstThenTheirNeighboursWithTheirDifferences() {
    let black = Color.black.nearestNames(3)
    // CSS's black and Crayola's Black are both exact, CSS first.
    #expect(black.map(\.name.name).prefix(2) == ["black", "Black"])
    #expect(black[0].difference == 0 && black[1].difference == 0)
    #expect(black[2].difference > 0)
    let violet = Color(rgb: 0x8a2be2).nearestNames(3)
    #expect(violet[0].name.name == "blueviolet")
    #expect(violet[1].difference == Color(rgb: 0x8a2be2).difference(to: violet[1].name.color))
    #expect(violet[1].difference <= violet[2].difference)
  }

  @Test func countsBeyondTheCatalogOrZero() {
    #expect(Color.black.nearestNames(0).isEmpty)
    #expect(Color.black.nearestNames(1000, in: .css).count == Catalog.css.names.count)
  }
}
