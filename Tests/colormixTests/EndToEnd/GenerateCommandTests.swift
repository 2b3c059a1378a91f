import Foundation
import Testing

/// End-to-end: `random`, `distinct`, `sort`, `compare`, `simulate`, and `palette --sort` / `--simulate`.
@Suite struct GenerateCommandTests {
  let cli = Colormix()

  /// The output's lines.
  static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  /// One JSON line as an object.
  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  // MARK: random

  @Test func randomWithASeedPrintsTheSameColorsEveryRun() {
    let first = cli.run(["random", "--seed", "1", "--count", "3", "--format", "hex"])
    #expect(first == .init(stdout: "#b38592\n#64b225\n#1261dd\n", stderr: "", status: 0))
    #expect(cli.run(["random", "--count", "3", "--format=hex", "--seed=1"]) == first)
    #expect(cli.run(["random", "--seed", "2", "--count", "3", "--format", "hex"]).stdout != first.stdout)
    // The largest seed is a seed.
    #expect(cli.run(["random", "--seed", "18446744073709551615", "--format", "hex"]).stdout == "#8fc481\n")
  }

  @Test func randomPrintsOneColorByDefaultInEveryFormatAndStoresNothing() throws {
    let swatch = cli.run(["random", "--format", "swatch"])
    #expect(swatch.status == 0 && GenerateCommandTests.lines(swatch.stdout).count == 1)
    #expect(swatch.stdout.hasPrefix("#") && swatch.stdout.contains("  red "))
    // Piped, the color is its own text, which reads back as the color drawn.
    let value = cli.run(["random", "--seed", "5"])
    #expect(value.status == 0 && value.stderr.isEmpty && GenerateCommandTests.lines(value.stdout).count == 1)
    #expect(
      cli.run(["show", String(value.stdout.dropLast()), "--format", "rgb"]).stdout
        == cli.run(["random", "--seed", "5", "--format", "rgb"]).stdout)
    for format in ["rgb", "rgb255", "hex", "css", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "name"] {
      let result = cli.run(["random", "--seed", "5", "--format", format])
      #expect(result.status == 0 && result.stderr.isEmpty && GenerateCommandTests.lines(result.stdout).count == 1)
    }
    let json = cli.run(["random", "--seed", "5", "--count", "2", "--format", "json"])
    for line in GenerateCommandTests.lines(json.stdout) { #expect(try GenerateCommandTests.object(line)["hex"] != nil) }
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test func randomWithoutASeedDiffersAndVerboseSaysTheSeedToRepeatIt() throws {
    let a = cli.run(["random", "--count", "4", "--format", "hex", "--verbose"])
    let b = cli.run(["random", "--count", "4", "--format", "hex"])
    #expect(a.stdout != b.stdout)
    let seed = try #require(a.stderr.split(separator: " ").last.map { $0.trimmingCharacters(in: .newlines) })
    #expect(a.stderr == "colormix: seed \(seed)\n")
    #expect(cli.run(["random", "--count", "4", "--format", "hex", "--seed", seed]).stdout == a.stdout)
  }

  @Test func randomKindsStayInTheirRanges() throws {
    let vivid = cli.run(["random", "--kind", "vivid", "--seed", "3", "--count", "50", "--format", "oklch"])
    for line in GenerateCommandTests.lines(vivid.stdout) {
      let parts = line.dropFirst(6).dropLast().split(separator: " ").compactMap { Double($0) }
      #expect(parts[0] >= 0.55 && parts[0] <= 0.8 && parts[1] <= 0.25, "\(line)")
    }
    let pastel = cli.run(["random", "--kind", "pastel", "--seed", "3", "--count", "50", "--format", "oklch"])
    for line in GenerateCommandTests.lines(pastel.stdout) {
      let parts = line.dropFirst(6).dropLast().split(separator: " ").compactMap { Double($0) }
      #expect(parts[0] >= 0.85 && parts[0] <= 0.93 && parts[1] <= 0.08, "\(line)")
    }
    let gray = cli.run(["random", "--kind", "gray", "--seed", "3", "--count", "20", "--format", "rgb"])
    for line in GenerateCommandTests.lines(gray.stdout) { #expect(Set(line.split(separator: " ")).count == 1) }
  }

  @Test func randomRefusesBadCountsSeedsAndKinds() {
    for arguments in [
      ["--count", "0"], ["--count", "10001"], ["--count", "2.0"], ["--count", "+2"], ["--seed", "-1"],
      ["--seed", "18446744073709551616"], ["--seed", "1e3"], ["--seed", ""], ["--kind", "neon"], ["red"],
    ] {
      let result = cli.run(["random"] + arguments)
      #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments)")
    }
    #expect(
      cli.run(["random", "--count", "0"]).stderr
        == "colormix: error: '0' is not a valid --count; use a number in 1–10000 (a whole number, digits only).\n"
    )
  }

  // MARK: distinct

  @Test func distinctIsDeterministicWithASeedAndKeepsTheGivenColorsFirst() {
    let result = cli.run(["distinct", "4", "red", "white", "--seed", "1", "--format", "hex"])
    #expect(result == .init(stdout: "#ff0000\n#ffffff\n#016310\n#000079\n", stderr: "", status: 0))
    #expect(cli.run(["distinct", "4", "red", "white", "--seed", "1", "--format", "hex"]) == result)
    let exact = cli.run(["distinct", "3", "oklch(0.5 0.05 200)", "--seed", "1", "--format", "oklch"])
    #expect(GenerateCommandTests.lines(exact.stdout).first == "oklch(0.5 0.05 200)")
  }

  @Test func distinctReportsTheSmallestDifferenceItReached() throws {
    let verbose = cli.run(["distinct", "5", "--seed", "1", "--format", "hex", "--verbose"])
    #expect(verbose.stdout == "#cc4ed7\n#00ff00\n#113300\n#ff8400\n#00ccff\n")
    #expect(
      verbose.stderr
        == "colormix: seed 1\ncolormix: smallest CIEDE2000 difference 53.81, between #ff8400 and #00ccff\n")
    let json = cli.run(["distinct", "5", "--seed", "1", "--format", "json"])
    let objects = try GenerateCommandTests.lines(json.stdout).map(GenerateCommandTests.object)
    #expect(objects.count == 5)
    let minimum = try #require(objects[0]["minimumDistance"] as? Double)
    #expect(minimum == 53.8088 || abs(minimum - 53.81) < 0.005)
    #expect(objects.allSatisfy { ($0["minimumDistance"] as? Double) == minimum })
    let nearest = objects.compactMap { $0["nearestDistance"] as? Double }
    #expect(nearest.min() == minimum)
    #expect(objects.allSatisfy { ($0["given"] as? Bool) == false })
  }

  @Test func distinctReadsTheGivenColorsFromStandardInput() throws {
    let result = cli.run(["distinct", "3", "-", "--seed", "1", "--format", "json"], stdin: "red\n\nbogus\nwhite\n")
    #expect(result.status == 65)
    let lines = GenerateCommandTests.lines(result.stdout)
    #expect(lines.count == 4)
    #expect(try GenerateCommandTests.object(lines[0])["error"] != nil)
    let first = try GenerateCommandTests.object(lines[1])
    #expect(first["hex"] as? String == "#ff0000" && first["line"] as? Int == 1 && first["given"] as? Bool == true)
    #expect(try GenerateCommandTests.object(lines[2])["line"] as? Int == 4)
    #expect(try GenerateCommandTests.object(lines[3])["given"] as? Bool == false)
    #expect(result.stderr.contains("colormix: error: line 3: Unknown color name 'bogus'."))
    // Colors past N are counted, not kept: the refusal says how many came.
    let tooMany = cli.run(["distinct", "2", "-", "--seed", "1"], stdin: "red\nblue\nlime\nnavy\n")
    #expect(tooMany.status == 64 && tooMany.stdout.isEmpty)
    #expect(tooMany.stderr.contains("use a number in 4–256 (at least the number of colors given)"))
  }

  @Test func distinctRefusesBadCounts() {
    for arguments in [["1"], ["257"], ["2.0"], ["two"], ["2", "red", "blue", "lime"], ["3", "red", "-"]] {
      let result = cli.run(["distinct"] + arguments)
      #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments)")
    }
    #expect(cli.run(["distinct"]).status == 64)
  }

  // MARK: sort

  @Test func sortByHuePutsGraysFirstThenHues() {
    let result = cli.run(["sort", "blue", "white", "red", "#777788", "lime", "black", "gray", "--format", "hex"])
    #expect(
      result == .init(stdout: "#000000\n#808080\n#ffffff\n#ff0000\n#00ff00\n#0000ff\n#777788\n", stderr: "", status: 0))
  }

  @Test func sortIsStableByEveryKeyAndReverses() {
    let colors = ["red", "#ff0000", "black", "rgb(255 0 0)", "white"]
    #expect(
      cli.run(["sort", "--by", "lightness"] + colors + ["--format", "css"]).stdout
        == "rgb(0 0 0)\nrgb(255 0 0)\nrgb(255 0 0)\nrgb(255 0 0)\nrgb(255 255 255)\n")
    #expect(
      cli.run(["sort", "--by", "luminance", "--reverse", "yellow", "blue", "white", "--format", "hex"]).stdout
        == "#ffffff\n#ffff00\n#0000ff\n")
    #expect(
      cli.run(["sort", "--by", "chroma", "blue", "gray", "#c08080", "--format", "hex"]).stdout
        == "#808080\n#c08080\n#0000ff\n")
    // Equal keys keep their order under --reverse too: the three reds come in the order given.
    #expect(
      cli.run(["sort", "--by", "lightness", "--reverse", "#ff0000", "red", "white", "--format", "name"]).stdout
        == "white\nred\nred\n")
  }

  @Test func sortByNameUsesTheGivenNameElseTheNearest() {
    cli.run(["set", "#102030"])
    cli.run(["save", "Zulu"])
    let result = cli.run([
      "sort", "--by", "name", "palette:Zulu", "tomato", "Antique Brass", "#0000fe", "--format", "hex",
    ])
    // Antique Brass, blue (nearest of #0000fe), tomato, Zulu (the palette name, not its nearest).
    #expect(result.stdout == "#cd9575\n#0000fe\n#ff6347\n#102030\n")
  }

  @Test func sortReadsStandardInputThenPrintsInOrderWithLineNumbers() throws {
    let result = cli.run(["sort", "-", "--by", "lightness", "--format", "hex"], stdin: "white\nnope\nblack\n\ngray\n")
    #expect(result.stdout == "#000000\n#808080\n#ffffff\n")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("colormix: error: line 2: Unknown color name 'nope'."))
    let json = cli.run(["sort", "-", "--by", "lightness", "--format", "json"], stdin: "white\nblack\n")
    let lines = try GenerateCommandTests.lines(json.stdout).map(GenerateCommandTests.object)
    #expect(lines.map { $0["line"] as? Int } == [2, 1])
  }

  @Test func sortNeedsAColorAndTakesDashAlone() {
    #expect(cli.run(["sort"]).status == 64)
    let mixed = cli.run(["sort", "red", "-"])
    #expect(mixed.status == 64)
    #expect(
      mixed.stderr
        == "colormix: error: - (standard input) must be the only color when it is given; usage: colormix sort COLOR... [OPTIONS].\n"
    )
    #expect(cli.run(["sort", "--by", "size", "red"]).status == 64)
  }

  @Test func sortUnderStrictRefusesAColorOutsideSRGBAndPrintsNothing() {
    let strict = cli.run(["sort", "red", "oklch(0.7 0.4 30)", "--strict", "--format", "hex"])
    #expect(strict.status == 65 && strict.stdout.isEmpty)
    // The value holds it as given, as show prints it: nothing to refuse.
    let exact = cli.run(["sort", "red", "oklch(0.7 0.4 30)", "--strict"])
    #expect(exact == .init(stdout: "#ff0000\noklch(0.7 0.4 30)\n", stderr: "", status: 0))
    let warned = cli.run(["sort", "red", "oklch(0.7 0.4 30)", "--format", "hex"])
    #expect(warned.stdout == "#ff0000\n#ff5843\n")
    #expect(warned.stderr == "colormix: warning: oklch(0.7 0.4 30) is outside sRGB; using #ff5843 (gamut mapped)\n")
  }

  @Test func paletteSortListsInOrderAndLeavesTheFile() {
    for (color, name) in [("white", "b"), ("black", "c"), ("red", "a")] {
      cli.run(["set", color])
      cli.run(["save", name])
    }
    let before = cli.contents(cli.palette)
    #expect(
      cli.run(["palette", "--sort", "name", "--color", "never"]).stdout.split(separator: "\n").map { $0.prefix(7) } == [
        "#ff0000", "#ffffff", "#000000",
      ])
    #expect(
      cli.run(["palette", "--sort", "lightness", "--color", "never"]).stdout.split(separator: "\n").map { $0.prefix(7) }
        == ["#000000", "#ff0000", "#ffffff"])
    #expect(
      cli.run(["palette", "--color", "never"]).stdout.split(separator: "\n").map { $0.prefix(7) } == [
        "#ffffff", "#000000", "#ff0000",
      ])
    #expect(cli.contents(cli.palette) == before)
  }

  // MARK: compare

  @Test func compareShowsBothColorsAndTheThreeMeasures() {
    let result = cli.run(["compare", "#777777", "white", "--color", "never"])
    #expect(
      result.stdout == """
        #777777  red 46.6667  green 46.6667  blue 46.6667  ≈ gray (css)
        #ffffff  red 100  green 100  blue 100  = white (css)
        #777777 #ffffff  ΔE00 36.49  ΔEOK 0.4307  contrast 4.48:1

        """)
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      cli.run(["compare", "red", "lime", "--format", "hex"]).stdout
        == "#ff0000\n#00ff00\n#ff0000 #00ff00  ΔE00 86.61  ΔEOK 0.5198  contrast 2.91:1\n")
    // Side by side, each on its own color.
    let colored = cli.run(["compare", "red", "lime", "--color", "always"]).stdout
    #expect(colored.contains("\u{1B}[") && colored.split(separator: "\n").count == 3)
  }

  @Test func compareInJSONIsOneObject() throws {
    let result = cli.run(["compare", "red", "lime", "--format", "json"])
    let lines = GenerateCommandTests.lines(result.stdout)
    #expect(lines.count == 1)
    let object = try GenerateCommandTests.object(lines[0])
    #expect(object["ciede2000"] as? Double == 86.6082)
    #expect(object["deltaEOK"] as? Double == 0.5198)
    #expect(object["contrast"] as? Double == 2.91)
    #expect((object["a"] as? [String: Any])?["hex"] as? String == "#ff0000")
    #expect((object["b"] as? [String: Any])?["hex"] as? String == "#00ff00")
  }

  @Test func compareTheSameColorIsZeroAndOne() {
    #expect(
      cli.run(["compare", "#336699", "rgb(51 102 153)", "--format", "hex"]).stdout
        == "#336699\n#336699\n#336699 #336699  ΔE00 0  ΔEOK 0  contrast 1.00:1\n")
  }

  @Test func compareReadsEachLineAgainstB() throws {
    let result = cli.run(["compare", "-", "white", "--format", "json"], stdin: "black\nbogus\n")
    #expect(result.status == 65)
    let lines = try GenerateCommandTests.lines(result.stdout).map(GenerateCommandTests.object)
    #expect(lines[0]["line"] as? Int == 1 && lines[0]["contrast"] as? Double == 21)
    #expect(lines[1]["line"] as? Int == 2 && lines[1]["error"] != nil)
    #expect(cli.run(["compare", "red", "-"]).status == 64)
    #expect(cli.run(["compare", "red"]).status == 64)
    #expect(cli.run(["compare", "red", "oklch(0.7 0.4 30)", "--strict"]).status == 65)
  }

  // MARK: simulate

  @Test func simulateMatchesThePublishedModel() {
    // coloraide 8.13.1 gives #6d5f00 and #ffe500 for full protanopia (0.4266 0.3727 0 and 1 0.8994 0).
    #expect(
      cli.run(["simulate", "protanopia", "red", "lime", "--format", "hex"])
        == .init(stdout: "#6d5f00\n#ffe500\n", stderr: "", status: 0))
    // Deuteranopia at 55%, between the 0.5 and 0.6 matrices: coloraide 0.7935 0.5764 0.2594.
    #expect(
      cli.run(["simulate", "deuteranopia", "#ff6347", "--severity", "55", "--format", "rgb"]).stdout
        == "79.3476 57.6424 25.9391\n")
    #expect(cli.run(["simulate", "achromatopsia", "red", "--format", "hex"]).stdout == "#7f7f7f\n")
    #expect(cli.run(["simulate", "tritanopia", "red", "--severity", "0", "--format", "hex"]).stdout == "#ff0000\n")
  }

  @Test func simulateWithoutAColorShowsTheCurrentOneAndChangesNothing() {
    cli.run(["set", "red"])
    let before = cli.contents(cli.store)
    #expect(cli.run(["simulate", "protanopia", "--format", "hex"]).stdout == "#6d5f00\n")
    #expect(cli.contents(cli.store) == before)
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#ff0000\n")
  }

  @Test func simulateFiltersStandardInputLineByLine() {
    let result = cli.run(["simulate", "protanopia", "-", "--format", "hex"], stdin: "red\nbogus\n#00f\n")
    #expect(result.stdout == "#6d5f00\n#0059ff\n")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("colormix: error: line 2: Unknown color name 'bogus'."))
  }

  @Test func simulateRefusesBadKindsAndSeverities() {
    for arguments in [
      ["colorblind", "red"], ["protanopia", "red", "--severity", "101"], ["protanopia", "red", "--severity", "x"],
      ["protanopia", "red", "-"],
    ] {
      let result = cli.run(["simulate"] + arguments)
      #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments)")
    }
    #expect(cli.run(["simulate"]).status == 64)
  }

  @Test func paletteSimulateShowsTheWholePaletteAsSeen() {
    cli.run(["set", "red"])
    cli.run(["save", "fire"])
    cli.run(["set", "lime"])
    cli.run(["save", "leaf"])
    let result = cli.run(["palette", "--simulate", "protanopia", "--color", "never"])
    #expect(result.stdout.hasPrefix("#6d5f00  fire"))
    #expect(result.stdout.contains("\n#ffe500  leaf"))
    let mild = cli.run(["palette", "--simulate", "protanopia", "--severity", "0", "--format", "json"])
    #expect(mild.stdout.contains("\"hex\": \"#ff0000\""))
    let alone = cli.run(["palette", "--severity", "50"])
    #expect(
      alone == .init(stdout: "", stderr: "colormix: error: --severity only works with --simulate KIND.\n", status: 64))
  }

  // MARK: help, completions

  @Test func theNewCommandsHaveHelpAndCompleteTheirWords() {
    for command in ["random", "distinct", "sort", "compare", "simulate"] {
      let help = cli.run(["help", command])
      #expect(help.status == 0 && help.stdout.contains("colormix \(command)"), "\(command)")
    }
    for shell in ["bash", "zsh", "fish"] {
      let script = cli.run(["completions", shell]).stdout
      for word in ["distinct", "simulate", "protanopia", "achromatopsia", "vivid", "luminance", "--severity"] {
        #expect(script.contains(word), "\(shell) \(word)")
      }
    }
  }
}
