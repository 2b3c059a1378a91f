import ColorCore
import ColorTerminal

/// `colormix contrast [FG] [BG] [--require LEVEL]`: the WCAG 2.2 contrast ratio of the current color against COLOR
/// or against black and white, of FG on BG, or of each color of standard input on BG (`contrast - BG`).
struct ContrastCommand: Subcommand {
  static let name = "contrast"
  static let spec = CommandSpec(
    name, summary: "Print the WCAG contrast ratio of two colors.",
    discussion: """
      The ratio is (L1 + 0.05) / (L2 + 0.05) of the WCAG 2.2 relative luminances, printed to 2 decimals; pass or
      fail compares the unrounded ratio with AA (4.5 normal text, 3 large) and AAA (7 normal, 4.5 large). With no
      color the current color is measured against black and white, with one against COLOR; FG BG measures FG as
      text on BG, exactly, - BG each line of standard input (R G B or COLOR) on BG, and - alone each line of
      standard input as a pair, FG on BG or FG<TAB>BG (each side any COLOR), as contrast FG BG prints it. None of
      these stores anything. --require LEVEL prints the same and exits 1 when any pair fails LEVEL (0 when all pass), saying
      how many failed on standard error; a bad line of - makes it 65 all the same. The current color is measured
      from its stored tenths, a color given as text exactly. JSON also names the text color, black or white, that
      reads best on the first color. A translucent color is composited first, as browsers and WCAG tools do: a
      translucent background over --backdrop COLOR (white by default, itself made opaque), then a translucent
      foreground over that background; the line ends with what was measured (composited: #rrggbb on #rrggbb), and
      JSON's pair has "composited": {"foreground", "background"}.
      --grid COLOR… measures every COLOR as text on every COLOR (with no COLOR, the palette's colors, by their
      names): a table whose rows are the text colors and columns the backgrounds, each cell the ratio and the best
      level it meets (AAA, AA, AA large or fail), and — for a color on itself, which is no pair; --to svg or
      --to html draws it, the cells below --require (aa when not given) framed in dashed red. --require exits 1
      when any pair fails it. A grid takes 2 to 64 colors (65 otherwise).
      """,
    forms: [
      [], [ArgumentSpec("COLOR", .color)], [ArgumentSpec("FG", .color), ArgumentSpec("BG", .color)],
      [ArgumentSpec("COLOR", .color, repeats: true)],
    ],
    options: [.require, .grid, .picture, .strict, .format(["swatch", "json"]), .color, .store, .backdrop],
    examples: [
      """
      colormix contrast '#777777' white
      #777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail
      """,
      """
      colormix set '#777777' >/dev/null; colormix contrast
      #777777 on #000000: 4.69:1  AA normal pass  AA large pass  AAA normal fail  AAA large pass
      #777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail
      best text on #777777: black (#000000)
      """,
      """
      printf 'white on navy\\n#777777\\twhite\\n' | colormix contrast - --require aa; echo $?
      #ffffff on #000080: 16.01:1  AA normal pass  AA large pass  AAA normal pass  AAA large pass
      #777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail
      colormix: error: 1 of 2 pairs fail --require aa (4.5:1).
      1
      """,
      """
      colormix contrast '#959595' white --require aa; echo $?
      #959595 on #ffffff: 3.00:1  AA normal fail  AA large fail  AAA normal fail  AAA large fail
      colormix: error: 1 of 1 pair fails --require aa (4.5:1).
      1
      """,
    ])

  var arguments: [String]
  /// `--grid`: every color on every color.
  var grid: Bool
  var format: OutputFormat
  var strict: Bool
  var requirement: ContrastRequirement?
  /// `--backdrop COLOR`, read in `run`.
  var backdropText: String?
  /// The opaque color a translucent background is laid over.
  var backdrop = Color.white

  init(_ parsed: ParsedCommandLine) throws {
    arguments = parsed.arguments
    backdropText = parsed.value(.backdrop)
    format = parsed.reportFormat
    strict = parsed.has(.strict)
    requirement = try parsed.requirement(.require)
    grid = parsed.has(.grid)
    if grid {
      if arguments.contains("-") { throw UsageError.standardInputNotAccepted }
      if let given = parsed.value(.anyFormat), format == .json {
        throw UsageError.conflictingOptions("--grid", "--format \(given)", reason: "the grid is a table or a picture")
      }
    } else if arguments.count > 2 {
      throw UsageError.wrongArgumentCount(command: "contrast", usage: "contrast --grid COLOR [COLOR …]")
    } else if parsed.has(.picture) {
      throw UsageError.optionNeedsOption("--to", needs: "--grid")
    }
    if arguments.count == 2, arguments[1] == "-" {
      throw UsageError.standardInputNotHere(argument: "BG", usage: ContrastCommand.spec.shortUsage)
    }
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    var command = self
    if let backdropText {
      let reading = try ColorResolver.read(backdropText, context)
      try ColorResolver.check(reading, strict: strict)
      ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
      command.backdrop = reading.color.composited(over: .white).withAlpha(1)
    }
    try grid ? command.measureGrid(context) : command.measure(context)
  }

  /// `--grid`: every color (the arguments, or the palette's entries) as text on every one, as a table or a picture.
  private func measureGrid(_ context: Context) throws {
    var swatches: [ColorPicture.Swatch] = []
    if arguments.isEmpty {
      let loaded = try context.paletteStore().load()
      ColorPrinter.warn(loaded.warnings, context)
      swatches = loaded.entries.map { ColorPicture.Swatch(names: [$0.name], color: $0.exact, text: $0.text) }
    }
    for argument in arguments {
      let reading = try ColorResolver.read(argument, context)
      try ColorResolver.check(reading, strict: strict)
      ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
      swatches.append(ColorPicture.Swatch(names: [argument], color: reading.exact, text: reading.givenText))
    }
    guard (2...ContrastCommand.gridLimit).contains(swatches.count) else { throw GridSize(count: swatches.count) }
    let marked = requirement ?? ContrastRequirement(.aaNormal)
    let colors = swatches.map(\.color)
    let contrasts = ContrastGrid(foregrounds: colors, backgrounds: colors, backdrop: backdrop).contrasts
    if let picture = context.picture {
      picture.write(
        ColorPicture.grid(
          title: picture.title, foregrounds: swatches, backgrounds: swatches, requirement: marked, backdrop: backdrop),
        context.output)
    } else {
      context.output.write(ContrastCommand.table(swatches.map { $0.names[0] }, contrasts))
    }
    if let requirement {
      // A color on itself is no pair.
      let pairs = contrasts.joined().filter { $0.foreground != $0.background }
      let failed = pairs.filter { !requirement.isMet(by: $0.ratio) }.count
      if failed > 0 { throw RequirementFailure(requirement: requirement, failed: failed, pairs: pairs.count) }
    }
  }

  /// The most colors a grid measures: 64, 4,096 pairs (a picture of about 8,000 × 4,700 pixels).
  static let gridLimit = 64

  /// A grid of fewer than two colors, or of more than `gridLimit`: exit 65.
  struct GridSize: Error, CustomStringConvertible {
    let count: Int
    var description: String {
      count < 2
        ? "A grid needs two colors or more; \(count == 0 ? "none was" : "1 was") given (with no COLOR, the palette's)."
        : "A grid takes at most \(ContrastCommand.gridLimit) colors; \(count) were given (with no COLOR, the palette's)."
    }
  }

  /// The grid as a table: a row a text color, a column a background, each cell the ratio and its verdict
  /// (`21.00 AAA`), `—` for a color on itself; the names escaped and cut to 16 characters, columns measured in
  /// terminal cells (a wide character takes two).
  static func table(_ names: [String], _ contrasts: [[Contrast]]) -> String {
    let labels = names.map { Visible.excerpt($0, limit: 16) }
    let widest = labels.map(DisplayWidth.of).max() ?? 0
    let (first, cell) = (max(4, widest) + 2, max(15, widest + 2))
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(1, width - DisplayWidth.of(text)))
    }
    func line(_ text: String) -> String {
      var text = text
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }
    var out = line(padded("", first) + labels.map { padded($0, cell) }.joined())
    for (row, label) in labels.enumerated() {
      let cells = contrasts[row].map {
        padded($0.foreground == $0.background ? "—" : $0.ratioText + " " + ContrastGrid.verdict($0), cell)
      }
      out += line(padded(label, first) + cells.joined())
    }
    return out
  }

  private func measure(_ context: Context) throws {
    var tally = (failed: 0, pairs: 0)
    if arguments == ["-"] {
      try reportPairs(tally: &tally, context)
    } else if arguments.count == 2 {
      let background = try ColorResolver.read(arguments[1], context)
      try ColorResolver.check(background, strict: strict)
      let backgroundGamut = background.gamutWarnings
      ColorPrinter.warn(background.warnings, gamut: backgroundGamut, context)
      let against = [background.color]
      if arguments[0] == "-" {
        try StandardInputColors.forEach(strict: strict, json: format == .json, context) { reading, number in
          let warnings = (reading.warnings + background.warnings, (reading.gamutWarnings) + backgroundGamut)
          report(reading.color, against: against, warnings: warnings, line: number, tally: &tally, context)
        }
      } else {
        let reading = try ColorResolver.read(arguments[0], context)
        try ColorResolver.check(reading, strict: strict)
        let gamut = reading.gamutWarnings
        ColorPrinter.warn(reading.warnings, gamut: gamut, context)
        let warnings = (reading.warnings + background.warnings, gamut + backgroundGamut)
        report(reading.color, against: against, warnings: warnings, line: 0, tally: &tally, context)
      }
    } else {
      var warnings: [RangeWarning] = []
      var gamut: [GamutWarning] = []
      var against: [Color] = [.black, .white]
      if let other = arguments.first {
        let reading = try ColorResolver.read(other, context)
        try ColorResolver.check(reading, strict: strict)
        (warnings, gamut, against) = (reading.warnings, reading.gamutWarnings, [reading.color])
      }
      let loaded = try context.colorStore().load()
      let (stored, fileWarnings) = (loaded.color, loaded.warnings)
      warnings = fileWarnings + warnings
      ColorPrinter.warn(warnings, gamut: gamut, context)
      report(loaded.exact, against: against, warnings: (warnings, gamut), line: 0, tally: &tally, context)
      if arguments.isEmpty && format != .json {
        let best = loaded.exact.bestTextColor
        context.output.write("best text on \(stored.hex): \(best == .black ? "black" : "white") (\(best.hex))\n")
      }
    }
    if let requirement, tally.failed > 0 {
      throw RequirementFailure(requirement: requirement, failed: tally.failed, pairs: tally.pairs)
    }
  }

  /// `contrast -`: each line of standard input is a pair, `FG on BG` or `FG<TAB>BG`, each side any COLOR; a bad line
  /// is reported with its number (on standard error, and in JSON as `{"line": N, "error": "…"}`) and makes it 65.
  private func reportPairs(tally: inout (failed: Int, pairs: Int), _ context: Context) throws {
    let input = context.standardInput()
    let output = context.output
    output.startBuffering()
    input.beforeRead = { output.flush() }
    defer { output.flush(stopBuffering: true) }
    var (bad, number, blank) = (0, 0, 0)
    while !output.isOutputClosed, let next = try input.nextLine() {
      number += 1
      do {
        guard case .bytes(let bytes) = next else { throw InputLineError.tooLong }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw InputLineError.notUTF8 }
        let line = text.trimmingWhitespaceAndReturn()
        if line.isEmpty {
          blank += 1
          continue
        }
        let (foreground, background) = try ContrastCommand.pair(line)
        var readings: [ColorReading] = []
        for side in [foreground, background] {
          // `#rrggbb` and `#rgb` read directly, as `show -` reads such a line: the common side of a theme's table.
          let reading =
            try StandardInputColors.hexColor(Array(side.utf8)).map { ColorReading(color: $0) }
            ?? ColorResolver.read(side, context)
          try ColorResolver.check(reading, strict: strict)
          ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, line: number, context)
          readings.append(reading)
        }
        let warnings = (
          readings[0].warnings + readings[1].warnings, readings[0].gamutWarnings + readings[1].gamutWarnings
        )
        report(
          readings[0].color, against: [readings[1].color], warnings: warnings, line: number, tally: &tally, context)
      } catch {
        bad += 1
        let message = Diagnostics.describe(error, printsOnly: true).message
        output.writeError("colormix: error: line \(number): \(message)\n")
        if format == .json { output.write("{\"line\": \(number), \"error\": \(JSONText.quote(message))}\n") }
      }
    }
    if bad > 0 { throw InputLineError.badLines(bad, of: number - blank) }
  }

  /// The two sides of a pair line: split at its tab, else at ` on ` (the last, so that a name may hold the word).
  static func pair(_ line: String) throws(InputLineError) -> (String, String) {
    // A line of ASCII (every theme table) is split on its bytes, where bytes are characters: searching the
    // characters for ` on ` cost most of a line.
    if line.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = Array(line.utf8)
      func side(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).trimmingWhitespaceAndReturn()
      }
      if let tab = bytes.firstIndex(of: UInt8(ascii: "\t")) {
        let (first, second) = (side(0..<tab), side(tab + 1..<bytes.count))
        if !first.isEmpty && !second.isEmpty && !second.utf8.contains(UInt8(ascii: "\t")) { return (first, second) }
      } else if let on = lastOn(bytes) {
        let (first, second) = (side(0..<on), side(on + 4..<bytes.count))
        if !first.isEmpty && !second.isEmpty { return (first, second) }
      }
      throw .notAPair(line)
    }
    if let tab = line.firstIndex(of: "\t") {
      let (first, second) = (
        String(line[..<tab]).trimmingWhitespaceAndReturn(),
        String(line[line.index(after: tab)...]).trimmingWhitespaceAndReturn()
      )
      if !first.isEmpty && !second.isEmpty && !second.contains("\t") { return (first, second) }
    } else if let on = line.ranges(of: " on ").last {
      let (first, second) = (
        String(line[..<on.lowerBound]).trimmingWhitespaceAndReturn(),
        String(line[on.upperBound...]).trimmingWhitespaceAndReturn()
      )
      if !first.isEmpty && !second.isEmpty { return (first, second) }
    }
    throw .notAPair(line)
  }

  /// Where the last ` on ` of `bytes` starts, of those found from the start one after another without overlapping
  /// (in `x on on y` the one after `x`), as `ranges(of:)` finds them.
  private static func lastOn(_ bytes: [UInt8]) -> Int? {
    var (start, last): (Int, Int?) = (0, nil)
    while start + 4 <= bytes.count {
      if bytes[start] == 0x20 && bytes[start + 1] == UInt8(ascii: "o") && bytes[start + 2] == UInt8(ascii: "n")
        && bytes[start + 3] == 0x20
      {
        last = start
        start += 4
      } else {
        start += 1
      }
    }
    return last
  }

  /// One line per pair, or one JSON object for all of them; counts the pairs that fail the requirement.
  private func report(
    _ color: Color, against others: [Color], warnings: ([RangeWarning], [GamutWarning]), line: Int,
    tally: inout (failed: Int, pairs: Int), _ context: Context
  ) {
    let pairs = others.map { color.contrast(on: $0, backdrop: backdrop) }
    tally.pairs += pairs.count
    if let requirement { tally.failed += pairs.count(where: { !$0.meets(requirement) }) }
    if format == .json {
      let json = Contrast.json(
        of: color, pairs, line: line > 0 ? line : nil, warnings: warnings.0, gamut: warnings.1)
      context.output.write(json + "\n")
      return
    }
    // Written as bytes: a theme's table is a stream (`contrast -`).
    var out = TextWriter(capacity: 128)
    for pair in pairs {
      pair.write(into: &out)
      out.write(byte: UInt8(ascii: "\n"))
    }
    out.withBytes { context.output.write(raw: $0) }
  }
}
