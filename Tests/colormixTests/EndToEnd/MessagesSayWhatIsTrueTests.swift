import Foundation
import Testing

/// End-to-end: messages say what is true: how many lines were printed, the real limit of a range, every channel
/// out of range, one grammar for whole numbers, huge numbers kept to one readable line, and `show --strict` saying
/// that the color was not printed (never that nothing was written).
@Suite struct MessagesSayWhatIsTrueTests {
  let cli = Colormix()

  @Test func whenEveryLineIsBadNoColorWasPrinted() {
    let one = cli.run(["show", "-"], stdin: "bogus\n\n")
    #expect(one.stderr.hasSuffix("colormix: error: 1 input line was bad; no color was printed.\n"))
    #expect(one.status == 65)
    let two = cli.run(["show", "-"], stdin: "bogus\nnope\n")
    #expect(two.stderr.hasSuffix("colormix: error: 2 input lines were bad; no color was printed.\n"))
    let some = cli.run(["show", "-", "--format", "hex"], stdin: "bogus\nred\n")
    #expect(some.stderr.hasSuffix("colormix: error: 1 input line was bad; the others were printed.\n"))
  }

  @Test func aRangeThatCannotBeMetSaysTheRealLimit() {
    let reds = Array(repeating: "red", count: 257)
    let distinct = cli.run(["distinct", "256"] + reds)
    #expect(
      distinct.stderr == "colormix: error: 'distinct' makes at most 256 colors in all, and 257 colors were given.\n")
    #expect(distinct.status == 64)
    let gradient = cli.run(["gradient"] + reds + ["--steps", "256"])
    #expect(
      gradient.stderr == "colormix: error: 'gradient' makes at most 256 colors in all, and 257 colors were given.\n")
    #expect(gradient.status == 64)
    let lines = String(repeating: "red\n", count: 300)
    let stream = cli.run(["distinct", "256", "-", "--format", "hex"], stdin: lines)
    #expect(
      stream.stderr == "colormix: error: 'distinct' makes at most 256 colors in all, and 300 colors were given.\n")
    #expect(stream.status == 64)
    #expect(cli.run(["distinct", "2", "red", "blue", "green"]).stderr.contains("use a number in 3–256"))
  }

  @Test func strictNamesEveryChannelOutOfRange() {
    let result = cli.run(["set", "150", "-3", "50", "--strict"])
    #expect(
      result.stderr == "colormix: error: red 150 and green -3 are out of range 0–100 (--strict); nothing was written.\n"
    )
    #expect(result.status == 65)
    let all = cli.run(["show", "rgb(300, -3, 256)", "--strict"])
    #expect(
      all.stderr
        == "colormix: error: red 300, green -3 and blue 256 are out of range 0–255 (--strict); the color was not printed.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test(arguments: [
    (["random", "--count", "010", "--seed", "1", "--format", "hex"], 10),
    (["random", "--count", "3", "--seed", "00000000000000000000000000001", "--format", "hex"], 3),
    (["distinct", "0004", "--seed", "1", "--format", "hex"], 4),
    (["gradient", "red", "blue", "--steps", "0000003", "--format", "hex"], 3),
  ])
  func leadingZerosAreOneGrammarForEveryWholeNumber(_ arguments: [String], _ lines: Int) {
    let result = cli.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == lines)
    #expect(
      cli.run(["random", "--seed", "00000000000000000000000000001", "--format", "hex"]).stdout
        == cli.run(["random", "--seed", "1", "--format", "hex"]).stdout)
  }

  @Test(arguments: ["+3", "3.0", "3e0", " 3", "-1", "18446744073709551616"])
  func anythingButDigitsIsRefused(_ text: String) {
    let result = cli.run(["random", "--seed", text])
    #expect(result.status == 64)
    #expect(result.stderr.contains("(a whole number, digits only)"))
  }

  @Test func theSidesOptionTakesTheSameGrammar() {
    cli.run(["set", "red"])
    #expect(cli.run(["show", "--sides", "05"]).status == 0)
    #expect(cli.run(["show", "--sides", "13"]).status == 64)
  }

  @Test func aHugeNumberIsShownShort() throws {
    cli.run(["set", "red"])
    cli.write("{\"version\": 1, \"red\": 1e2000, \"green\": 0, \"blue\": 0}", to: cli.store)
    let file = cli.run(["show", "--format", "hex"])
    #expect(file.stderr == "colormix: warning: \(cli.store): red 1e2000 is out of range 0–100; using 100\n")
    let typed = cli.run(["show", String(repeating: "9", count: 40), "0", "0", "--format", "hex"])
    #expect(typed.stderr == "colormix: warning: red 9.99999…e39 is out of range 0–100; using 100\n")
    let line = cli.run(
      ["show", "-", "--format", "hex"], stdin: "{\"red\": 12345678901234567890123456789, \"green\": 0, \"blue\": 0}\n")
    #expect(line.stderr == "colormix: warning: line 1: red 1.23456…e28 is out of range 0–100; using 100\n")
  }

  @Test func aNumberPastWhatAFileKeepsIsShownAsWritten() {
    let digits = "1" + String(repeating: "0", count: 3000)
    let line = cli.run(
      ["show", "-", "--format", "hex"], stdin: "{\"red\": \(digits), \"green\": 0, \"blue\": 0}\n")
    #expect(line.stderr == "colormix: warning: line 1: red 1e3000 is out of range 0–100; using 100\n")
  }

  @Test func aLongArgumentIsQuotedCut() {
    let long = String(repeating: "x", count: 1000)
    let result = cli.run(["show", long])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("colormix: error: Unknown color name '\(String(repeating: "x", count: 60))…'."))
    #expect(result.stderr.utf8.count < 400)
  }

  @Test func aWrongNumberOfArgumentsPointsAtHelpThatWorks() {
    let result = cli.run(["show", "red", "--shape", "polygon"])
    #expect(result.status == 64)
    #expect(result.stderr.hasSuffix("See 'colormix help show'.\n"))
  }

  @Test func showStrictDoesNotSayNothingWasWritten() {
    let result = cli.run(["show", "150", "0", "0", "--strict"])
    #expect(result.status == 65)
    #expect(!result.stderr.contains("nothing was written"))
    #expect(result.stderr.contains("the color was not printed"))
    let lines = cli.shell("echo 'oklch(0.7 0.4 30)' | $COLORMIX show - --strict --format hex")
    #expect(lines.status == 65)
    #expect(!lines.stderr.contains("nothing was written"))
  }

  @Test func aSpaceBeforeAPercentIsNamedAsTheReason() {
    for (color, number) in [("rgb(50 %, 20 %, 80 %)", "50"), ("rgb(50% 20 % 80%)", "20"), ("hsl(50 20% 80 %)", "80")] {
      let result = cli.run(["show", color])
      #expect(result.status == 64)
      let function = color.prefix { $0 != "(" }
      #expect(
        result.stderr.contains(
          "is not a color: \(function)() has a space between \(number) and its %; write \(number)%"),
        "\(color)")
    }
  }

  /// The forms a message lists are the parser's: every function, `color-mix()` included, and each one reads.
  @Test func theListOfColorFormsNamesEveryFunctionTheParserReads() {
    let message = cli.run(["show", "nonsense"]).stderr
    let functions = ["rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "hsv", "cmyk"]
    #expect(message.contains(functions.map { $0 + "()" }.joined(separator: ", ")))
    #expect(cli.run(["show", "zz(1)"]).stderr.contains("oklch, color, color-mix, hsv or cmyk)"))
    #expect(cli.run(["show", "color-mix(in oklab, red, blue)", "--format", "hex"]).status == 0)
  }

  @Test func aHugeExponentInAFileIsShownAsWritten() {
    cli.write(
      #"{"version": 1, "colors": [{"name": "a", "red": 10, "green": 1e99999999999999999999999, "blue": 30}]}"#,
      to: cli.palette)
    #expect(
      cli.run(["palette"]).stderr
        == "colormix: warning: \(cli.palette): green 1e99999999999999999999999 is out of range 0–100; using 100\n")
    cli.write(
      #"{"version": 1, "red": 10, "green": 20, "blue": -5e-9999999999999999999999999999999999999}"#, to: cli.store)
    #expect(
      cli.run(["show", "--format", "hex"]).stderr
        == "colormix: warning: \(cli.store): blue -5e-999999999999999999999999999999… is out of range 0–100; using 0\n")
  }
}
