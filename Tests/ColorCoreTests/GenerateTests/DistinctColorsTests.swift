import Testing

@testable import ColorCore

/// `DistinctColors`: N colors far apart by CIEDE2000.
@Suite struct DistinctColorsTests {
  /// The smallest difference between two of `colors`, by brute force.
  static func smallest(_ colors: [Color]) -> Double {
    var smallest = Double.infinity
    for i in colors.indices {
      for j in colors.indices where j > i { smallest = min(smallest, colors[i].difference(to: colors[j])) }
    }
    return smallest
  }

  @Test func theReportedMinimumIsTheSmallestDifferenceBetweenAnyTwo() throws {
    let result = DistinctColors(count: 12, keeping: [], seed: 1)
    #expect(result.colors.count == 12)
    #expect(result.minimumDistance == DistinctColorsTests.smallest(result.colors))
    let pair = try #require(result.closestPair)
    #expect(result.colors[pair.first].difference(to: result.colors[pair.second]) == result.minimumDistance)
    for (index, color) in result.colors.enumerated() {
      let others = result.colors.indices.filter { $0 != index }.map { color.difference(to: result.colors[$0]) }
      #expect(result.nearestDistances[index] == others.min())
    }
  }

  @Test func givenColorsAreKeptFirstAndUnchanged() throws {
    let given = [
      try Color(parsing: "#336699"), try Color(parsing: "oklch(0.7 0.1 30)"), Color(red: 0.1234, green: 0.5, blue: 0.9),
    ]
    let result = DistinctColors(count: 8, keeping: given, seed: 5)
    #expect(Array(result.colors.prefix(3)) == given)
    #expect(result.givenCount == 3)
    #expect(result.minimumDistance == DistinctColorsTests.smallest(result.colors))
    // Only the given colors, none added.
    let same = DistinctColors(count: 3, keeping: given, seed: 5)
    #expect(same.colors == given)
    #expect(same.minimumDistance == DistinctColorsTests.smallest(given))
  }

  @Test func theSameSeedGivesTheSameColors() {
    let a = DistinctColors(count: 20, keeping: [.white], seed: 3)
    let b = DistinctColors(count: 20, keeping: [.white], seed: 3)
    #expect(a.colors == b.colors)
    #expect(a.minimumDistance == b.minimumDistance)
    #expect(
      DistinctColors(count: 20, keeping: [], seed: 3).colors != DistinctColors(count: 20, keeping: [], seed: 4).colors)
  }

  @Test func theImprovementBeatsTheFarthestPointStartAndKnownBounds() throws {
    // Eight colors can be ≥ 35 apart in sRGB (black, white and six strong colors); the search finds more than
    // 30, and sixteen more than 20.
    let eight = try #require(DistinctColors(count: 8, keeping: [], seed: 1).minimumDistance)
    #expect(eight > 30)
    let sixteen = try #require(DistinctColors(count: 16, keeping: [], seed: 1).minimumDistance)
    #expect(sixteen > 20)
  }

  @Test func twoGivenColorsTooCloseBoundTheMinimumButTheNewOnesStillSpread() throws {
    let given = [try Color(parsing: "#808080"), try Color(parsing: "#818181")]
    let result = DistinctColors(count: 6, keeping: given, seed: 2)
    #expect(result.minimumDistance == given[0].difference(to: given[1]))
    #expect(result.closestPair.map { [$0.first, $0.second] } == [0, 1])
    // Every new color is far from every other color.
    for index in 2..<6 { #expect(result.nearestDistances[index] > 20) }
  }
}
