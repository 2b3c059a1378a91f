import Testing

/// `contrast -` without BG reads a pair a line, `FG on BG` or `FG<TAB>BG`, and prints and judges each as
/// `contrast FG BG` does: bad lines are reported with their numbers (65), and `--require` exits 1 when a pair fails.
@Suite struct ContrastPairsTests {
  let cli = Colormix()

  @Test func eachPairIsPrintedAsContrastFGBGPrintsIt() {
    let pairs = ["white on navy", "#777777\twhite", "Lemon Yellow on crayola:Navy Blue", "rgb(0 0 0)  on  palette:x"]
    cli.run(["set", "#336699"])
    cli.run(["save", "x"])
    let result = cli.run(["contrast", "-"], stdin: pairs.joined(separator: "\n") + "\n\n")
    var expected = ""
    for (fg, bg) in [
      ("white", "navy"), ("#777777", "white"), ("Lemon Yellow", "crayola:Navy Blue"), ("rgb(0 0 0)", "#336699"),
    ] {
      expected += cli.run(["contrast", fg, bg]).stdout
    }
    #expect(result == .init(stdout: expected, stderr: "", status: 0))
  }

  @Test func requireExitsOneWhenAnyPairFails() {
    let result = cli.run(["contrast", "-", "--require", "aa"], stdin: "white on navy\n#777777 on white\n")
    #expect(result.status == 1)
    #expect(result.stderr == "colormix: error: 1 of 2 pairs fail --require aa (4.5:1).\n")
    #expect(cli.run(["contrast", "-", "--require", "aa"], stdin: "white on navy\n").status == 0)
  }

  @Test func aBadLineIsReportedWithItsNumberAndMakesIt65() {
    let result = cli.run(
      ["contrast", "-", "--require", "aa"], stdin: "red\nbogus on white\nwhite on black\n\u{1B}[2J on red\n")
    #expect(result.status == 65)
    #expect(result.stdout.hasPrefix("#ffffff on #000000: 21.00:1"))
    let lines = result.stderr.split(separator: "\n")
    #expect(lines[0] == "colormix: error: line 1: 'red' is not a pair of colors; write FG on BG or FG<TAB>BG.")
    #expect(lines[1].hasPrefix("colormix: error: line 2: Unknown color name 'bogus'."))
    #expect(lines[2].hasPrefix("colormix: error: line 4: '\\u{1B}[2J' is not a color"))
    #expect(lines.last == "colormix: error: 3 input lines were bad; the others were printed.")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func jsonHasTheLineNumberOfEachPairAndEachError() {
    let result = cli.run(["contrast", "-", "--format", "json"], stdin: "white on navy\nred\n")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2 && result.status == 65)
    #expect(
      lines[0].hasPrefix("{\"line\": 1, \"hex\": \"#ffffff\", \"against\": [{\"hex\": \"#000080\", \"ratio\": 16.01"))
    #expect(lines[1] == "{\"line\": 2, \"error\": \"'red' is not a pair of colors; write FG on BG or FG<TAB>BG.\"}")
  }
}
