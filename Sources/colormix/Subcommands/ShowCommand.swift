import ColorCore

/// `colormix show [R G B | COLOR | -]`: prints the current color, or a given one without storing it.
struct ShowCommand: Subcommand {
  static let name = "show"
  static let spec = CommandSpec(
    name, summary: "Print the current color, or any color without keeping it.",
    discussion: """
      With no command, colormix runs show. The swatch and JSON name the nearest catalog color. With R G B or COLOR
      it prints that color and stores nothing (no store file is created); with - it reads one color per line from
      standard input (R G B or COLOR; blank lines are skipped), reports a bad line with its number and exits 65 if
      any was bad. --strict makes a clamped or gamut-mapped value an error.
      """,
    forms: [
      [],
      [ArgumentSpec("R", .number), ArgumentSpec("G", .number), ArgumentSpec("B", .number)],
      [ArgumentSpec("COLOR", .color)],
    ],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store])

  var arguments: [String]
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) {
    arguments = parsed.arguments
    format = parsed.format
    strict = parsed.has(.strict)
  }

  func run(_ context: Context) throws {
    if arguments.isEmpty {
      let (color, warnings) = try context.colorStore().load()
      try ColorPrinter.print(color, warnings: warnings, format: format, context)
    } else if arguments == ["-"] {
      try StandardInputColors.run(format: format, strict: strict, context)
    } else {
      let reading = try ShowCommand.read(arguments, context)
      try ColorResolver.check(reading, strict: strict)
      try ColorPrinter.print(
        reading.color, warnings: reading.warnings, gamut: reading.gamut.map { [$0] } ?? [],
        hint: WarningText.byteHint(arguments), format: format, context)
    }
  }

  /// `R G B` or one COLOR.
  static func read(_ arguments: [String], _ context: Context) throws -> ColorReading {
    if arguments.count == 3 { return try ColorResolver.channels(arguments) }
    // A plain number is a missing channel, not a color name.
    if ExactDecimal(arguments[0]) != nil {
      throw UsageError.wrongArgumentCount(command: "show", usage: ShowCommand.spec.shortUsage)
    }
    return try ColorResolver.read(arguments[0], context)
  }
}
