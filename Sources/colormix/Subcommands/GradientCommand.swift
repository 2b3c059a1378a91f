import ColorCore
import ColorTerminal

/// `colormix gradient STOP... [N] [--space SPACE]`: N colors through the stops, or from the current color
/// to one stop.
struct GradientCommand: Subcommand {
  static let name = "gradient"
  static let spec = CommandSpec(
    name, summary: "Print N colors through the stops, or from the current color to one.",
    discussion: """
      N is 2–256 (default 5, or the number of stops when that is more), both ends included: a whole number after
      the stops (gradient red blue 7), or --steps N. With one COLOR the
      gradient runs from the current color to COLOR; with two or more stops it runs through them and reads no
      store. Stop i of k is printed at step round(i × (N − 1) / (k − 1)), exactly as given, and the steps between
      two stops are evenly spaced in OKLab (or --space srgb or linear), exactly: a step outside the format's gamut
      (OKLab between two sRGB colors can leave sRGB) is gamut mapped with a warning, and --strict refuses the
      gradient. One color per line in the chosen format; JSON prints one object per line.
      """,
    forms: [
      [ArgumentSpec("COLOR", .color)], [ArgumentSpec("STOP", .color), ArgumentSpec("STOP", .color, repeats: true)],
    ],
    options: [.steps, .space, .strict, .picture] + ColorChange.options,
    examples: [
      """
      colormix gradient '#336699' white black 5 --format hex
      #336699
      #97b1cd
      #ffffff
      #636363
      #000000
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
  var space: Color.BlendSpace
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    stops = parsed.arguments
    // A whole number after the stops is N, as --steps gives it (no stop is one: a color of digits has six).
    var count = parsed.value(.steps).map { ("--steps", $0) }
    if stops.count > 1, let last = stops.last, last.utf8.count != 6, WholeNumber.parse(last) != nil {
      if parsed.has(.steps) {
        throw UsageError.conflictingOptions(last, "--steps", reason: "N and --steps both say how many colors; give one")
      }
      count = ("N", last)
      stops.removeLast()
    }
    guard stops.count <= 256 else {
      throw UsageError.tooManyColors(command: GradientCommand.name, given: stops.count, limit: 256)
    }
    if let (flag, text) = count {
      let value = try WholeNumber.parse(text, for: flag, in: 2...256)
      guard value >= stops.count else {
        throw UsageError.invalidAmount(text, for: flag, range: "\(stops.count)–256 (at least one per stop)")
      }
      steps = value
    }
    space = parsed.value(.space).flatMap(Color.BlendSpace.init(rawValue:)) ?? .oklab
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    var readings: [ColorReading] = []
    for stop in stops {
      // The stops are interpolated exactly: each printed color's gamut is judged, not a stop's own.
      let reading = try ColorResolver.read(stop, context).asOperand
      try ColorResolver.check(reading, strict: strict)
      readings.append(reading)
    }
    var warnings = readings.flatMap(\.warnings)
    var colors = readings.map(\.exact)
    // The stops that are a stored or saved color: their nearest name is exact when the tenths match.
    var stored = Set(readings.filter(\.isStored).map(\.exact))
    if colors.count == 1 {
      let loaded = try context.colorStore().load()
      warnings = loaded.warnings + warnings
      colors.insert(loaded.exact, at: 0)
      stored.insert(loaded.exact)
    }
    // Every step is judged before any is printed: under --strict one the format cannot hold prints nothing.
    let steps = GradientCommand.colors(through: colors, steps: steps ?? max(5, colors.count), in: space).map {
      ColorReading(color: $0).computed($0, shownIn: format)
    }
    for step in steps { try ColorResolver.check(step, strict: strict) }
    ColorPrinter.warn(warnings, gamut: steps.flatMap(\.gamutWarnings), context)
    if let picture = context.picture {
      let swatches = steps.map { ColorPicture.Swatch(color: $0.exact) }
      picture.write(
        ColorPicture.gradient(title: picture.title, stops: colors, steps: swatches, space: space), context.output)
      return
    }
    for step in steps {
      var report = ColorPrinter.report(
        step.color, stored: stored.contains(step.exact), warnings: warnings, gamut: step.gamutWarnings, format: format,
        context)
      report.exact = step.exact
      ColorPrinter.write(report, format: format, context)
    }
  }

  /// `steps` colors through `stops` (at least two, `steps` at least as many): stop i at step
  /// round(i × (steps − 1) / (k − 1)), exactly, and the steps between two stops evenly spaced.
  static func colors(through stops: [Color], steps: Int, in space: Color.BlendSpace) -> [Color] {
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
