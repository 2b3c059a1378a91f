import Foundation
import Testing

/// End-to-end: `distinct N --on BG --min-contrast RATIO` keeps every new color at least that contrast on the
/// background (checked with the WCAG formula here), and `--deficiency` keeps the colors farther apart as seen with
/// the deficiency than the same call without it; seeds still repeat the colors.
@Suite struct ChartColorsStayReadableAndApartTests {
  let cli = Colormix()

  func hexes(_ arguments: [String]) -> [String] {
    let result = cli.run(["distinct"] + arguments + ["--format", "hex"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test(arguments: [("white", "3"), ("white", "4.5"), ("#1e1e2e", "4.5"), ("#777777", "2")])
  func everyNewColorKeepsTheContrastOnTheBackground(_ background: String, _ minimum: String) {
    let bg = cli.run(["show", background, "--format", "hex"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    for seed in ["1", "2", "3"] {
      let colors = hexes(["8", "--on", background, "--min-contrast", minimum, "--seed", seed])
      #expect(colors.count == 8)
      for color in colors { #expect(wcagRatio(color, bg) >= Double(minimum)!, "\(color) on \(bg)") }
      #expect(hexes(["8", "--on", background, "--min-contrast", minimum, "--seed", seed]) == colors)
    }
    // Without --on, the same seed finds colors that do vanish on white: the option is what keeps them readable.
    let plain = hexes(["8", "--seed", "1"])
    #expect(plain.contains { wcagRatio($0, "#ffffff") < 3 })
  }

  @Test func theDefaultIsThreeToOneAndTooManyIsRefused() {
    for color in hexes(["6", "--on", "white", "--seed", "4"]) { #expect(wcagRatio(color, "#ffffff") >= 3) }
    let many = cli.run(["distinct", "50", "--on", "white", "--min-contrast", "20", "--seed", "1"])
    #expect(many.status == 65)
    #expect(many.stderr.hasPrefix("colormix: error: Only "))
    #expect(cli.run(["distinct", "3", "--min-contrast", "3"]).status == 64)
  }

  /// The smallest CIEDE2000 difference between two of `colors` as seen with `deficiency` (Machado 2009), worked
  /// out by the tests' reference formulas, which agree with coloraide: the property `--deficiency` optimizes.
  func smallestDifference(_ colors: [String], seenWith deficiency: ReferenceFormulas.Deficiency) -> Double {
    let seen = colors.map { ReferenceFormulas.simulated($0, deficiency) }
    var smallest = Double.infinity
    for i in seen.indices {
      for j in seen.indices where j > i {
        smallest = min(smallest, ReferenceFormulas.ciede2000(rgb: seen[i], rgb: seen[j]))
      }
    }
    return smallest
  }

  @Test(arguments: ReferenceFormulas.Deficiency.allCases)
  func aDeficiencyKeepsTheColorsApartAsSeenWithIt(_ deficiency: ReferenceFormulas.Deficiency) {
    let option = deficiency.rawValue
    for seed in ["5", "6", "7"] {
      let plain = hexes(["6", "--seed", seed])
      let kept = hexes(["6", "--seed", seed, "--deficiency", option])
      #expect(smallestDifference(kept, seenWith: deficiency) > smallestDifference(plain, seenWith: deficiency))
      // all: the least over the three views is what is kept apart.
      let all = hexes(["6", "--seed", seed, "--deficiency", "all"])
      let least = { (colors: [String]) in
        ReferenceFormulas.Deficiency.allCases.map { smallestDifference(colors, seenWith: $0) }.min()!
      }
      #expect(least(all) > least(plain), "seed \(seed)")
    }
    // --verbose prints the smallest difference kept: as seen normally or with the deficiency, whichever is less.
    let verbose = cli.run(["distinct", "6", "--seed", "5", "--deficiency", option, "--verbose", "--format", "hex"])
    let colors = verbose.stdout.split(separator: "\n").map(String.init)
    let printed = verbose.stderr.split(separator: " ").drop { $0 != "difference" }.dropFirst().first
      .flatMap { Double($0.dropLast()) }
    let normal = colors.indices.flatMap { i in
      colors.indices.filter { $0 > i }.map { ReferenceFormulas.ciede2000(colors[i], colors[$0]) }
    }.min()!
    let expected = min(normal, smallestDifference(colors, seenWith: deficiency))
    #expect(abs((printed ?? 0) - expected) < 0.006, "\(verbose.stderr) against \(expected)")
  }
}
