import ColorCore
import ColorTerminal

/// `colormix textcolor [COLOR | -]`: the text color, black or white, that reads best on the stored color, on COLOR,
/// or on each color of standard input (`Color.bestTextColor`, the rule the swatch, the block and the mixer draw by).
struct TextColorCommand: Subcommand {
  static let name = "textcolor"
  static let spec = CommandSpec(
    name, summary: "Print the text color, black or white, that reads best on a color.",
    discussion: """
      Black or white, whichever has the larger WCAG 2.2 contrast ratio with the color (white on a tie): the rule
      the swatch, the block and the mixer draw their text by. Without COLOR it is the stored color's text color;
      with COLOR that color's; with - each line of standard input (R G B or COLOR) is a color and its text color
      is printed as it is read. A translucent color is laid over white first, as contrast's default backdrop.
      Nothing is stored. --verbose says both ratios on standard error.
      """,
    forms: [[], [ArgumentSpec("COLOR", .color)]],
    options: [.textVerbose, .strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
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
    ])

  var operand: String?
  var verbose: Bool
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    operand = parsed.arguments.first
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
    case let text?:
      let reading = try ColorResolver.read(text, context)
      try ColorResolver.check(reading, strict: strict)
      ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
      print(reading.color, reading: reading, context)
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
