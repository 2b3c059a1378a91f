import ColorCore

/// `colormix show`: prints the current color.
struct ShowCommand: Subcommand {
  static let spec = CommandSpec(
    "show", summary: "Print the current color.",
    discussion: """
      With no command, colormix runs show. The swatch and JSON name the nearest catalog color. --shape polygon \
      prints the mixer's color view instead: the color, its nearest name, and the polygon with the stored number of
      sides (or --sides N), drawn with the mixer's renderer without taking over the terminal.
      """,
    options: [.format(OutputFormat.names), .color, .store, .shape, .sides])

  var format: OutputFormat
  /// The sides to draw, when the polygon view was asked for; 0 means the stored sides.
  var polygonSides: Int?

  init(_ parsed: ParsedCommandLine) throws {
    format = parsed.format
    if let sides = parsed.value(.sides) {
      polygonSides = Int(sides)
    } else if parsed.has(.shape) {
      polygonSides = 0
    }
    if polygonSides != nil, let given = parsed.value(named: "format"), format != .swatch {
      throw UsageError.invalidOptionValue(option: "--format", value: given, allowed: ["swatch"])
    }
  }

  func run(_ context: Context) throws {
    guard let polygonSides else {
      let (color, warnings) = try context.colorStore().load()
      return try ColorPrinter.print(color, warnings: warnings, format: format, context)
    }
    let (color, storedSides, warnings) = try context.colorStore().loadWithSides()
    ColorPrinter.warn(warnings, context)
    let palette = (try? context.paletteStore().load().entries) ?? []
    let grid = MixerView.colorView(
      color: color, sides: polygonSides == 0 ? storedSides : polygonSides,
      savedName: palette.first { $0.color == color }?.name, depth: context.depth)
    context.output.write(bytes: Renderer.lines(grid, depth: context.depth))
  }
}
