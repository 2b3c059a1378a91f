import Testing

@testable import ColorCore

/// The fast nearest-name search gives exactly what comparing every catalog color would.
@Suite struct NearestNameTests {
  /// The obvious search: every candidate, full CIEDE2000, first smallest wins.
  static func bruteForce(_ color: Color, _ catalogs: [Catalog]) -> NamedColor {
    let rows = NearestNameTests.rows(catalogs)
    if let exact = rows.first(where: { $0.named.color == color }) { return exact.named }
    let target = Lab(color)
    var best = rows[0].named
    var bestDifference = Double.infinity
    for row in rows {
      let difference = target.difference(to: row.lab)
      if difference < bestDifference {
        (best, bestDifference) = (row.named, difference)
      }
    }
    return best
  }

  /// Every color of `catalogs` in catalog order, with its CIELAB worked out here (once a catalog, not once a
  /// search: the brute force runs tens of thousands of times).
  static func rows(_ catalogs: [Catalog]) -> [(named: NamedColor, lab: Lab)] {
    catalogs.flatMap { $0 == .css ? cssRows : crayolaRows }
  }

  static let cssRows = Catalog.css.colors.map { (named: $0, lab: Lab($0.color)) }
  static let crayolaRows = Catalog.crayola.colors.map { (named: $0, lab: Lab($0.color)) }

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

/// The index the nearest-name search runs on.
@Suite struct NameIndexTests {
  @Test func theIndexHoldsEveryRowOnceWithItsLabValuesInLightnessOrder() {
    let all = Catalog.css.labs + Catalog.crayola.labs
    let entries = NameIndexData.entries
    let stride = NearestName.Bound.stride
    let rows = (0..<entries.count / stride).map { Int(entries[$0 * stride + 6]) }
    #expect(rows.sorted() == Array(0..<all.count / 3))
    for (position, row) in rows.enumerated() {
      #expect(Array(entries[position * stride..<position * stride + 3]) == Array(all[3 * row..<3 * row + 3]))
      let (a, b) = (all[3 * row + 1], all[3 * row + 2])
      #expect(entries[position * stride + 3] >= (2.25 * a * a + b * b).squareRoot() * (1 - 1e-15))
      if position > 0 { #expect(entries[(position - 1) * stride] <= entries[position * stride]) }
    }
    for seeds in [NameIndexData.seed, NameIndexData.seedCSS, NameIndexData.seedCrayola] {
      #expect(seeds.count == 4096 && seeds.allSatisfy { (0..<rows.count).contains(Int($0)) })
    }
    #expect(NameIndexData.seedCSS.allSatisfy { rows[Int($0)] < Catalog.css.names.count })
    #expect(NameIndexData.seedCrayola.allSatisfy { rows[Int($0)] >= Catalog.css.names.count })
  }

  @Test func theBoundNeverRulesOutARowAsNearAsTheLimit() {
    // For random colors and every row: a row the bound rules out is further than the limit, for limits just above
    // its difference (where a wrong bound would show first).
    var state: UInt64 = 7
    var wrong = 0
    NameIndexData.entries.withUnsafeBufferPointer { entries in
      NameIndexData.rotationSine.withUnsafeBufferPointer { sines in
        for _ in 0..<2000 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let color = Color(
            red: Double(state >> 40 & 0xFFFF) / 65535, green: Double(state >> 24 & 0xFFFF) / 65535,
            blue: Double(state >> 8 & 0xFFFF) / 65535)
          let target = Lab(color)
          var bound = NearestName.Bound(target, entries: entries, rotationSines: sines)
          for position in 0..<entries.count / NearestName.Bound.stride {
            let difference = bound.difference(position)
            let lightness = target.lightnessTerm(to: entries[position * NearestName.Bound.stride])
            for limit in [difference, difference * 1.000001, difference + 0.01] {
              // The search's three tests in turn: the lightness term, the first test, the rest.
              guard lightness <= limit else {
                wrong += 1
                continue
              }
              let first = bound.firstTest(position, lightness: lightness, limit: limit)
              if first.isFar || bound.rulesOut(position, first) { wrong += 1 }
            }
          }
        }
      }
    }
    #expect(wrong == 0)
  }

  @Test func theHueArcHoldsTheHueForEveryG() {
    for (a, b) in [(30.0, -40.0), (-30, -40), (-30, 40), (30, 40), (0, -50), (-20, 0), (20, 0), (0, 0), (5, -80)] {
      let arc = NearestName.Bound.hueArc(a: a, b: b)
      for g in stride(from: 0.0, through: 0.5, by: 0.05) {
        var hue = a == 0 && b == 0 ? 0 : Platform.atan2(b, (1 + g) * a) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        var offset = hue - arc.start
        if offset < 0 { offset += 360 }
        #expect(offset <= arc.span + 1e-9 || offset >= 360 - 1e-9, "\(a) \(b) G \(g)")
      }
    }
  }

  @Test func theLightnessTermGrowsWithTheDistanceInLightness() {
    // The search stops at the first row up or down whose lightness term is too large.
    for step in 0...1000 {
      let l = Double(step) / 10
      var previousUp = 0.0
      var previousDown = 0.0
      for other in stride(from: l, through: 100.001, by: 0.05) {
        let term = Lab(l: l, a: 0, b: 0).lightnessTerm(to: other)
        #expect(term >= previousUp)
        previousUp = term
      }
      for other in stride(from: l, through: 0, by: -0.05) {
        let term = Lab(l: l, a: 0, b: 0).lightnessTerm(to: other)
        #expect(term >= previousDown)
        previousDown = term
      }
    }
  }

  @Test(arguments: [nil, Catalog.css, .crayola])
  func matchesTheBruteForceSearchOnRandomColors(_ catalog: Catalog?) {
    let catalogs = catalog.map { [$0] } ?? Catalog.allCases
    var state: UInt64 = 11
    var mismatches = 0
    for _ in 0..<4000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // 8-bit colors, as streams of hex give, and every fourth one not on the 8-bit grid.
      let value = UInt32(state >> 40 & 0xFF_FFFF)
      let color =
        state & 3 == 0
        ? Color(red: Double(state >> 8 & 0xFFFF) / 65535, green: Double(state >> 24 & 0xFFFF) / 65535, blue: 0.3)
        : Color(rgb: value)
      if NearestName.find(for: color, catalog: catalog) != NearestNameTests.bruteForce(color, catalogs) {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }
}

/// The k nearest names: exactly the first k of every catalog color sorted the obvious way.
@Suite struct NearestNamesTests {
  /// Every candidate in catalog order, full CIEDE2000, exact channels first, a stable sort.
  static func bruteForce(_ color: Color, _ catalogs: [Catalog], _ count: Int) -> [NamedColor] {
    let target = Lab(color)
    let ranked = NearestNameTests.rows(catalogs).map { row in
      (row.named, row.named.color == color, target.difference(to: row.lab))
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

/// The shortcut for 8-bit colors (`NameTable`, generated by scripts/generate).
@Suite struct NameTableTests {
  /// The table was generated from the catalogs compiled in: a catalog change without `scripts/generate` fails here.
  @Test func theTableWasMadeFromTheseCatalogs() {
    #expect(
      NameTableData.catalogDigest == NameTable.catalogDigest,
      "Sources/ColorCore/Names/NameTableData.swift is out of date: run scripts/generate")
  }

  @Test func everyCellHoldsRowsInAscendingOrderAndTheStartsCoverTheRows() throws {
    let cells = NameTable.cellsPerSide * NameTable.cellsPerSide * NameTable.cellsPerSide
    let rowCount = Catalog.all.count
    var previousEnd = 0
    for cell in 0..<cells {
      let red = (cell >> 10) << 3
      let green = (cell >> 5 & 31) << 3
      let blue = (cell & 31) << 3
      let candidates = try #require(NameTable.candidates(for: Color(red255: red, green255: green, blue255: blue)))
      #expect(candidates.lowerBound == previousEnd && !candidates.isEmpty)
      let rows = candidates.map(NameTable.row)
      #expect(rows == rows.sorted() && Set(rows).count == rows.count && rows.allSatisfy { $0 < rowCount })
      previousEnd = candidates.upperBound
    }
  }

  @Test func aColorThatIsNotEightBitHasNoCandidates() {
    #expect(NameTable.candidates(for: Color(StoredColor(red: 501, green: 200, blue: 800))) == nil)
    #expect(NameTable.candidates(for: Color(red: 0.5, green: 0.2, blue: 0.8)) == nil)
    #expect(NameTable.candidates(for: Color(rgb: 0x8033cc)) != nil)
  }

  /// The table's answer is the brute-force answer for 8-bit colors: every color of a 5-step grid and 4,000 random
  /// ones (seeded), and the same as the search through the index for every color of 24 cells with the most rows.
  @Test func eightBitColorsGetTheBruteForceAnswer() {
    var colors: [Color] = []
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 2, through: 255, by: 15) {
        for blue in stride(from: 4, through: 255, by: 15) {
          colors.append(Color(red255: red, green255: green, blue255: blue))
        }
      }
    }
    var random = Xoshiro256StarStar(seed: 23)
    for _ in 0..<4000 { colors.append(Color(rgb: UInt32(truncatingIfNeeded: random.next() & 0xFF_FFFF))) }
    var mismatches = 0
    for color in colors where NearestName.find(for: color) != NearestNameTests.bruteForce(color, Catalog.allCases) {
      mismatches += 1
    }
    #expect(mismatches == 0)
  }

  @Test func theCellsWithTheMostRowsAgreeWithTheSearchForEveryColor() {
    let cells = (0..<32768).map { cell -> (cell: Int, count: Int) in
      let color = Color(red255: (cell >> 10) << 3, green255: (cell >> 5 & 31) << 3, blue255: (cell & 31) << 3)
      return (cell, NameTable.candidates(for: color)?.count ?? 0)
    }
    var mismatches = 0
    for (cell, _) in cells.sorted(by: { $0.count > $1.count }).prefix(24) {
      for offset in 0..<512 {
        let color = Color(
          red255: (cell >> 10) << 3 | offset >> 6, green255: (cell >> 5 & 31) << 3 | (offset >> 3 & 7),
          blue255: (cell & 31) << 3 | (offset & 7))
        if NearestName.nearestRow(to: color, catalog: nil) != NearestName.searchRow(to: color, catalog: nil) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// A color outside sRGB (wide gamut, or extended channels) is named by its gamut-mapped color, the color it is
  /// shown as; the search never leaves the catalogs' cube.
  @Test func aColorOutsideSRGBIsNamedByItsMappedColor() throws {
    for text in ["color(display-p3 0 1 0)", "oklch(0.9 0.3 150)", "color(srgb 1.5 -0.2 0.3)", "color(rec2020 0 0 1)"] {
      let color = try Color(parsing: text)
      let mapped = color.mapped(into: .srgb)
      #expect(color.nearestName() == mapped.nearestName(), "\(text)")
      #expect(color.nearestNames(2).map(\.name) == mapped.nearestNames(2).map(\.name), "\(text)")
    }
  }
}
