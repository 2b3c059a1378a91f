import ColorCore
import Foundation
import Testing

/// End-to-end: the scripting contract of 1.0. When standard output is not a terminal and no --format is given, a
/// command that prints colors prints each as its own exact text (`--format value`): `#rrggbb` for a color that is
/// exactly 8-bit sRGB, else the CSS text it was given in, `rgb(R% G% B%)` for the stored color's tenths, or
/// `color(srgb R G B)` with every digit of a computed color, which the next stage reads back to the last digit.
/// The commands that print reports or lists keep their lines; `-f`, `-q`, choices in any case, six-digit hex,
/// `random N`, `gradient STOP... N` and pastel's verbs are the rest of the contract.
@Suite struct PipedOutputIsAValueTests {
  let cli = Colormix()

  /// `text` without its last newline.
  static func chomp(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// The color a printed value means, read back exactly; nil (with an issue) for text that is none.
  static func color(_ printed: String, sourceLocation: SourceLocation = #_sourceLocation) -> Color? {
    let color = Color(chomp(printed))
    if color == nil { Issue.record("not a color: \(printed)", sourceLocation: sourceLocation) }
    return color
  }

  /// Whether `stdout` is a swatch line rather than a value (`#rrggbb  red R  green G  blue B …`).
  static func isSwatch(_ stdout: String) -> Bool {
    stdout.contains("  red ") && stdout.contains("  green ") && stdout.contains("  blue ")
  }

  // MARK: - The stored color

  @Test func theStoredColorPrintsAsItsTenthsOrItsHexWhenPiped() {
    #expect(cli.run(["set", "50", "20", "80"]) == .init(stdout: "rgb(50% 20% 80%)\n", stderr: "", status: 0))
    #expect(cli.run(["show"]).stdout == "rgb(50% 20% 80%)\n")
    // #777777 is kept as it was given (46.67% gray, whose tenths are 46.7): its value is the hex, exactly.
    #expect(cli.run(["set", "#777777"]).stdout == "#777777\n")
    #expect(cli.run([]) == .init(stdout: "#777777\n", stderr: "", status: 0))
    #expect(cli.run(["show"]).stdout == "#777777\n")
    #expect(cli.run(["set", "oklch(63.7% 0.237 25.331)"]).stdout == "oklch(63.7% 0.237 25.331)\n")
    #expect(cli.run(["show"]).stdout == "oklch(63.7% 0.237 25.331)\n")
  }

  @Test func everyCommandThatChangesTheStoredColorPrintsItsValueWhenPiped() {
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["save", "grape"]) == .init(stdout: "rgb(50% 20% 80%)\n", stderr: "", status: 0))
    #expect(cli.run(["reset"]) == .init(stdout: "#000000\n", stderr: "", status: 0))
    #expect(cli.run(["slide", "red", "30"]) == .init(stdout: "rgb(30% 0% 0%)\n", stderr: "", status: 0))
    #expect(cli.run(["load", "grape"]) == .init(stdout: "rgb(50% 20% 80%)\n", stderr: "", status: 0))
    // A blend into the store is kept in tenths: its value is those tenths, and it is what `show` prints next.
    let blended = cli.run(["blend", "white"])
    #expect(blended.status == 0 && blended.stderr == "")
    let tenths = Self.chomp(cli.run(["show", "--format", "rgb"]).stdout).split(separator: " ")
    #expect(blended.stdout == "rgb(" + tenths.map { $0 + "%" }.joined(separator: " ") + ")\n")
    #expect(cli.run(["show"]).stdout == blended.stdout)
  }

  @Test(.enabled(if: TestPlatform.has("timeout"), "timeout(1) is not installed (GNU coreutils)"))
  func watchPrintsTheStoredColorsValueWhenPiped() {
    cli.run(["set", "50", "20", "80"])
    let value = cli.shell("timeout 5 \"$COLORMIX\" watch | head -1")
    #expect(value.stdout == "rgb(50% 20% 80%)\n")
    let swatch = cli.shell("timeout 5 \"$COLORMIX\" watch --format swatch | head -1")
    #expect(swatch.stdout.hasPrefix("#8033cc  red 50  green 20  blue 80  "))
  }

  @Test func aChangeWatchedPrintsItsValue() async {
    cli.run(["set", "#112233"])
    let (watcher, lines) = WatchLines.start(cli, script: "exec \"$COLORMIX\" watch", method: "inotify")
    #expect(await lines.wait(for: 1).map(\.line) == ["#112233"])
    cli.run(["set", "10", "20", "30"])
    #expect(await lines.wait(for: 2).map(\.line) == ["#112233", "rgb(10% 20% 30%)"])
    watcher.terminate()
    watcher.waitUntilExit()
  }

  // MARK: - Colors given as text

  @Test(arguments: [
    ("red", "#ff0000"), ("#ff000080", "#ff000080"), ("rgb(255 0 0 / 50%)", "rgb(255 0 0 / 50%)"),
    ("oklch(63.7% 0.237 25.331)", "oklch(63.7% 0.237 25.331)"), ("Antique Brass", "#cd9575"),
    ("rebeccapurple", "#663399"), ("oklch(0.7 0.4 30)", "oklch(0.7 0.4 30)"),
  ])
  func aColorGivenAsTextPrintsAsItsHexOrTheTextItWasGivenIn(_ given: String, _ value: String) {
    #expect(cli.run(["show", given]) == .init(stdout: value + "\n", stderr: "", status: 0))
    // What is printed reads back as the color given, exactly.
    #expect(Self.color(value) == (try? Color(parsing: given)))
  }

  @Test func aColorOutsideSRGBIsItsValueWithNoWarningEvenUnderStrict() {
    // `value` holds every color: nothing is mapped, so nothing is warned of or refused.
    #expect(
      cli.run(["show", "oklch(0.7 0.4 30)", "--strict"]) == .init(stdout: "oklch(0.7 0.4 30)\n", stderr: "", status: 0))
    let swatch = cli.run(["show", "oklch(0.7 0.4 30)", "--strict", "--format", "swatch"])
    #expect(swatch.status == 65 && swatch.stdout == "")
  }

  // MARK: - Computed colors

  static let red = Color(rgb: 0xFF0000)
  static let blue = Color(rgb: 0x0000FF)

  static let operations: [([String], @Sendable (Color) -> Color)] = [
    (["lighten", "10"], { $0.lightened(by: 10) }), (["darken", "10"], { $0.darkened(by: 10) }),
    (["saturate", "50"], { $0.saturated(by: 50) }), (["desaturate", "50"], { $0.desaturated(by: 50) }),
    (["rotate", "-90"], { $0.rotated(by: -90) }), (["complement"], { $0.complement }),
    (["invert"], { $0.inverted }), (["grayscale"], { $0.grayscale }),
  ]

  @Test func anOperationPrintsItsExactResultWhenPiped() throws {
    for given in ["red", "#336699", "oklch(0.7 0.1 200)"] {
      let color = try Color(parsing: given)
      for (arguments, apply) in Self.operations {
        let result = cli.run(arguments + [given])
        let expected = apply(color)
        // Outside sRGB too (lighter red), with no warning: `value` maps nothing.
        #expect(result == .init(stdout: expected.exactText + "\n", stderr: "", status: 0), "\(arguments) \(given)")
        #expect(Self.color(result.stdout) == expected, "\(arguments) \(given)")
      }
    }
    // Lighter red leaves sRGB: the swatch maps it, with the warning; the value is it.
    let lighter = cli.run(["lighten", "10", "red"])
    #expect(Self.color(lighter.stdout) == Self.red.lightened(by: 10))
    #expect(!Self.red.lightened(by: 10).isInGamut(.srgb))
    #expect(cli.run(["lighten", "10", "red", "--format", "swatch"]).stderr.contains("is outside sRGB"))
  }

  @Test func blendAndTextColorPrintTheirExactResultWhenPiped() {
    let blend = cli.run(["blend", "red", "blue"])
    let mixed = Self.red.mixed(with: Self.blue, amount: 0.5)
    #expect(blend == .init(stdout: mixed.exactText + "\n", stderr: "", status: 0))
    #expect(Self.color(blend.stdout) == mixed)
    // The text color the swatch draws on #336699: white when it contrasts at least as much as black.
    let background = Color(rgb: 0x336699)
    let white = background.contrastRatio(with: .white) >= background.contrastRatio(with: .black)
    let expected = white ? "#ffffff\n" : "#000000\n"
    #expect(cli.run(["textcolor", "#336699"]) == .init(stdout: expected, stderr: "", status: 0))
    #expect(cli.run(["textcolor", "#336699", "--format", "hex"]).stdout == expected)
  }

  /// The piped default of a command that prints colors is `--format value`, one line a color, each reading back
  /// as the color the command computed (compared in OKLCH, which holds every color).
  func expectValue(_ arguments: [String], count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let piped = cli.run(arguments)
    #expect(piped.status == 0 && piped.stderr == "", "\(arguments): \(piped.stderr)", sourceLocation: sourceLocation)
    #expect(piped == cli.run(arguments + ["--format", "value"]), "\(arguments)", sourceLocation: sourceLocation)
    #expect(!Self.isSwatch(piped.stdout), "\(arguments)", sourceLocation: sourceLocation)
    let lines = piped.stdout.split(separator: "\n")
    #expect(lines.count == count, "\(arguments)", sourceLocation: sourceLocation)
    for line in lines { #expect(Color(String(line)) != nil, "\(arguments): \(line)", sourceLocation: sourceLocation) }
    let back = cli.run(["show", "-", "--format", "oklch"], stdin: piped.stdout)
    #expect(
      back == .init(stdout: cli.run(arguments + ["--format", "oklch"]).stdout, stderr: "", status: 0),
      "\(arguments)", sourceLocation: sourceLocation)
  }

  @Test func theGeneratingAndArrangingCommandsPrintValuesWhenPiped() {
    expectValue(["random", "3", "--seed", "7"], count: 3)
    expectValue(["random", "2", "--seed", "1", "--kind", "pastel"], count: 2)
    expectValue(["distinct", "3", "--seed", "1"], count: 3)
    expectValue(["gradient", "red", "blue", "5"], count: 5)
    expectValue(["sort", "red", "blue", "lime", "#336699"], count: 4)
    expectValue(["simulate", "protanopia", "red", "oklch(0.7 0.1 200)"], count: 2)
    expectValue(["blend", "red", "blue", "--amount", "25"], count: 1)
    // A gradient's stops are printed exactly as given; the colors of 8-bit sRGB are their hex.
    let gradient = cli.run(["gradient", "red", "blue", "3"]).stdout.split(separator: "\n")
    #expect(gradient.first == "#ff0000" && gradient.last == "#0000ff")
    #expect(
      cli.run(["sort", "red", "blue", "lime"]).stdout == cli.run(["sort", "red", "blue", "lime", "-f", "hex"]).stdout)
  }

  // MARK: - The swatch, asked for

  @Test func formatSwatchPrintsTheSwatchLineWhenPiped() {
    #expect(
      cli.run(["show", "red", "--format", "swatch"])
        == .init(stdout: "#ff0000  red 100  green 0  blue 0  = red (css)\n", stderr: "", status: 0))
    #expect(
      cli.run(["set", "50", "20", "80", "-f", "swatch"]).stdout
        == "#8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)\n")
    #expect(cli.run(["-f", "swatch"]).stdout == "#8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)\n")
    for arguments in [
      ["lighten", "10", "#336699"], ["random", "--seed", "1"], ["gradient", "red", "blue", "3"], ["textcolor", "red"],
      ["sort", "red", "blue"], ["simulate", "protanopia", "red"], ["blend", "red", "blue"],
      ["distinct", "2", "--seed", "1"],
    ] {
      let swatch = cli.run(arguments + ["--format", "swatch"])
      #expect(swatch.status == 0, "\(arguments)")
      for line in swatch.stdout.split(separator: "\n") {
        #expect(line.hasPrefix("#") && Self.isSwatch(String(line)), "\(arguments): \(line)")
      }
    }
  }

  // MARK: - Reports and lists

  @Test func reportsAndListsKeepTheirLinesWhenPiped() {
    #expect(
      cli.run(["contrast", "red", "white"]).stdout
        == "#ff0000 on #ffffff: 4.00:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail\n")
    #expect(cli.run(["compare", "red", "blue"]).stdout.hasPrefix("#ff0000  red 100  green 0  blue 0  = red (css)\n"))
    #expect(
      cli.run(["compare", "red", "blue"]).stdout.hasSuffix(
        "#ff0000 #0000ff  ΔE00 52.88  ΔEOK 0.5371  contrast 2.15:1\n"))
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    #expect(cli.run(["palette"]).stdout == "#8033cc  grape  red 50  green 20  blue 80\n")
    #expect(cli.run(["names"]).stdout.hasPrefix(" aliceblue "))
    #expect(cli.run(["names"]).stdout.split(separator: "\n").first?.contains("#f0f8ff") == true)
  }

  // MARK: - A pipeline

  @Test func aThreeStagePipelineOfValuesIsExact() throws {
    let given = ["#336699", "oklch(0.6 0.1 200)", "rebeccapurple", "rgb(50% 20% 80%)", "hsl(120 40% 30%)"]
    let input = given.joined(separator: "\n") + "\n"
    // Each stage alone: the first prints each color as given (or its hex), the second the exact lighter color.
    let shown = cli.run(["show", "-"], stdin: input)
    let values = try given.map { text in
      let exact = try Color(parsing: text).exactText
      return exact.hasPrefix("#") ? exact : text
    }
    #expect(values == ["#336699", "oklch(0.6 0.1 200)", "#663399", "rgb(50% 20% 80%)", "hsl(120 40% 30%)"])
    #expect(shown == .init(stdout: values.map { $0 + "\n" }.joined(), stderr: "", status: 0))
    let lighter = try given.map { try Color(parsing: $0).lightened(by: 10) }
    let lightened = cli.run(["lighten", "10", "-"], stdin: shown.stdout)
    #expect(lightened.stdout == lighter.map { $0.exactText + "\n" }.joined())
    #expect(lightened.stdout.split(separator: "\n").map { Color(String($0)) } == lighter.map(Optional.some))
    // All three at once: the contrast of each exact lighter color with white.
    let pipeline = cli.shell("$COLORMIX show - | $COLORMIX lighten 10 - | $COLORMIX contrast - white", stdin: input)
    #expect(pipeline.status == 0 && pipeline.stderr == "")
    let lines = pipeline.stdout.split(separator: "\n")
    #expect(lines.count == given.count)
    for (line, color) in zip(lines, lighter) {
      let ratio = String(format: "%.2f", color.contrastRatio(with: .white))
      #expect(line.hasPrefix("\(color.hex) on #ffffff: \(ratio):1  "), "\(line)")
    }
    #expect(pipeline.stdout == cli.run(["contrast", "-", "white"], stdin: lightened.stdout).stdout)
  }

  // MARK: - -f and -q

  @Test func shortFormatIsFormat() {
    let long = cli.run(["show", "red", "--format", "hex"])
    #expect(long == .init(stdout: "#ff0000\n", stderr: "", status: 0))
    #expect(cli.run(["show", "red", "-f", "hex"]) == long)
    #expect(cli.run(["show", "red", "-fhex"]) == long)
    #expect(cli.run(["-f", "hex", "show", "red"]) == long)
    #expect(
      cli.run(["lighten", "10", "#336699", "-f", "oklch"])
        == cli.run(["lighten", "10", "#336699", "--format", "oklch"]))
    #expect(cli.run(["names", "-f", "json"]) == cli.run(["names", "--format", "json"]))
    #expect(
      cli.run(["show", "red", "-f"])
        == .init(stdout: "", stderr: "colormix: error: Option '-f' needs a value.\n", status: 64))
  }

  @Test func quietSilencesWarningsAndNotesButNotErrors() {
    let warned = cli.run(["set", "150", "0", "0"])
    #expect(warned.stderr.hasPrefix("colormix: warning: red 150 is out of range 0–100"))
    for flag in ["-q", "--quiet"] {
      // A clamp warning: silenced, the same color printed and stored, the same status.
      #expect(
        cli.run(["set", "150", "0", "0", flag]) == .init(stdout: warned.stdout, stderr: "", status: warned.status))
      #expect(
        cli.run([flag, "show", "oklch(0.7 0.4 30)", "-f", "hex"]) == .init(stdout: "#ff5843\n", stderr: "", status: 0))
      // An error still prints, with its status.
      let error = cli.run(["show", "bogus", flag])
      #expect(error.status == 64 && error.stdout == "")
      #expect(error.stderr.hasPrefix("colormix: error: Unknown color name 'bogus'."))
      let strict = cli.run(["set", "150", "0", "0", "--strict", flag])
      #expect(
        strict.status == 65 && strict.stderr.hasPrefix("colormix: error: red 150 is out of range 0–100 (--strict)"))
    }
    // A note (the color is saved already): silenced; the saving is the same.
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "grape"])
    #expect(cli.run(["save", "violet"]).stderr == "colormix: saved as grape, also named violet\n")
    #expect(cli.run(["save", "purple", "-q"]) == .init(stdout: "rgb(50% 20% 80%)\n", stderr: "", status: 0))
    #expect(cli.run(["palette", "--format", "json"]).stdout.contains("\"purple\""))
  }

  // MARK: - Choices in any case

  @Test func choicesAreReadInAnyCase() {
    #expect(cli.run(["show", "red", "--format", "OKLCH"]) == cli.run(["show", "red", "--format", "oklch"]))
    #expect(cli.run(["show", "red", "-f", "Hex"]).stdout == "#ff0000\n")
    #expect(cli.run(["names", "--catalog", "CSS"]) == cli.run(["names", "--catalog", "css"]))
    #expect(cli.run(["completions", "BASH"]) == cli.run(["completions", "bash"]))
    #expect(cli.run(["completions", "BASH"]).status == 0)
    #expect(cli.run(["show", "red", "--format", "OKLCHX"]).status == 64)
  }

  // MARK: - Six-digit hex

  @Test func sixDigitsAreAHexColorWhereOneColorIsExpected() {
    #expect(cli.run(["show", "336699"]) == .init(stdout: "#336699\n", stderr: "", status: 0))
    #expect(cli.run(["show", "-"], stdin: "336699\n") == .init(stdout: "#336699\n", stderr: "", status: 0))
    #expect(cli.run(["contrast", "336699", "white"]) == cli.run(["contrast", "#336699", "white"]))
    #expect(cli.run(["set", "336699"]).stdout == "#336699\n")
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#336699\n")
    #expect(cli.run(["lighten", "10", "336699"]) == cli.run(["lighten", "10", "#336699"]))
  }

  @Test func aLoneNumberIsStillNoColor() {
    let before = cli.run(["set", "1", "2", "3"])
    #expect(before.status == 0)
    for arguments in [["show", "100"], ["set", "100"], ["show", "12345"], ["lighten", "10", "100"]] {
      let result = cli.run(arguments)
      #expect(result.status == 64 && result.stdout == "", "\(arguments)")
    }
    #expect(cli.run(["show"]).stdout == "rgb(1% 2% 3%)\n")
    // Three numbers are R G B still.
    #expect(cli.run(["set", "1", "2", "3", "-f", "rgb"]).stdout == "1 2 3\n")
  }

  // MARK: - random N and gradient N

  @Test func randomNIsCount() {
    let positional = cli.run(["random", "3", "--seed", "7"])
    #expect(positional.status == 0 && positional.stdout.split(separator: "\n").count == 3)
    #expect(positional == cli.run(["random", "--count", "3", "--seed", "7"]))
    #expect(
      cli.run(["random", "3", "--count", "3"])
        == .init(
          stdout: "",
          stderr:
            "colormix: error: '3' cannot be used with '--count': N and --count both say how many colors; give one.\n",
          status: 64))
    #expect(cli.run(["random", "0"]).status == 64)
  }

  @Test func gradientNAfterTheStopsIsSteps() {
    let positional = cli.run(["gradient", "red", "blue", "3"])
    #expect(positional.status == 0 && positional.stdout.split(separator: "\n").count == 3)
    #expect(positional == cli.run(["gradient", "red", "blue", "--steps", "3"]))
    #expect(
      cli.run(["gradient", "red", "blue", "3", "--steps", "3"])
        == .init(
          stdout: "",
          stderr:
            "colormix: error: '3' cannot be used with '--steps': N and --steps both say how many colors; give one.\n",
          status: 64))
    // Six digits are a stop, not N: two stops, the default five steps, no store read.
    let twoStops = cli.run(["gradient", "red", "336699"])
    let lines = twoStops.stdout.split(separator: "\n")
    #expect(twoStops.status == 0 && lines.count == 5)
    #expect(lines.first == "#ff0000" && lines.last == "#336699")
    #expect(twoStops == cli.run(["gradient", "red", "#336699"]))
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  // MARK: - pastel's verbs

  @Test(arguments: [
    (
      ["format", "hex", "red"],
      "Unknown command 'format'; to do that in colormix, use 'colormix show red --format hex'. See 'colormix --help'."
    ),
    (
      ["convert", "red", "hex"],
      "Unknown command 'convert'; to do that in colormix, use 'colormix show red --format hex'. See 'colormix --help'."
    ),
    (["mix", "red", "blue"], "'mix' takes no colors; to mix two colors, use 'colormix blend red blue'"),
    (
      ["color", "red"],
      "Unknown command 'color'; to do that in colormix, use 'colormix show red'. See 'colormix --help'."
    ),
    (["list"], "Unknown command 'list'; to do that in colormix, use 'colormix names'. See 'colormix --help'."),
    (
      ["to-gray", "red"],
      "Unknown command 'to-gray'; to do that in colormix, use 'colormix grayscale red'. See 'colormix --help'."
    ),
  ])
  func aPastelVerbAnswersWithTheColormixCommand(_ arguments: [String], _ message: String) {
    #expect(cli.run(arguments) == .init(stdout: "", stderr: "colormix: error: " + message + "\n", status: 64))
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }
}
