import ColorCore
import ColorTerminal

/// `colormix gradient STOP... [--steps N] [--space SPACE]`: N colors through the stops, or from the current color
/// to one stop.
struct GradientCommand: Subcommand {
  static let name = "gradient"
  static let spec = CommandSpec(
    name, summary: "Print N colors through the stops, or from the current color to one.",
    discussion: """
      N is 2–256 (default 5, or the number of stops when that is more), both ends included. With one COLOR the
      gradient runs from the current color to COLOR; with two or more stops it runs through them and reads no
      store. Stop i of k is printed at step round(i × (N − 1) / (k − 1)), exactly as given, and the steps between
      two stops are evenly spaced in OKLab (or --space srgb or linear). One color per line in the chosen format;
      JSON prints one object per line.
      """,
    forms: [
      [ArgumentSpec("COLOR", .color)], [ArgumentSpec("STOP", .color), ArgumentSpec("STOP", .color, repeats: true)],
    ],
    options: [.steps, .space, .strict] + ColorChange.options,
    examples: [
      """
      colormix gradient red yellow blue --steps 6 --format hex
      #ff0000
      #ff7d00
      #ffc100
      #ffff00
      #6cabc7
      #0000ff
      """,
      """
      colormix set black >/dev/null; colormix gradient white --steps 3 --format hex
      #000000
      #636363
      #ffffff
      """,
      """
      colormix gradient black white --steps 3 --space linear --format hex
      #000000
      #bcbcbc
      #ffffff
      """,
    ])

  var stops: [String]
  var steps: Int?
  var space: BlendSpace
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    stops = parsed.arguments
    guard stops.count <= 256 else {
      throw UsageError.tooManyColors(command: GradientCommand.name, given: stops.count, limit: 256)
    }
    if let text = parsed.value(.steps) {
      let value = try WholeNumber.parse(text, for: "--steps", in: 2...256)
      guard value >= stops.count else {
        throw UsageError.invalidAmount(text, for: "--steps", range: "\(stops.count)–256 (at least one per stop)")
      }
      steps = value
    }
    space = parsed.value(.space).flatMap(BlendSpace.init(rawValue:)) ?? .oklab
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    var readings: [ColorReading] = []
    for stop in stops {
      let reading = try ColorResolver.read(stop, context)
      try ColorResolver.check(reading, strict: strict)
      readings.append(reading)
    }
    var warnings = readings.flatMap(\.warnings)
    var colors = readings.map(\.color)
    // The stops that are a stored or saved color: their nearest name is exact when the tenths match.
    var stored = Set(readings.filter(\.isStored).map(\.color))
    if colors.count == 1 {
      let loaded = try context.colorStore().load()
      let (start, fileWarnings) = (loaded.color, loaded.warnings)
      warnings = fileWarnings + warnings
      colors.insert(Color(start), at: 0)
      stored.insert(Color(start))
    }
    let gamut = readings.compactMap(\.gamut)
    ColorPrinter.warn(warnings, gamut: gamut, context)
    for color in GradientCommand.colors(through: colors, steps: steps ?? max(5, colors.count), in: space) {
      let report = ColorPrinter.report(
        color, stored: stored.contains(color), warnings: warnings, gamut: gamut, format: format, context)
      ColorPrinter.write(report, format: format, context)
    }
  }

  /// `steps` colors through `stops` (at least two, `steps` at least as many): stop i at step
  /// round(i × (steps − 1) / (k − 1)), exactly, and the steps between two stops evenly spaced.
  static func colors(through stops: [Color], steps: Int, in space: BlendSpace) -> [Color] {
    let segments = stops.count - 1
    let positions = (0...segments).map { Int((Double($0 * (steps - 1)) / Double(segments)).rounded()) }
    var colors: [Color] = []
    for segment in 0..<segments {
      let (from, to) = (positions[segment], positions[segment + 1])
      for index in from..<to {
        let amount = Double(index - from) / Double(to - from)
        colors.append(
          index == from ? stops[segment] : stops[segment].mixed(with: stops[segment + 1], amount: amount, in: space))
      }
    }
    colors.append(stops[segments])
    return colors
  }
}
