import ColorCore
import ColorTerminal

/// `colormix show [R G B | COLOR | -]`: prints the current color, or a given one without storing it.
struct ShowCommand: Subcommand {
  static let name = "show"
  static let spec = CommandSpec(
    name, summary: "Print the current color, or any color without keeping it.",
    discussion: """
      With no command, colormix runs show. The swatch and JSON name the nearest catalog color. With R G B or COLOR
      it prints that color and stores nothing (no store file is created); with - it reads one color per line from
      standard input (R G B or COLOR; blank lines are skipped), reports a bad line with its number and exits 65 if
      any was bad. --strict makes a clamped or gamut-mapped value an error. --shape block prints each color as a
      framed block with its values and its three nearest names (every command that prints a color takes it).
      --shape polygon prints the mixer's color view instead: the color, its nearest name, and the polygon with the
      stored number of sides (or --sides N), drawn with the mixer's renderer without taking over the terminal.
      """,
    forms: [
      [],
      [ArgumentSpec("R", .number), ArgumentSpec("G", .number), ArgumentSpec("B", .number)],
      [ArgumentSpec("COLOR", .color)],
    ],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .showShape, .sides],
    examples: [
      """
      colormix show --format swatch
      #000000  red 0  green 0  blue 0  = black (css)
      """,
      """
      colormix set '#777777' >/dev/null; colormix show
      #777777
      """,
      """
      colormix show '#336699' --format oklch
      oklch(0.4993 0.09866 250.43)
      """,
      """
      printf 'red\\n50 20 80\\n' | colormix show - --format hex
      #ff0000
      #8033cc
      """,
    ])

  var arguments: [String]
  var format: OutputFormat
  var strict: Bool
  /// The sides to draw, when the polygon view was asked for; 0 means the stored sides.
  var polygonSides: Int?

  init(_ parsed: ParsedCommandLine) throws {
    arguments = parsed.arguments
    format = parsed.format
    strict = parsed.has(.strict)
    let shape = parsed.value(.anyShape)
    if let sides = parsed.value(.sides) {
      if shape == "block" {
        throw UsageError.conflictingOptions(
          "--shape block", "--sides \(sides)", reason: "--sides draws the polygon (--shape polygon)")
      }
      polygonSides = WholeNumber.parse(sides).map { Int($0) }
    } else if shape == "polygon" {
      polygonSides = 0
    }
    if polygonSides != nil, let given = parsed.value(.anyFormat), format != .swatch {
      throw UsageError.invalidOptionValue(option: "--format", value: given, allowed: ["swatch"])
    }
  }

  func run(_ context: Context) throws {
    if let polygonSides {
      try showPolygon(polygonSides, context)
    } else if arguments.isEmpty {
      // The swatch and JSON name a saved color: read the palette in the same opening of the folder.
      let namesSaved = format == .swatch || format == .json
      let loaded = try namesSaved ? context.storedColorAndPalette() : context.colorStore().load()
      try ColorPrinter.print(loaded.color, exact: loaded.exactColor, warnings: loaded.warnings, format: format, context)
    } else if arguments == ["-"] {
      try StandardInputColors.run(format: format, strict: strict, context)
    } else {
      let reading = try ShowCommand.read(arguments, context).shown(in: format)
      try ColorResolver.check(reading, strict: strict)
      try ColorPrinter.printText(
        reading.color, reading: reading, hint: WarningText.byteHint(arguments), format: format, context)
    }
  }

  /// The mixer's color view of the stored color (`sides` 0: the stored sides), printed without the mixer.
  private func showPolygon(_ sides: Int, _ context: Context) throws {
    guard arguments.isEmpty else {
      throw UsageError.wrongArgumentCount(command: "show --shape polygon", usage: "colormix show --shape polygon")
    }
    let loaded = try context.storedColorAndPalette()
    let (color, storedSides, warnings) = (loaded.color, loaded.sides, loaded.warnings)
    ColorPrinter.warn(warnings, context)
    let palette = (try? context.paletteForReading().entries) ?? []
    let depth = context.depth(drawing: true)
    let grid = MixerView.colorView(
      color: color, sides: sides == 0 ? storedSides : sides,
      savedName: Palette(entries: palette).entry(holding: color)?.name, depth: depth,
      terminalBackground: context.terminalBackground(depth: depth))
    context.output.write(bytes: Renderer.lines(grid, depth: depth))
  }

  /// `R G B` or one COLOR.
  static func read(_ arguments: [String], _ context: Context) throws -> ColorReading {
    if arguments.count == 3 { return try ColorResolver.channels(arguments) }
    // A plain number is a missing channel, not a color name (six digits are a hex color).
    if RangeWarning.ExactDecimal(arguments[0]) != nil, (try? ColorReading(parsing: arguments[0])) == nil {
      throw UsageError.wrongArgumentCount(command: "show", usage: ShowCommand.spec.shortUsage)
    }
    return try ColorResolver.read(arguments[0], context)
  }
}
