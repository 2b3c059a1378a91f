import Foundation
import Testing

/// End-to-end: `palette check` audits a saved or imported theme (its foreground and colors 1–7 and 9–15 on its
/// background, the rule `terminal --require` uses) or named pairs, with no terminal, against a WCAG level or a
/// ratio of its own; exit 1 when a pair fails, JSON for scripts.
@Suite struct PaletteCheckAuditsWithoutATerminalTests {
  let cli = Colormix()
  static let theme: [(String, String)] = [
    ("background", "#282828"), ("foreground", "#ebdbb2"), ("cursor", "#fe8019"), ("color0", "#282828"),
    ("color1", "#cc241d"), ("color2", "#98971a"), ("color4", "#458588"), ("color8", "#928374"), ("color9", "#fb4934"),
  ]

  func importTheme() {
    let file = Self.theme.map { "\($0.0) \($0.1)\n" }.joined()
    #expect(cli.run(["palette", "import", "-", "-q"], stdin: file).status == 0)
  }

  /// The pairs the rule checks, in the theme's order, and whether each meets `minimum`.
  func expected(_ minimum: Double) -> [(name: String, hex: String, passes: Bool)] {
    Self.theme.filter { ["foreground", "color1", "color2", "color4", "color9"].contains($0.0) }.map {
      ($0.0, $0.1, wcagRatio($0.1, "#282828") >= minimum)
    }
  }

  @Test func theThemesTextColorsAreCheckedOnItsBackgroundAndAFailureExitsOne() {
    importTheme()
    let result = cli.run(["palette", "check"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let pairs = expected(4.5)
    #expect(lines.count == pairs.count)
    for (line, pair) in zip(lines, pairs) {
      #expect(line.hasPrefix(pair.name + " on background"))
      #expect(line.contains("\(pair.hex) on #282828: " + String(format: "%.2f", wcagRatio(pair.hex, "#282828")) + ":1"))
      #expect(line.hasSuffix(pair.passes ? "  pass" : "  fail"))
    }
    let failed = pairs.filter { !$0.passes }.count
    #expect(failed > 0)
    #expect(result.status == 1)
    #expect(result.stderr == "colormix: error: \(failed) of \(pairs.count) pairs fail --require aa (4.5:1).\n")
    // The cursor, color0 and color8 are printed by `terminal` but not required: they are not checked.
    #expect(!result.stdout.contains("cursor") && !result.stdout.contains("color0") && !result.stdout.contains("color8"))
  }

  @Test(arguments: ["3", "3:1", "aa-large", "AA-LARGE", "2.5", "10"])
  func aLevelOrARatioOfItsOwnIsTheBar(_ requirement: String) throws {
    importTheme()
    let minimum = ["3", "3:1", "aa-large", "AA-LARGE"].contains(requirement) ? 3 : Double(requirement)!
    let result = cli.run(["palette", "check", "--require", requirement, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let pairs = try #require(object["pairs"] as? [[String: Any]])
    let expected = expected(minimum)
    #expect(pairs.map { $0["foreground"] as? String } == expected.map(\.name))
    #expect(pairs.map { $0["pass"] as? Bool } == expected.map(\.passes))
    #expect((object["minimumRatio"] as? Double) == minimum)
    let failed = expected.filter { !$0.passes }.count
    #expect((object["failed"] as? Int) == failed)
    #expect(result.status == (failed > 0 ? 1 : 0))
  }

  @Test func namedPairsAreCheckedInsteadOfTheTheme() {
    importTheme()
    cli.run(["save", "paper", "#fbf1c7"])
    cli.run(["save", "ink:dark", "#3c3836"])
    let result = cli.run(["palette", "check", "--pairs", "color1:paper,ink:dark:paper", "--require", "aaa"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("color1 on paper") && lines[1].hasPrefix("ink:dark on paper"))
    let passes = [wcagRatio("#cc241d", "#fbf1c7") >= 7, wcagRatio("#3c3836", "#fbf1c7") >= 7]
    #expect(lines[0].hasSuffix(passes[0] ? "pass" : "fail") && lines[1].hasSuffix(passes[1] ? "pass" : "fail"))
    #expect(result.status == (passes.allSatisfy { $0 } ? 0 : 1))
  }

  @Test func aPaletteWithNothingToCheckOrAnUnknownNameIsRefused() {
    let empty = cli.run(["palette", "check"])
    #expect(empty.status == 65)
    #expect(empty.stderr.contains("name pairs with --pairs FG:BG"))
    importTheme()
    #expect(cli.run(["palette", "check", "--pairs", "color1:nowhere"]).status == 64)
    #expect(cli.run(["palette", "check", "--pairs", "color1"]).status == 64)
    #expect(cli.run(["palette", "check", "--require", "22"]).status == 64)
    #expect(cli.run(["palette", "check", "--require", "0.5"]).status == 64)
    #expect(cli.run(["palette", "check", "--require", "loud"]).status == 64)
  }

  @Test func contrastTakesARatioOfItsOwnToo() {
    let red = wcagRatio("#ff0000", "#ffffff")
    #expect(cli.run(["contrast", "red", "white", "--require", "3.9"]).status == (red >= 3.9 ? 0 : 1))
    #expect(cli.run(["contrast", "red", "white", "--require", "4:1"]).status == (red >= 4 ? 0 : 1))
    let failing = cli.run(["contrast", "red", "white", "--require", "4"])
    #expect(failing.stderr == "colormix: error: 1 of 1 pair fails --require 4:1.\n")
  }
}
