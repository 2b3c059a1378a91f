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

  /// The smallest CIEDE2000 difference between two of `colors` as seen with `kind`, as colormix measures and
  /// simulates (the property `--deficiency` optimizes).
  func smallestDifference(_ colors: [String], seenWith kind: String) -> Double {
    let seen = cli.run(["simulate", kind, "--format", "hex"] + colors).stdout.split(separator: "\n").map(String.init)
    var smallest = Double.infinity
    for i in seen.indices {
      for j in seen.indices where j > i {
        let line = cli.run(["compare", seen[i], seen[j]]).stdout
        let value = line.split(separator: " ").drop { $0 != "ΔE00" }.dropFirst().first.flatMap { Double($0) }
        smallest = min(smallest, value ?? 0)
      }
    }
    return smallest
  }

  @Test(arguments: [("deutan", "deuteranopia"), ("protan", "protanopia"), ("tritan", "tritanopia")])
  func aDeficiencyKeepsTheColorsApartAsSeenWithIt(_ option: String, _ kind: String) {
    let plain = hexes(["6", "--seed", "5"])
    let kept = hexes(["6", "--seed", "5", "--deficiency", option])
    #expect(smallestDifference(kept, seenWith: kind) > smallestDifference(plain, seenWith: kind))
    let verbose = cli.run(["distinct", "6", "--seed", "5", "--deficiency", option, "--verbose", "--format", "hex"])
    #expect(verbose.stderr.contains("smallest CIEDE2000 difference"))
  }
}
