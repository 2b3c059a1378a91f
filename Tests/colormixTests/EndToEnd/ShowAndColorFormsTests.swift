import Foundation
import Testing

/// End-to-end: `show COLOR`, `show R G B` and `show -` store nothing; every COLOR form is read the same way.
@Suite struct ShowAndColorFormsTests {
  let cli = Colormix()

  @Test func showColorPrintsItAndCreatesNoStore() {
    #expect(cli.run(["show", "#336699", "--format", "hex"]) == .init(stdout: "#336699\n", stderr: "", status: 0))
    #expect(cli.run(["show", "50", "20", "80", "--format", "rgb255"]).stdout == "128 51 204\n")
    #expect(cli.run(["show", "rebeccapurple", "--format", "css"]).stdout == "rgb(102 51 153)\n")
    #expect(!FileManager.default.fileExists(atPath: cli.store))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/home/.local"))
  }

  @Test(arguments: [
    ("8033cc", "#8033cc"), ("fff", "#ffffff"), ("hsl(270, 60%, 50%)", "#8033cc"), ("hsl(270deg 60% 50%)", "#8033cc"),
    ("hwb(270 20% 20%)", "#8033cc"), ("rgb(128 51 204)", "#8033cc"), ("oklch(0.6279 0.2577 29.23)", "#ff0000"),
    ("oklab(0.6279 0.2249 0.1258)", "#ff0000"), ("lab(54.29 80.8 69.89)", "#ff0000"),
    ("lch(54.29 106.84 40.85)", "#ff0000"),
    ("Antique Brass", "#cd9575"), ("bed", "#bbeedd"),
  ])
  func everyColorFormIsRead(_ text: String, _ hex: String) {
    let result = cli.run(["show", text, "--format", "hex"])
    #expect(result.stdout == hex + "\n")
    #expect(result.status == 0)
  }

  @Test func aCatalogNameWinsOverBareHexAndPaletteNamesASavedColor() {
    // "tan" is not hex, but "bed" and "add" are: no catalog name is pure hex, so names never shadow hex.
    #expect(cli.run(["show", "add", "--format", "hex"]).stdout == "#aadddd\n")
    cli.run(["set", "10", "20", "30"])
    cli.run(["save", "sea"])
    #expect(cli.run(["show", "palette:sea", "--format", "rgb"]).stdout == "10 20 30\n")
    #expect(cli.run(["set", "palette:sea", "--format", "rgb"]).stdout == "10 20 30\n")
    let missing = cli.run(["show", "palette:nope"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("No saved color is named 'nope'."))
  }

  @Test func outOfGamutIsMappedWithAWarningAndStrictRefusesIt() {
    let result = cli.run(["show", "oklch(0.7 0.4 30)", "--format", "hex"])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("colormix: warning: oklch(0.7 0.4 30) is outside sRGB; using #"))
    #expect(result.stderr.hasSuffix(" (gamut mapped)\n"))
    let strict = cli.run(["show", "oklch(0.7 0.4 30)", "--strict", "-f", "swatch"])
    #expect(strict.status == 65)
    #expect(
      strict.stderr == "colormix: error: oklch(0.7 0.4 30) is outside sRGB (--strict); the color was not printed.\n")
  }

  @Test func anUnknownFormSuggestsTheKnownOnes() {
    let function = cli.run(["show", "rgbx(1, 2, 3, 1)"])
    #expect(function.status == 64)
    #expect(function.stderr.contains("unknown color function"))
    #expect(function.stderr.contains("color(), color-mix(), hsv(), cmyk(), transparent or palette:NAME."))
    let name = cli.run(["show", "qqqqqqqqqqqqqqqq"])
    #expect(name.status == 64)
    #expect(name.stderr.contains("Colors are a color name, #rrggbb"))
  }

  @Test func eightBitLookingChannelsGetAHint() {
    let result = cli.run(["set", "128", "51", "204", "--format", "rgb"])
    #expect(result.stdout == "100 51 100\n")
    #expect(
      result.stderr == """
        colormix: warning: red 128 is out of range 0–100; using 100; did you mean rgb(128, 51, 204)?
        colormix: warning: blue 204 is out of range 0–100; using 100

        """)
    // A decimal, or a value above 255, is no 8-bit triple: no hint.
    #expect(!cli.run(["set", "128.5", "51", "204"]).stderr.contains("did you mean"))
    #expect(!cli.run(["show", "300", "51", "204"]).stderr.contains("did you mean"))
  }

  @Test func showStrictFailsWithoutAnyFile() {
    let result = cli.run(["show", "150", "0", "0", "--strict"])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == "colormix: error: red 150 is out of range 0–100 (--strict); the color was not printed.\n")
    #expect(cli.run(["show", "rgb(300, 0, 0)", "--strict"]).status == 65)
    #expect(cli.run(["show", "100", "0", "0", "--strict", "--format", "hex"]).stdout == "#ff0000\n")
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/home/.local"))
  }

  @Test func showDashFiltersLinesAndReportsBadOnesByNumber() {
    let result = cli.shell("printf '50 20 80\\nbogus\\n\\n#fff\\r\\n' | $COLORMIX show - --format hex")
    #expect(result.stdout == "#8033cc\n#ffffff\n")
    #expect(result.stderr.hasPrefix("colormix: error: line 2: Unknown color name 'bogus'."))
    #expect(result.stderr.hasSuffix("colormix: error: 1 input line was bad; the others were printed.\n"))
    #expect(result.status == 65)
    let good = cli.shell("printf 'red\\nrgb(0, 0, 255)' | $COLORMIX show - --format hex")
    #expect(good == .init(stdout: "#ff0000\n#0000ff\n", stderr: "", status: 0))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/home/.local"))
  }

  @Test func showDashWarningsNameTheirLine() {
    let result = cli.shell("printf 'red\\n\\n150 0 0\\noklch(0.9 0.4 30)\\n' | $COLORMIX show - --format hex")
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 3)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result)")
    #expect(lines.first?.hasPrefix("colormix: warning: line 3: red 150 is out of range 0–100; using 100") == true)
    #expect(lines.last?.hasPrefix("colormix: warning: line 4: ") == true)
  }

  /// The palette is read once for all `palette:NAME` lines; its file's warning comes once, without a line number.
  @Test func showDashReadsThePaletteOnceAndWarnsAboutItOnce() {
    cli.write(
      #"{"version": 1, "colors": [{"name": "hot", "red": 150, "green": 0, "blue": 0}, "#
        + #"{"name": "ok", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
    let result = cli.shell("printf 'palette:ok\\npalette:hot\\n150 0 0\\n' | $COLORMIX show - --format rgb")
    #expect(result.stdout == "1 2 3\n100 0 0\n100 0 0\n", "\(result)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result)")
    #expect(lines.first == "colormix: warning: \(cli.palette): red 150 is out of range 0–100; using 100")
    #expect(lines.last?.hasPrefix("colormix: warning: line 3: red 150") == true)
  }

  @Test func showDashStrictMakesAClampedLineBad() {
    let result = cli.shell("printf '150 0 0\\n1 2 3\\n' | $COLORMIX show - --strict --format rgb")
    #expect(result.stdout == "1 2 3\n")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("colormix: error: line 1: red 150 is out of range 0–100 (--strict)"))
  }
}
