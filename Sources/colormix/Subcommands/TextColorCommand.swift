import ColorCore
import ColorTerminal

/// `colormix textcolor [COLOR | -]`: the text color, black or white, that reads best on the stored color, on COLOR,
/// or on each color of standard input (`Color.bestTextColor`, the rule the swatch, the block and the mixer draw by).
struct TextColorCommand: Subcommand {
  static let name = "textcolor"
  static let spec = CommandSpec(
    name, summary: "Print the text color that reads best on a color: black or white, or one of --from colors.",
    discussion: """
      Black or white, whichever has the larger WCAG 2.2 contrast ratio with the color (white on a tie): the rule
      the swatch, the block and the mixer draw their text by. Without COLOR it is the stored color's text color;
      with COLOR that color's; with - each line of standard input (R G B or COLOR) is a color and its text color
      is printed as it is read. A translucent color is laid over white first, as contrast's default backdrop.
      Nothing is stored. --verbose says both ratios on standard error.
      With --from, the text color is chosen among the candidate colors after the background (textcolor navy --from
      white gold '#ccc'), or with --from-palette among the saved colors, in the palette's order: the one of the
      largest contrast on the background (the first of equals), or with --require LEVEL or RATIO the first that
      meets it; none meeting it is an error (65) naming the best ratio found. --verbose then says every
      candidate's ratio.
      """,
    forms: [
      [], [ArgumentSpec("COLOR", .color)],
      [ArgumentSpec("COLOR", .color), ArgumentSpec("CANDIDATE", .color, repeats: true)],
    ],
    options: [
      .from, .fromPalette, .textRequire, .textVerbose, .strict, .format(OutputFormat.names), .nearestCatalog, .color,
      .store, .blockShape,
    ],
    examples: [
      """
      colormix textcolor '#336699' --format hex
      #ffffff
      """,
      """
      colormix textcolor gold --format name --verbose
      colormix: on #ffd700: black 14.97:1, white 1.40:1
      black
      """,
      """
      printf 'navy\\n#f0e68c\\n' | colormix textcolor - --format hex
      #ffffff
      #000000
      """,
      """
      colormix textcolor navy --from gold white '#336699' --require aaa --format hex
      #ffd700
      """,
    ])

  var operand: String?
  /// `--from`'s candidates (the arguments after the background), or nil.
  var candidates: [String]?
  var fromPalette: Bool
  var requirement: ContrastRequirement?
  var verbose: Bool
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    operand = parsed.arguments.first
    fromPalette = parsed.has(.fromPalette)
    requirement = try parsed.requirement(.textRequire)
    if parsed.has(.from) {
      if fromPalette { throw UsageError.conflictingOptions("--from", "--from-palette", reason: "give one") }
      guard parsed.arguments.count >= 2 else {
        throw UsageError.wrongArgumentCount(
          command: TextColorCommand.name, usage: "colormix textcolor COLOR --from CANDIDATE [CANDIDATE...]")
      }
      candidates = Array(parsed.arguments.dropFirst())
    } else if parsed.arguments.count > 1 {
      throw UsageError.optionNeedsOption("CANDIDATE", needs: "--from")
    }
    if requirement != nil && !parsed.has(.from) && !fromPalette {
      throw UsageError.optionNeedsOption("--require", needs: "--from or --from-palette")
    }
    if operand == "-" && (parsed.has(.from) || fromPalette) {
      throw UsageError.conflictingOptions(
        "-", parsed.has(.from) ? "--from" : "--from-palette",
        reason: "the background of a choice is one color, given on the command line")
    }
    verbose = parsed.has(.textVerbose)
    strict = parsed.has(.strict)
    format = parsed.format
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    // Its colors are black and white, which the 256 colors hold exactly (16 and 231): nothing to note.
    var context = context
    context.notesApproximation = false
    switch operand {
    case nil:
      let loaded = try context.colorStore().load()
      let reading = ColorReading(color: loaded.exact, warnings: loaded.warnings)
      ColorPrinter.warn(reading.warnings, context)
      print(reading.color, reading: reading, context)
    case "-":
      let verbose = verbose
      try StandardInputColors.run(
        format: format, strict: strict, context, { $0.bestTextColor },
        before: { color, line in if verbose { TextColorCommand.sayRatios(of: color, line: line, context) } })
    case let text? where candidates != nil || fromPalette:
      try choose(on: text, context)
    case let text?:
      let reading = try ColorResolver.read(text, context)
      try ColorResolver.check(reading, strict: strict)
      ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
      print(reading.color, reading: reading, context)
    }
  }

  /// The candidate to write text in on `background`, by `TextColorChoice`.
  private func choose(on background: String, _ context: Context) throws {
    let on = try ColorResolver.read(background, context)
    try ColorResolver.check(on, strict: strict)
    ColorPrinter.warn(on.warnings, gamut: on.gamutWarnings, context)
    var readings: [ColorReading] = []
    var names: [String] = []
    if let candidates {
      for text in candidates {
        let reading = try ColorResolver.read(text, context).asOperand
        ColorPrinter.warn(reading.warnings, context)
        readings.append(reading)
        names.append(text)
      }
    } else {
      let (entries, warnings) = try context.paletteForReading()
      ColorPrinter.warn(warnings, context)
      readings = entries.map { ColorReading($0) }
      names = entries.map(\.name)
    }
    let choice = TextColorChoice(candidates: readings.map(\.exact), on: on.color, requirement: requirement)
    if verbose {
      for (name, contrast) in zip(names, choice.contrasts) {
        context.output.note("\(Visible.escape(name)) on \(contrast.measuredBackground.hex): \(contrast.ratioText):1")
      }
    }
    guard let best = choice.best else { throw NoCandidate(requirement: requirement, best: nil) }
    guard let chosen = choice.chosen else {
      // Enough digits to tell a ratio just below the requirement from it (5.998, not 6.00).
      throw NoCandidate(
        requirement: requirement,
        best: (Visible.escape(names[best]), ColorText.decimal(choice.contrasts[best].ratio, places: 3)))
    }
    // The candidate as given, exactly: gamut mapped (with the warning) only where the format cannot hold it.
    let shown = readings[chosen].shown(in: format)
    try ColorResolver.check(shown, strict: strict)
    try ColorPrinter.printText(shown.color, reading: shown, format: format, context)
  }

  /// No candidate to choose from, or none meets the requirement: exit 65.
  struct NoCandidate: Error, CustomStringConvertible {
    var requirement: ContrastRequirement?
    var best: (name: String, ratio: String)?
    var description: String {
      guard let best, let requirement else { return "There are no candidate colors to choose from." }
      return "No candidate reaches \(requirement) on the background; the best is \(best.name), at \(best.ratio):1."
    }
  }

  /// The text color of `background`, after the ratios when `verbose`.
  private func print(_ background: Color, reading: ColorReading, _ context: Context) {
    if verbose { TextColorCommand.sayRatios(of: background, line: nil, context) }
    let report = ColorPrinter.report(
      background.bestTextColor, warnings: reading.warnings, gamut: reading.gamutWarnings, format: format, context)
    ColorPrinter.write(report, format: format, context)
  }

  /// `colormix: on #ffd700: black 14.97:1, white 1.40:1` on standard error (`line N: ` first for a `-` line).
  static func sayRatios(of background: Color, line: Int?, _ context: Context) {
    let (black, white) = (Color.black.contrast(on: background), Color.white.contrast(on: background))
    let prefix = line.map { "line \($0): " } ?? ""
    context.output.note(
      "\(prefix)on \(black.measuredBackground.hex): black \(black.ratioText):1, white \(white.ratioText):1")
  }
}
