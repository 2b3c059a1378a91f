import Foundation
import Testing

/// End-to-end: the sides in the store file, and `show --shape polygon [--sides N]`.
@Suite struct PolygonShowTests {
  let cli = Colormix()

  @Test func showShapePolygonPrintsTheColorViewWithTheStoredSides() {
    cli.run(["set", "50", "20", "80"])
    let plain = cli.run(["show", "--shape", "polygon"])
    #expect(plain.status == 0)
    let lines = plain.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 20 && lines.last == "")
    #expect(lines[0].hasPrefix("┌─ Color ─"))
    #expect(lines[1].contains("#8033cc  ≈ blueviolet (css)"))
    #expect(lines[2].contains("not saved"))
    #expect(plain.stdout.contains("Hexagon (6)"))
    #expect(plain.stdout.contains("░") && plain.stdout.contains("▀"))
    #expect(!plain.stdout.contains("\u{1B}"))
  }

  @Test func sidesComeFromTheOptionOrTheStoreFile() {
    #expect(cli.run(["show", "--sides", "5"]).stdout.contains("Pentagon (5)"))
    cli.write("{\"red\": 0, \"green\": 0, \"blue\": 0, \"sides\": 12}", to: cli.store)
    #expect(cli.run(["show", "--shape", "polygon"]).stdout.contains("Dodecagon (12)"))
    #expect(cli.run(["show", "--shape=polygon", "--sides", "3"]).stdout.contains("Triangle (3)"))
    // A rewrite of the color keeps them.
    cli.run(["set", "tomato"])
    cli.run(["slide", "red", "-5"])
    cli.run(["reset"])
    #expect(cli.run(["show", "--shape", "polygon"]).stdout.contains("Dodecagon (12)"))
    #expect(String(decoding: cli.contents(cli.store)!, as: UTF8.self).contains("\"sides\": 12"))
  }

  @Test func colorFollowsTheShowPolicy() {
    cli.run(["save", "coal"])
    let colored = cli.run(["show", "--shape", "polygon", "--color", "always"], environment: ["COLORTERM": "truecolor"])
    #expect(colored.stdout.contains("\u{1B}[0;38;2;255;255;255;48;2;0;0;0m #000000"))
    #expect(colored.stdout.contains("saved as coal"))
    let noColor = cli.run(["show", "--shape", "polygon", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(noColor.stdout.contains("\u{1B}["))
    let never = cli.run(["show", "--shape", "polygon"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"])
    #expect(!never.stdout.contains("\u{1B}"))
  }

  @Test func badSidesAndFormatsAreUsageErrors() {
    let sides = cli.run(["show", "--sides", "13"])
    #expect(sides.status == 64)
    #expect(sides.stderr.contains("'13' is not a valid value for --sides; use one of: 3, 4, 5"))
    let format = cli.run(["show", "--shape", "polygon", "--format", "json"])
    #expect(format.status == 64)
    #expect(format.stderr == "colormix: error: 'json' is not a valid value for --format; use one of: swatch.\n")
    #expect(cli.run(["show", "--shape", "square"]).status == 64)
  }

  @Test func anInvalidSidesMemberMakesTheStoreCorrupt() {
    cli.write("{\"red\": 0, \"green\": 0, \"blue\": 0, \"sides\": 20}", to: cli.store)
    let result = cli.run(["show"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("is corrupt ('sides' is not a whole number from 3 to 12)"))
    #expect(cli.run(["reset"]).status == 0)
    #expect(cli.run(["show", "--shape", "polygon"]).stdout.contains("Hexagon (6)"))
  }
}
