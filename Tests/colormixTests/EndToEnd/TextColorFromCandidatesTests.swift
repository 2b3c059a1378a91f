import Foundation
import Testing

/// End-to-end: `textcolor BG --from COLOR…` (or `--from-palette`) picks among candidates the most readable on the
/// background, or with `--require` the first in order that meets it, and refuses (65) when none does, naming the
/// best ratio; the ratios are checked with the WCAG formula of the tests.
@Suite struct TextColorFromCandidatesTests {
  let cli = Colormix()
  let candidates = ["#ffd700", "#ffffff", "#cccccc", "#336699", "#000000"]

  /// A ratio to 3 decimals, trailing zeros dropped, as the refusal writes it.
  static func threePlaces(_ ratio: Double) -> String {
    var text = String(format: "%.3f", ratio)
    while text.hasSuffix("0") { text.removeLast() }
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  @Test(arguments: ["#000080", "#ffffff", "#777777", "#1e1e2e", "#fbf1c7"])
  func theMostReadableCandidateWins(_ background: String) {
    let best = candidates.max { wcagRatio($0, background) < wcagRatio($1, background) }!
    let result = cli.run(["textcolor", background, "--from"] + candidates)
    #expect(result == .init(stdout: best + "\n", stderr: "", status: 0))
  }

  @Test(arguments: [("aa", 4.5), ("aaa", 7.0), ("3", 3.0), ("10:1", 10.0)])
  func theFirstCandidateThatMeetsTheRequirementWins(_ level: String, _ minimum: Double) {
    for background in ["#000080", "#777777", "#fbf1c7"] {
      let result = cli.run(["textcolor", background, "--from"] + candidates + ["--require", level])
      if let first = candidates.first(where: { wcagRatio($0, background) >= minimum }) {
        #expect(result == .init(stdout: first + "\n", stderr: "", status: 0), "\(background) \(level)")
      } else {
        let best = candidates.map { wcagRatio($0, background) }.max()!
        #expect(result.status == 65)
        #expect(result.stderr.contains(Self.threePlaces(best) + ":1."), "\(result.stderr)")
      }
    }
  }

  @Test func noneMeetingTheRequirementIsRefusedNamingTheBest() {
    let result = cli.run(["textcolor", "white", "--from", "gold", "yellow", "--require", "aa"])
    let best = Self.threePlaces(wcagRatio("#ffd700", "#ffffff"))
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "colormix: error: No candidate reaches aa (4.5:1) on the background; the best is gold, at \(best):1.\n")
  }

  @Test func thePaletteCanBeTheCandidates() {
    cli.run(["save", "paper", "#fbf1c7"])
    cli.run(["save", "ink", "#3c3836"])
    cli.run(["save", "rust", "#af3a03"])
    #expect(cli.run(["textcolor", "#282828", "--from-palette"]).stdout == "#fbf1c7\n")
    #expect(cli.run(["textcolor", "#fbf1c7", "--from-palette", "--require", "aa"]).stdout == "#3c3836\n")
    #expect(cli.run(["textcolor", "#fbf1c7", "--from-palette", "--require", "aaa", "-f", "name"]).status == 0)
  }

  @Test func candidatesNeedFromAndRequireNeedsCandidates() {
    #expect(cli.run(["textcolor", "red", "blue"]).status == 64)
    #expect(cli.run(["textcolor", "red", "--require", "aa"]).status == 64)
    #expect(cli.run(["textcolor", "red", "--from"]).status == 64)
    #expect(cli.run(["textcolor", "red", "--from", "blue", "--from-palette"]).status == 64)
  }

  /// A candidate outside sRGB is printed exactly (its own text piped, mapped where the format cannot hold it), in
  /// every format, its nearest name that of its mapped color.
  @Test func aWideGamutCandidateIsPrintedInEveryFormat() {
    for format in ["name", "json", "hex", "value", "swatch"] {
      let result = cli.run(["textcolor", "navy", "--from", "color(display-p3 0 1 0)", "--format", format])
      #expect(result.status == 0, "\(format): \(result.stderr)")
    }
    #expect(cli.run(["textcolor", "navy", "--from", "color(display-p3 0 1 0)"]).stdout == "color(display-p3 0 1 0)\n")
    let hex = cli.run(["textcolor", "navy", "--from", "color(display-p3 0 1 0)", "--format", "hex"]).stdout
    #expect(hex == cli.run(["show", "color(display-p3 0 1 0)", "--format", "hex"]).stdout)
  }
}
