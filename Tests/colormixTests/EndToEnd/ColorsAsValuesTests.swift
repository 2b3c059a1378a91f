import ColorCore
import Foundation
import Testing

/// End-to-end: colors as values (docs/color-science.md, docs/formats.md): a color given as
/// text is carried exactly and printed, never stored; `-` streams standard input through any command; a stream
/// stage reads back what an earlier one printed.
@Suite struct ColorsAsValuesTests {
  let cli = Colormix()

  /// An operation as the command line writes it and as the library computes it.
  struct Operation: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let apply: @Sendable (Color) -> Color
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let operations = [
    Operation(arguments: ["lighten", "10"]) { $0.lightened(by: 10) },
    Operation(arguments: ["darken", "10"]) { $0.darkened(by: 10) },
    Operation(arguments: ["saturate", "50"]) { $0.saturated(by: 50) },
    Operation(arguments: ["desaturate", "50"]) { $0.desaturated(by: 50) },
    Operation(arguments: ["rotate", "-90"]) { $0.rotated(by: -90) },
    Operation(arguments: ["complement"]) { $0.complement },
    Operation(arguments: ["invert"]) { $0.inverted },
    Operation(arguments: ["grayscale"]) { $0.grayscale },
  ]

  /// The `rgb` format of a text color: each channel on 0–100, 4 decimals, shortest form.
  static func rgb(_ color: Color) -> String {
    [color.red, color.green, color.blue].map { ColorText.decimal($0 * 100, places: 4) }.joined(separator: " ")
  }

  /// What an sRGB format prints of an operation's exact `result`, and the warning it gives when sRGB does not hold
  /// it (`line N: ` first for a stream line).
  static func shown(_ result: Color, line: Int? = nil) -> (color: Color, warning: String) {
    let reading = ColorReading(computed: result)
    guard let gamut = reading.gamut else { return (reading.color, "") }
    let prefix = line.map { "line \($0): " } ?? ""
    return (
      reading.color,
      "colormix: warning: \(prefix)\(gamut.input) is outside sRGB; using \(gamut.used.hex) (gamut mapped)\n"
    )
  }

  /// Whether colormix created anything under the test's HOME (the store's folder is made on the first write).
  var homeWasCreated: Bool { FileManager.default.fileExists(atPath: cli.folder + "/home") }

  /// The JSON object on one line, or an empty one (with an issue) when the line holds none.
  func object(_ line: some StringProtocol, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
      Issue.record("not a JSON object: \(line)", sourceLocation: sourceLocation)
      return [:]
    }
    return object
  }

  func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  // MARK: - Operations on a COLOR operand and on `-`

  @Test(arguments: operations)
  func anOperationOnAColorOperandPrintsTheExactResultAndStoresNothing(_ operation: Operation) {
    let color = Color(rgb: 0x123456)
    let exact = operation.apply(color)
    let (shown, warning) = Self.shown(exact)
    // The test can tell: through the store's tenths the result would print otherwise.
    #expect(Self.rgb(shown) != Self.rgb(Self.shown(operation.apply(Color(StoredColor(rounding: color)))).color))
    let result = cli.run(operation.arguments + ["#123456", "--format", "rgb"])
    #expect(result == .init(stdout: Self.rgb(shown) + "\n", stderr: warning, status: 0))
    #expect(cli.run(operation.arguments + ["#123456", "--format", "hex"]).stdout == shown.hex + "\n")
    // oklch holds every color: the exact result, without a warning.
    #expect(
      cli.run(operation.arguments + ["#123456", "--format", "oklch"])
        == .init(stdout: exact.text(in: .oklch) + "\n", stderr: "", status: 0))
    let json = object(cli.run(operation.arguments + ["#123456", "--format", "json"]).stdout)
    #expect(json["hex"] as? String == shown.hex)
    #expect(json["saved"] == nil, "a color that is not stored has no palette entry")
    #expect(!homeWasCreated)
    // An explicit store is not created either.
    #expect(cli.run(operation.arguments + ["#123456", "--store", "s/color.json"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/s"))
  }

  @Test(arguments: operations)
  func anOperationOnDashTransformsEachLineAndReportsBadOnesByNumber(_ operation: Operation) {
    let input = "#123456\nbogus\n50 20 80\n\n  red \r\n"
    let colors = [Color(rgb: 0x123456), Color(red: 0.5, green: 0.2, blue: 0.8), Color(rgb: 0xFF0000)]
    let result = cli.run(operation.arguments + ["-", "--format", "rgb"], stdin: input)
    let lines = [1, 3, 5]
    let shown = zip(colors, lines).map { Self.shown(operation.apply($0), line: $1) }
    #expect(result.stdout == shown.map { Self.rgb($0.color) + "\n" }.joined())
    #expect(
      result.stderr == shown[0].warning + """
        colormix: error: line 2: Unknown color name 'bogus'. Colors are a color name, #rrggbb, #rrggbbaa, \
        #rgb, rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix(), hsv(), cmyk(), transparent or palette:NAME.

        """ + shown[1].warning + shown[2].warning + """
          colormix: error: 1 input line was bad; the others were printed.

          """)
    #expect(result.status == 65)
    let good = cli.run(operation.arguments + ["-", "--format", "hex"], stdin: "#123456\n50 20 80\nred")
    let goodShown = colors.enumerated().map { Self.shown(operation.apply($1), line: $0 + 1) }
    #expect(
      good
        == .init(
          stdout: goodShown.map { $0.color.hex + "\n" }.joined(), stderr: goodShown.map(\.warning).joined(),
          status: 0))
    #expect(!homeWasCreated)
  }

  @Test(arguments: operations)
  func anOperationOnDashPrintsNDJSONWithErrorObjects(_ operation: Operation) {
    let result = cli.run(operation.arguments + ["-", "--format", "json"], stdin: "#123456\nbogus\n\nred\n")
    #expect(result.status == 65)
    let objects = lines(result.stdout).map { object($0) }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 4])
    let first = Self.shown(operation.apply(Color(rgb: 0x123456)), line: 1)
    #expect(objects[0]["hex"] as? String == first.color.hex)
    #expect(objects[0]["red"] as? Double == Double(ColorText.decimal(first.color.red * 100, places: 4)))
    #expect(Set(objects[1].keys) == ["line", "error"])
    #expect((objects[1]["error"] as? String)?.hasPrefix("Unknown color name 'bogus'.") == true)
    #expect(objects[2]["hex"] as? String == Self.shown(operation.apply(Color(rgb: 0xFF0000))).color.hex)
    #expect(result.stderr.hasPrefix(first.warning + "colormix: error: line 2: Unknown color name 'bogus'."))
  }

  @Test func anOperationOnDashPrintsEachLineAsItIsRead() {
    // The first line's result arrives before the second line is written, for each kind of filter (the three at
    // once, each in its own files).
    let commands = ["lighten 10 - --format hex", "blend - white --format hex", "contrast - white"]
    let cli = self.cli
    let failures = Failures()
    Colormix.concurrently(commands.count) { index in
      let result = cli.shell(
        "(echo red; sleep 2; echo blue) | $COLORMIX \(commands[index]) | "
          + "{ read first; date +%s > t1-\(index); echo \"$first\"; read second; date +%s > t2-\(index); "
          + "echo \"$second\"; }; echo $(( $(cat t2-\(index)) - $(cat t1-\(index)) ))")
      let lines = result.stdout.split(separator: "\n")
      if lines.count != 3 || (Int(lines.last ?? "") ?? 0) < 1 { failures.add("\(commands[index]): \(result)\n") }
    }
    #expect(failures.text == "")
  }

  @Test func strictRefusesAClampedOperandAndAResultThePrintedFormatCannotHold() {
    let wide = try! Color(parsing: "oklch(0.7 0.4 30)")
    for operation in Self.operations {
      // The operand outside sRGB is taken exactly; what is judged is the result, in the format printed.
      let result = operation.apply(wide)
      let inOKLCH = cli.run(operation.arguments + ["oklch(0.7 0.4 30)", "--strict", "--format", "oklch"])
      #expect(inOKLCH == .init(stdout: result.text(in: .oklch) + "\n", stderr: "", status: 0), "\(operation)")
      // `value` holds every color; the swatch shows sRGB and cannot hold the result.
      let mapped = cli.run(operation.arguments + ["oklch(0.7 0.4 30)", "--strict", "--format", "swatch"])
      if let gamut = ColorReading(computed: result).gamut {
        #expect(mapped.status == 65, "\(operation.arguments)")
        #expect(mapped.stdout == "")
        #expect(mapped.stderr.contains("\(gamut.input) is outside sRGB (--strict)"))
        let warned = cli.run(operation.arguments + ["oklch(0.7 0.4 30)", "--format", "hex"])
        #expect(warned == .init(stdout: gamut.used.hex + "\n", stderr: Self.shown(result).warning, status: 0))
      } else {
        #expect(mapped.status == 0, "\(operation.arguments)")
      }
      #expect(cli.run(operation.arguments + ["rgb(300, 0, 0)", "--strict"]).status == 65)
      let line = cli.run(
        operation.arguments + ["-", "--strict", "--format", "oklch"], stdin: "rgb(300, 0, 0)\nred\n")
      #expect(line.status == 65)
      #expect(line.stdout == operation.apply(Color(rgb: 0xFF0000)).text(in: .oklch) + "\n")
      #expect(line.stderr.hasPrefix("colormix: error: line 1: red 300 is out of range 0–255 (--strict)"))
    }
    #expect(!homeWasCreated)
  }

  @Test func withoutAnOperandTheStoredColorChangesAndIsRoundedToTenths() {
    cli.run(["set", "#123456"])
    let exact = Color(StoredColor(rounding: Color(rgb: 0x123456))).lightened(by: 10)
    let result = cli.run(["lighten", "10", "--format", "rgb"])
    #expect(result.stdout == Self.rgb(Color(StoredColor(rounding: exact))) + "\n")
    #expect(cli.run(["show", "--format", "rgb"]).stdout == result.stdout)
  }

  // MARK: - blend

  @Test func blendOfTwoColorsPrintsTheFirstMovedTowardTheSecondAndStoresNothing() {
    #expect(
      cli.run(["blend", "black", "white", "--format", "hex"]) == .init(stdout: "#636363\n", stderr: "", status: 0))
    let exact = Color(rgb: 0x123456).mixed(with: Color(rgb: 0xFEDCBA), amount: 0.25, in: .linear)
    let result = cli.run(["blend", "#123456", "#fedcba", "--amount", "25", "--space", "linear", "--format", "rgb"])
    #expect(result.stdout == Self.rgb(exact) + "\n")
    #expect(cli.run(["blend", "black", "white", "--space", "srgb", "--format", "rgb"]).stdout == "50 50 50\n")
    #expect(cli.run(["blend", "red", "blue", "--amount", "0", "--format", "hex"]).stdout == "#ff0000\n")
    #expect(cli.run(["blend", "red", "blue", "--amount", "100", "--format", "hex"]).stdout == "#0000ff\n")
    #expect(!homeWasCreated)
  }

  @Test func blendDashMovesEachLineTowardColor2() {
    let result = cli.run(
      ["blend", "-", "white", "--amount", "25", "--format", "hex"], stdin: "black\nbogus\n#123456\n")
    let expected = [Color.black, Color(rgb: 0x123456)].map { $0.mixed(with: .white, amount: 0.25).hex + "\n" }
    #expect(result.stdout == expected.joined())
    #expect(result.stderr.hasPrefix("colormix: error: line 2: Unknown color name 'bogus'."))
    #expect(result.status == 65)
    #expect(!homeWasCreated)
  }

  // MARK: - contrast

  @Test func contrastOfTwoColorsMeasuresTheFirstOnTheSecondAndReadsNoStore() {
    let result = cli.run(["contrast", "#777777", "white"])
    #expect(
      result
        == .init(
          stdout: "#777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail\n",
          stderr: "", status: 0))
    // The stored color is measured from its tenths (4.47:1); the text color exactly (4.48:1).
    let json = object(cli.run(["contrast", "#777777", "white", "--format", "json"]).stdout)
    #expect(json["hex"] as? String == "#777777")
    #expect((json["against"] as? [[String: Any]])?.first?["ratio"] as? Double == 4.48)
    #expect(json["bestText"] as? String == "#000000")
    // A corrupt store is never read.
    cli.write("not json", to: cli.store)
    #expect(cli.run(["contrast", "black", "white"]).status == 0)
    #expect(cli.contents(cli.store) == Data("not json".utf8))
  }

  @Test func contrastDashPrintsOneLinePerInputLine() {
    let input = "#777777\nbogus\n\nblack\n"
    let result = cli.run(["contrast", "-", "white"], stdin: input)
    #expect(
      result.stdout == """
        #777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail
        #000000 on #ffffff: 21.00:1  AA normal pass  AA large pass  AAA normal pass  AAA large pass

        """)
    #expect(result.stderr.hasPrefix("colormix: error: line 2: Unknown color name 'bogus'."))
    #expect(result.stderr.hasSuffix("colormix: error: 1 input line was bad; the others were printed.\n"))
    #expect(result.status == 65)
    let json = cli.run(["contrast", "-", "white", "--format", "json"], stdin: input)
    let objects = lines(json.stdout).map { object($0) }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 4])
    #expect(objects.map { $0["hex"] as? String } == ["#777777", nil, "#000000"])
    #expect(Set(objects[1].keys) == ["line", "error"])
    #expect(json.status == 65)
    #expect(!homeWasCreated)
  }

  /// Pairs on white on each side of every level: `#767676` 4.54, `#777777` 4.48, `#949494` 3.03, `#959595` 2.99
  /// (printed 3.00: the unrounded ratio decides), `#595959` 7.00, `#5a5a5a` 6.90.
  @Test(arguments: [
    ("aa", "4.5", ["#767676", "#595959", "black"], "#777777"),
    ("aa-large", "3", ["#949494", "#777777", "black"], "#959595"),
    ("aaa", "7", ["#595959", "black"], "#5a5a5a"),
    ("aaa-large", "4.5", ["#767676", "#595959"], "#777777"),
  ])
  func requireExitsOneWhenAPairFailsAndPrintsTheSame(
    _ level: String, _ minimum: String, _ passing: [String], _ failing: String
  ) {
    for format in ["swatch", "json"] {
      let all = passing.joined(separator: "\n") + "\n"
      let plain = cli.run(["contrast", "-", "white", "--format", format], stdin: all)
      let pass = cli.run(["contrast", "-", "white", "--require", level, "--format", format], stdin: all)
      #expect(pass == .init(stdout: plain.stdout, stderr: "", status: 0), "\(level) \(format)")
      let some = all + failing + "\n"
      let withFailure = cli.run(["contrast", "-", "white", "--format", format], stdin: some)
      let fail = cli.run(["contrast", "-", "white", "--require", level, "--format", format], stdin: some)
      #expect(withFailure.status == 0)
      #expect(fail.stdout == withFailure.stdout)
      #expect(
        fail.stderr == "colormix: error: 1 of \(passing.count + 1) pairs fail --require \(level) (\(minimum):1).\n")
      #expect(fail.status == 1)
    }
    // Two colors, and the stored color against one.
    #expect(cli.run(["contrast", passing[0], "white", "--require", level]).status == 0)
    let one = cli.run(["contrast", failing, "white", "--require", level])
    #expect(one.status == 1)
    #expect(one.stderr == "colormix: error: 1 of 1 pair fails --require \(level) (\(minimum):1).\n")
    cli.run(["set", failing])
    #expect(cli.run(["contrast", "white", "--require", level]).status == 1)
  }

  @Test func requireAgainstBlackAndWhiteCountsBothPairs() {
    cli.run(["set", "#777777"])
    let result = cli.run(["contrast", "--require", "aa"])
    #expect(result.stdout == cli.run(["contrast"]).stdout)
    #expect(result.stderr == "colormix: error: 1 of 2 pairs fail --require aa (4.5:1).\n")
    #expect(result.status == 1)
    #expect(cli.run(["contrast", "--require", "aa-large"]).status == 0)
  }

  @Test func aBadLineWinsOverRequire() {
    // All good lines pass, one line is bad: 65.
    let passing = cli.run(["contrast", "-", "white", "--require", "aa"], stdin: "black\nbogus\n")
    #expect(passing.status == 65)
    #expect(passing.stdout.hasPrefix("#000000 on #ffffff: 21.00:1"))
    // A good line fails the level and another is bad: still 65, a data error.
    let failing = cli.run(["contrast", "-", "white", "--require", "aa", "--format", "json"], stdin: "#777777\nbogus\n")
    #expect(failing.status == 65)
    #expect(lines(failing.stdout).count == 2)
    #expect(cli.run(["contrast", "-", "white", "--require", "aaa-large"], stdin: "").status == 0)
    // A level is read in any case; a word that is no level is a usage error.
    #expect(cli.run(["contrast", "black", "white", "--require", "AA"]).status == 0)
    #expect(cli.run(["contrast", "black", "white", "--require", "aaaa"]).status == 64)
  }

  // MARK: - gradient

  @Test func aMultiStopGradientPrintsEachStopExactlyAtItsStep() {
    let result = cli.run(["gradient", "red", "yellow", "blue", "--steps", "9", "--format", "hex"])
    #expect(result.status == 0)
    let hexes = lines(result.stdout)
    #expect(hexes.count == 9)
    #expect([hexes[0], hexes[4], hexes[8]] == ["#ff0000", "#ffff00", "#0000ff"])
    // The steps between two stops are evenly spaced: a quarter, a half, three quarters of the way.
    let rgb = lines(cli.run(["gradient", "red", "yellow", "blue", "--steps", "9", "--format", "rgb"]).stdout)
    for (index, (from, to, amount)) in [
      (1, ("red", "yellow", "25")), (2, ("red", "yellow", "50")), (3, ("red", "yellow", "75")),
      (5, ("yellow", "blue", "25")), (6, ("yellow", "blue", "50")), (7, ("yellow", "blue", "75")),
    ] {
      let blend = cli.run(["blend", from, to, "--amount", amount, "--format", "rgb"]).stdout
      #expect(rgb[index] + "\n" == blend, "step \(index)")
    }
    #expect(!homeWasCreated)
  }

  @Test func stopsAreCarriedExactlyAsGiven() {
    let stops = ["hsl(123.4 56.7% 42.1%)", "#123456", "oklch(0.5 0.1 200)"]
    let result = cli.run(["gradient"] + stops + ["--steps", "7", "--format", "rgb"])
    let printed = lines(result.stdout)
    #expect(printed.count == 7)
    for (stop, step) in zip(stops, [0, 3, 6]) {
      #expect(printed[step] + "\n" == cli.run(["show", stop, "--format", "rgb"]).stdout, "\(stop)")
    }
  }

  @Test func unevenStepsPutAStopAtTheRoundedStep() {
    // 3 stops in 6 steps: stop 1 at round(1 × 5 / 2) = round(2.5) = 3 (half away from zero).
    let hexes = lines(cli.run(["gradient", "red", "yellow", "blue", "--steps", "6", "--format", "hex"]).stdout)
    #expect(hexes.count == 6)
    #expect([hexes[0], hexes[3], hexes[5]] == ["#ff0000", "#ffff00", "#0000ff"])
    #expect(hexes[4] + "\n" == cli.run(["blend", "yellow", "blue", "--format", "hex"]).stdout)
    // 4 stops in 5 steps: at 0, round(1.33) = 1, round(2.67) = 3, 4.
    let four = lines(cli.run(["gradient", "red", "lime", "blue", "white", "--steps", "5", "--format", "hex"]).stdout)
    #expect([four[0], four[1], four[3], four[4]] == ["#ff0000", "#00ff00", "#0000ff", "#ffffff"])
    #expect(four[2] + "\n" == cli.run(["blend", "lime", "blue", "--format", "hex"]).stdout)
  }

  @Test func theDefaultStepsAreFiveOrTheNumberOfStops() {
    #expect(lines(cli.run(["gradient", "red", "blue", "--format", "hex"]).stdout).count == 5)
    #expect(lines(cli.run(["gradient", "red", "lime", "blue", "--format", "hex"]).stdout).count == 5)
    let six = ["red", "lime", "blue", "white", "black", "gray"]
    let result = cli.run(["gradient"] + six + ["--format", "hex"])
    #expect(result.stdout == "#ff0000\n#00ff00\n#0000ff\n#ffffff\n#000000\n#808080\n")
    #expect(!homeWasCreated)
  }

  @Test func fewerStepsThanStopsIsAUsageError() {
    let result = cli.run(["gradient", "red", "yellow", "blue", "--steps", "2"])
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "colormix: error: '2' is not a valid --steps; use a number in 3–256 (at least one per stop).\n",
          status: 64))
    #expect(
      cli.run(["gradient", "red", "yellow", "blue", "--steps", "3", "--format", "hex"]).stdout
        == "#ff0000\n#ffff00\n#0000ff\n")
    #expect(cli.run(["gradient", "red", "yellow", "blue", "white", "--steps", "3"]).status == 64)
    #expect(!homeWasCreated)
  }

  @Test func aMultiStopGradientReadsNoStore() {
    cli.write("not json", to: cli.store)
    #expect(cli.run(["gradient", "red", "blue", "--format", "hex"]).status == 0)
    // One stop keeps its meaning: from the stored color, which is corrupt here.
    #expect(cli.run(["gradient", "blue"]).status == 65)
  }

  // MARK: - Pipelines

  @Test func aThreeStagePipelineGivesWhatTheStagesGiveOneByOne() {
    let input = "#336699\nrebeccapurple\n50 20 80\nhsl(120 40% 30%)\n"
    let pipeline = cli.shell(
      "$COLORMIX show - --format hex | $COLORMIX lighten 10 - | $COLORMIX contrast - white", stdin: input)
    #expect(pipeline.status == 0)
    #expect(pipeline.stderr == "")
    var expected = ""
    for hex in lines(cli.run(["show", "-", "--format", "hex"], stdin: input).stdout) {
      // Piped, a color prints as its own exact text, which the next stage reads to the last digit.
      let value = cli.run(["lighten", "10", hex]).stdout
      let lightened = Color(rgb: UInt32(hex.dropFirst(), radix: 16)!).lightened(by: 10)
      #expect(value == lightened.exactText + "\n")
      let line = cli.run(["contrast", String(value.dropLast()), "white"]).stdout
      let ratio = String(format: "%.2f", lightened.contrastRatio(with: .white))
      #expect(line.hasPrefix("\(lightened.hex) on #ffffff: \(ratio):1  "))
      expected += line
    }
    #expect(lines(expected).count == 4)
    #expect(pipeline.stdout == expected)
    #expect(!homeWasCreated)
  }

  @Test func aPipelineOfJSONStagesKeepsLineNumbersAndPassesErrorsOn() {
    let result = cli.shell(
      "$COLORMIX show - --format json 2>/dev/null | $COLORMIX invert - --format json 2>/dev/null "
        + "| $COLORMIX contrast - black --format json", stdin: "white\nbogus\n#123456\n")
    #expect(result.status == 65)
    let objects = lines(result.stdout).map { object($0) }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(objects.map { $0["hex"] as? String } == ["#000000", nil, Color(rgb: 0x123456).inverted.hex])
    let error = objects[1]["error"] as? String ?? ""
    #expect(error.hasPrefix("An earlier stage reported an error: "))
    #expect(error.contains("Unknown color name 'bogus'."))
    #expect(result.stderr.hasPrefix("colormix: error: line 2: An earlier stage reported an error: "))
  }

  @Test func aStreamStageReadsEveryFormAnEarlierStagePrinted() {
    for format in ["swatch", "rgb", "hex", "json", "css", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "name"] {
      let printed = cli.run(["show", "rebeccapurple", "--format", format]).stdout
      let back = cli.run(["show", "-", "--format", "hex"], stdin: printed)
      #expect(back == .init(stdout: "#663399\n", stderr: "", status: 0), "\(format): \(printed)")
    }
    // A JSON object without channels is read by its hex; with an error member it is a bad line.
    #expect(cli.run(["show", "-", "--format", "hex"], stdin: "{\"hex\": \"#8033cc\"}\n").stdout == "#8033cc\n")
    let error = cli.run(["show", "-"], stdin: "{\"line\": 7, \"error\": \"Boom.\"}\n")
    #expect(error.status == 65)
    #expect(error.stderr.hasPrefix("colormix: error: line 1: An earlier stage reported an error: Boom.\n"))
  }

  /// A JSON stage line's `"hex"` is a hex color, `#rrggbb` or `#rgb`: not a name, not `palette:NAME`, not a
  /// function; the error names it.
  @Test func aJSONStageLinesHexIsHexOnly() {
    cli.run(["set", "#123456"])
    cli.run(["save", "mine"])
    #expect(cli.run(["show", "-", "--format", "hex"], stdin: "{\"hex\": \"#FfF\"}\n").stdout == "#ffffff\n")
    for text in ["red", "palette:mine", "rgb(1, 2, 3)", " #ffffff", "ffffff", "#fffffff"] {
      let result = cli.run(["show", "-", "--format", "hex"], stdin: "{\"hex\": \"\(text)\"}\n")
      #expect(
        result
          == .init(
            stdout: "",
            stderr: "colormix: error: line 1: The line's \"hex\" '\(text)' is not a hex color (#rrggbb or #rgb).\n"
              + "colormix: error: 1 input line was bad; no color was printed.\n", status: 65), "\(text)")
    }
  }

  @Test func rgb255IsTheOneFormatThatDoesNotReadBack() {
    let printed = cli.run(["show", "#8033cc", "--format", "rgb255"]).stdout
    #expect(printed == "128 51 204\n")
    let back = cli.run(["show", "-", "--format", "rgb"], stdin: printed)
    #expect(back.stdout == "100 51 100\n")
    #expect(
      back.stderr == """
        colormix: warning: line 1: red 128 is out of range 0–100; using 100; did you mean rgb(128, 51, 204)?
        colormix: warning: line 1: blue 204 is out of range 0–100; using 100

        """)
  }

  // MARK: - Exact text colors and channel printing

  @Test func aTextColorIsConvertedExactlyNotThroughTenths() {
    #expect(cli.run(["show", "#040706", "--format", "hsl"]).stdout == "hsl(160 27.3% 2.2%)\n")
    #expect(cli.run(["show", "#040706", "--format", "rgb"]).stdout == "1.5686 2.7451 2.3529\n")
    #expect(!homeWasCreated)
    // Stored, the same color is kept in tenths (1.6 2.7 2.4) and converts from those.
    #expect(cli.run(["set", "#040706", "--format", "hsl"]).stdout == "hsl(163.6 25.6% 2.2%)\n")
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "1.6 2.7 2.4\n")
  }

  @Test func channelsPrintWithFourDecimalsAndReadBackAsTheirEightBitValue() {
    #expect(cli.run(["show", "#808080", "--format", "rgb"]).stdout == "50.1961 50.1961 50.1961\n")
    #expect(cli.run(["set", "#808080", "--format", "rgb"]).stdout == "50.2 50.2 50.2\n")
    // Within 0.00005 of 8-bit 99 and 71 the channels are tomato exactly; a hair further they are not.
    #expect(cli.run(["show", "100", "38.8235", "27.8431", "--format", "swatch"]).stdout.hasSuffix("= tomato (css)\n"))
    #expect(cli.run(["show", "100", "38.8236", "27.8431", "--format", "swatch"]).stdout.hasSuffix("≈ tomato (css)\n"))
    #expect(cli.run(["show", "rgb(100%, 38.8235%, 27.8431%)", "--format", "name"]).stdout == "tomato\n")
    #expect(cli.run(["show", "53.3333", "0", "0", "--format", "json"]).stdout.contains("\"red\": 53.3333,"))
    // 53.3333 is 136/255, so its oklab figures are those of #880000.
    #expect(
      cli.run(["show", "53.3333", "0", "0", "--format", "oklab"]).stdout
        == cli.run(["show", "#880000", "--format", "oklab"]).stdout)
  }

  // MARK: - Gamut warnings

  @Test(arguments: [
    ("oklab(1.0024 -0.019 -0.058)", "lightness 1.0024 is out of range 0–1"),
    ("lab(101 0 0)", "lightness 101 is out of range 0–100"), ("oklch(-0.1 0 0)", "lightness -0.1 is out of range 0–1"),
  ])
  func aClampedLightnessWarnsAndIsRefusedUnderStrict(_ text: String, _ message: String) {
    let warned = cli.run(["show", text, "--format", "hex"])
    #expect(warned.status == 0)
    #expect(warned.stderr.hasPrefix("colormix: warning: \(message); using "))
    let strict = cli.run(["show", text, "--strict"])
    #expect(
      strict
        == .init(
          stdout: "", stderr: "colormix: error: \(message) (--strict); the color was not printed.\n", status: 65))
  }

  @Test(arguments: ["oklab(0.999 -0.019 -0.058)", "oklch(0.7 0.4 30)"])
  func aColorOutsideSRGBWarnsAndIsRefusedUnderStrict(_ text: String) {
    let warned = cli.run(["show", text, "--format", "hex"])
    #expect(warned.status == 0)
    #expect(warned.stderr.hasPrefix("colormix: warning: \(text) is outside sRGB; using #"))
    let strict = cli.run(["show", text, "--strict", "--format", "hex"])
    #expect(
      strict
        == .init(
          stdout: "", stderr: "colormix: error: \(text) is outside sRGB (--strict); the color was not printed.\n",
          status: 65))
    // Piped, the default `value` holds every color: the text as given, no warning, nothing to refuse.
    #expect(cli.run(["show", text]) == .init(stdout: text + "\n", stderr: "", status: 0))
    #expect(cli.run(["show", text, "--strict"]) == .init(stdout: text + "\n", stderr: "", status: 0))
  }

  @Test(arguments: [("oklch(1 0 0)", "#ffffff"), ("oklab(0 0 0)", "#000000"), ("lab(100 0 0)", "#ffffff")])
  func theEndsOfTheLightnessScaleAreInGamut(_ text: String, _ hex: String) {
    #expect(cli.run(["show", text, "--strict", "--format", "hex"]) == .init(stdout: hex + "\n", stderr: "", status: 0))
  }

  // MARK: - `-` in the wrong place

  @Test(arguments: [
    ["blend", "white", "-"], ["blend", "-", "-"], ["contrast", "white", "-"], ["contrast", "-", "-"],
  ])
  func dashOnlyStandsForTheFirstColor(_ arguments: [String]) {
    let result = cli.run(arguments, stdin: "red\n")
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(" cannot be - (standard input); only the first color can; usage: colormix "))
    #expect(!homeWasCreated)
  }

  @Test(arguments: [
    ["lighten", "10", "-", "red"], ["lighten", "-"], ["invert", "-", "-"], ["show", "red", "-"], ["blend", "-"],
    ["paint", "-", "x"], ["gradient", "-", "red"], ["gradient", "red", "-"], ["rotate", "-", "red"],
  ])
  func dashWhereNoStreamIsTakenIsAUsageError(_ arguments: [String]) {
    let result = cli.run(arguments, stdin: "red\n")
    #expect(result.status == 64, "\(arguments): \(result)")
    #expect(result.stdout == "")
    #expect(!homeWasCreated)
  }
}
