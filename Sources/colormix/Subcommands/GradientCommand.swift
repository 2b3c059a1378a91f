import ColorCore

/// `colormix gradient COLOR [--steps N] [--space SPACE]`: the colors from the current one to COLOR.
struct GradientCommand: Subcommand {
  static let name = "gradient"
  static let spec = CommandSpec(
    name, summary: "Print N colors from the current color to COLOR; stores nothing.",
    discussion: """
      N is 2–256 (default 5), both ends included, evenly spaced in OKLab (or --space srgb or linear). One color
      per line in the chosen format; JSON prints one object per line.
      """,
    forms: [[ArgumentSpec("COLOR", .color)]], options: [.steps, .space] + ColorChange.options)

  var target: String
  var steps: Int
  var space: BlendSpace
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    target = parsed.arguments[0]
    let text = parsed.value(.steps) ?? "5"
    // Digits only, like the store's `sides`: `3.00`, `+3` and `3e0` are not written as whole numbers.
    guard !text.isEmpty, text.utf8.count <= 3, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text),
      (2...256).contains(value)
    else {
      throw UsageError.invalidAmount(text, for: "--steps", range: "2–256 (a whole number in at most three digits)")
    }
    steps = value
    space = parsed.value(.space).flatMap(BlendSpace.init(rawValue:)) ?? .oklab
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let reading = try ColorResolver.read(target, context)
    let (start, fileWarnings) = try context.colorStore().load()
    let warnings = fileWarnings + reading.warnings
    let gamut = reading.gamut.map { [$0] } ?? []
    ColorPrinter.warn(warnings, gamut: gamut, context)
    for index in 0..<steps {
      let color: Color
      if index == 0 {
        color = start
      } else if index == steps - 1 {
        color = reading.color
      } else {
        color = ColorOperation.blend(start, reading.color, amount: Double(index) / Double(steps - 1), in: space).color
      }
      let report = ColorPrinter.report(color, warnings: warnings, gamut: gamut, format: format, context)
      context.output.write(report.render(format, depth: context.depth) + "\n")
    }
  }
}
