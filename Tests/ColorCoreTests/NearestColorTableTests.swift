import Testing

@testable import ColorCore

/// `NearestColorTable` finds what trying every color finds, and the bound it rules colors out by never exceeds the
/// difference.
@Suite struct NearestColorTableTests {
  static func randomColor(_ random: inout Xoshiro256StarStar) -> Color {
    Color(
      red255: Int.random(in: 0...255, using: &random), green255: Int.random(in: 0...255, using: &random),
      blue255: Int.random(in: 0...255, using: &random))
  }

  @Test func theBoundsNeverRuleOutAColorWithinTheLimit() {
    var random = Xoshiro256StarStar(seed: 2000)
    for _ in 0..<20_000 {
      let (a, b) = (Lab(Self.randomColor(&random)), Lab(Self.randomColor(&random)))
      #expect(a.mayBeWithin(a.difference(to: b) + 1e-12, of: b), "\(a) \(b)")
    }
    for (first, second, _) in LabTests.pairs {
      #expect(first.mayBeWithin(first.difference(to: second) + 1e-12, of: second))
    }
  }

  @Test func theNearestIsTheFirstOfTheLeastDifference() {
    var random = Xoshiro256StarStar(seed: 240)
    // 60 colors and each of the first 20 again: a tie goes to the first place.
    var colors = (0..<60).map { _ in Self.randomColor(&random) }
    colors += colors[0..<20]
    let table = NearestColorTable(colors)
    for _ in 0..<2_000 {
      let target = Self.randomColor(&random)
      var (best, place) = (Double.infinity, 0)
      for (index, color) in colors.enumerated() where target.difference(to: color) < best {
        (best, place) = (target.difference(to: color), index)
      }
      #expect(table.nearest(to: target) == place)
    }
    for (index, color) in colors.enumerated() { #expect(table.nearest(to: color) == index % 60) }
  }
}
