import Foundation
import Testing

/// End-to-end: `--shape block` on every command that prints a color.
@Suite struct BlockShapeTests {
  let cli = Colormix()

  func blocks(_ output: String) -> [[Substring]] {
    output.split(separator: "\n\n").map { $0.split(separator: "\n") }
  }

  @Test func showPrintsTheFramedBlockWithValuesAndThreeChips() {
    cli.run(["set", "50", "20", "80"])
    let result = cli.run(["show", "--shape", "block"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 11 && lines.last == "")
    #expect(lines[0] == "┌────────────────┐  #8033cc")
    #expect(lines[4] == "│    #8033cc     │  oklch(0.5103 0.22007 301.6)")
    #expect(lines[9].hasPrefix("└────────────────┘  ≈ "))
    #expect(lines.filter { $0.contains("≈ ") && $0.contains("ΔE ") }.count == 3)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  /// The chips' differences are right-aligned: with `ΔE 7.02` and `ΔE 11.77` the catalogs start in one column.
  @Test func chipDifferencesOfOneAndTwoDigitsKeepTheCatalogsInOneColumn() {
    let result = cli.run(["show", "#123456", "--shape", "block"])
    let chips = result.stdout.split(separator: "\n").filter { $0.contains("ΔE ") }
    #expect(chips.count == 3)
    #expect(chips.contains { $0.contains("ΔE  7.02") } && chips.contains { $0.contains("ΔE 11.77") }, "\(chips)")
    // The column where each line's last word, the catalog, starts.
    let catalogColumns = Set(chips.map { $0.count - ($0.split(separator: " ").last?.count ?? 0) })
    #expect(catalogColumns.count == 1, "\(chips)")
  }

  /// The block is laid out for `COLUMNS`: at 50 the text goes under the block, every line fits, nothing is lost.
  @Test func underSixtyColumnsTheTextGoesUnderTheBlockAndEveryLineFits() {
    cli.run(["set", "#123456"])
    for columns in [50, 59, 30] {
      let result = cli.run(["show", "--shape", "block"], environment: ["COLUMNS": "\(columns)"])
      let lines = result.stdout.split(separator: "\n")
      #expect(result.status == 0 && lines.count == 18, "\(result.stdout)")
      #expect(lines.allSatisfy { $0.count <= columns }, "\(result.stdout)")
      #expect(lines[0] == "┌────────────────┐" && lines[9] == "└────────────────┘")
      #expect(lines[10] == "#123456" && lines[14].hasPrefix("oklch("))
    }
    let fifty = cli.run(["show", "--shape", "block"], environment: ["COLUMNS": "50"]).stdout
    #expect(fifty.contains("\n≈  midnightblue    #191970  ΔE 11.77  css\n"), "\(fifty)")
    // From 60 on the text is beside the block, cut to fit; a COLUMNS that is not a width is ignored (80).
    for (columns, width) in [("60", 60), ("abc", 80), ("0", 80), ("", 80)] {
      let result = cli.run(["show", "--shape", "block"], environment: ["COLUMNS": columns])
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == 10 && lines.allSatisfy { $0.count <= width }, "\(columns): \(result.stdout)")
    }
    #expect(
      cli.run(["show", "--shape", "block"], environment: ["COLUMNS": "abc"]).stdout
        == cli.run(["show", "--shape", "block"]).stdout)
  }

  @Test func inColorTheBlockIsFilledWithTheColor() {
    cli.run(["set", "50", "20", "80"])
    let result = cli.run(["show", "--shape=block", "--color", "always"], environment: ["COLORTERM": "truecolor"])
    #expect(result.stdout.components(separatedBy: "│\u{1B}[48;2;128;51;204;").count == 9)
    let approximated = cli.run(["show", "--shape=block", "--color", "always"], environment: ["COLORTERM": nil])
    #expect(approximated.stdout.contains("│\u{1B}[48;5;92;38;5;231m"))
    // Captured stderr never gets the 256-color note.
    #expect(approximated.stderr.isEmpty)
  }

  @Test func everyCommandThatPrintsAColorDrawsIt() {
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    let commands: [[String]] = [
      ["show"], ["show", "navy"], ["show", "10", "20", "30"], ["set", "tomato"], ["slide", "red", "+5"],
      ["load", "grape"], ["blend", "white"], ["lighten", "10"], ["complement", "navy"], ["reset"],
      ["save", "coal", "--replace"],
    ]
    for command in commands {
      let result = cli.run(command + ["--shape", "block"])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(blocks(result.stdout).count == 1, "\(command)")
      #expect(result.stdout.hasPrefix("┌────────────────┐  #"), "\(command)")
    }
    #expect(cli.run(["load", "grape", "--shape", "block"]).stdout.contains("saved as grape"))
  }

  @Test func manyColorsGiveOneBlockEachSetApartByABlankLine() {
    let piped = cli.run(["show", "-", "--shape", "block"], stdin: "#ff0000\nnavy\n\n10 20 30\n")
    let found = blocks(piped.stdout)
    #expect(found.count == 3)
    #expect(found.map { $0.count } == [10, 10, 10])
    #expect(found[0][0].hasSuffix("#ff0000  = red (css)") && found[1][0].hasSuffix("#000080  = navy (css)"))
    #expect(found[2][0].hasSuffix("#1a334d"))
    let gradient = cli.run(["gradient", "red", "blue", "--steps", "4", "--shape", "block"])
    #expect(blocks(gradient.stdout).count == 4)
    #expect(!gradient.stdout.hasPrefix("\n") && !gradient.stdout.hasSuffix("\n\n"))
    let inverted = cli.run(["invert", "-", "--shape", "block"], stdin: "white\n")
    #expect(inverted.stdout.hasPrefix("┌────────────────┐  #000000  = black (css)"))
  }

  @Test func theGeneratingCommandsPrintOneBlockPerColor() {
    let commands: [([String], Int)] = [
      (["random", "--seed", "1", "--count", "2"], 2), (["distinct", "3"], 3), (["sort", "red", "blue", "lime"], 3),
      (["simulate", "protanopia", "red", "blue"], 2),
    ]
    for (command, count) in commands {
      let result = cli.run(command + ["--shape", "block"])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(blocks(result.stdout).count == count, "\(command)")
      #expect(blocks(result.stdout).allSatisfy { $0.count == 10 && $0[0].hasPrefix("┌") }, "\(command)")
    }
  }

  @Test func anotherFormatOrSidesWithTheBlockIsAUsageError() {
    cli.run(["set", "50", "20", "80"])
    let hex = cli.run(["set", "red", "--shape", "block", "--format", "hex"])
    #expect(hex.status == 64 && hex.stdout.isEmpty)
    #expect(
      hex.stderr
        == "colormix: error: '--shape block' cannot be used with '--format hex': the block is drawn for the swatch "
        + "format only.\n")
    // Nothing was stored.
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#8033cc\n")
    let sides = cli.run(["show", "--shape", "block", "--sides", "5"])
    #expect(sides.status == 64 && sides.stderr.contains("'--sides 5'"))
    #expect(cli.run(["show", "--shape", "block", "--format", "swatch"]).status == 0)
    let square = cli.run(["show", "--shape", "square"])
    #expect(square.stderr.contains("use one of: block, polygon."))
    let polygonElsewhere = cli.run(["set", "red", "--shape", "polygon"])
    #expect(polygonElsewhere.status == 64 && polygonElsewhere.stderr.contains("use one of: block."))
  }
}
