import ColorCore
import ColorTerminal

/// `colormix random [N] [--seed S] [--kind KIND]`: random colors, the same for the same seed everywhere.
struct RandomCommand: Subcommand {
  static let name = "random"
  static let spec = CommandSpec(
    name, summary: "Print random colors (the same ones again with the same --seed).",
    discussion: """
      Prints N colors (1–10000, default 1; --count N says the same), one per line. The generator is xoshiro256** seeded by SplitMix64 from
      --seed S, so a seed gives the same colors on every run and machine; without --seed it is seeded from the
      system's random source (--verbose says the seed on standard error). --kind any draws each sRGB channel
      uniformly; vivid draws OKLCH lightness 0.55–0.80 and chroma 0.12–0.25, pastel lightness 0.85–0.93 and chroma
      0.03–0.08, any hue, the chroma drawn only up to what sRGB holds at that lightness and hue (never clipped, so
      the hue is kept); gray draws OKLCH lightness 0–1 with no chroma. Reads and stores nothing.
      """,
    forms: [[], [ArgumentSpec("N", .number)]],
    options: [
      .count, .seed, .kind, .verbose, .picture, .format(OutputFormat.names), .nearestCatalog, .color, .blockShape,
    ],
    examples: [
      """
      colormix random 3 --seed 7 --kind pastel --format swatch
      #bad8fb  red 72.8387  green 84.7969  blue 98.6153  ≈ lightsteelblue (css)
      #feddea  red 99.7003  green 86.8033  blue 91.6552  ≈ Piggy Pink (crayola)
      #efc5c2  red 93.7589  green 77.0897  blue 76.1652  ≈ Melon (crayola)
      """,
      """
      colormix random 2 --seed 1 --format hex
      #b38592
      #64b225
      """,
      """
      colormix random --seed 42 --kind gray --format oklch
      oklch(0.0839 0 0)
      """,
    ])

  var count: Int
  var seed: UInt64?
  var kind: RandomColorKind
  var verbose: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    if let given = parsed.arguments.first, parsed.has(.count) {
      throw UsageError.conflictingOptions(given, "--count", reason: "N and --count both say how many colors; give one")
    }
    count = 1
    if let text = parsed.arguments.first {
      count = try WholeNumber.parse(text, for: "N", in: 1...10000)
    } else if let text = parsed.value(.count) {
      count = try WholeNumber.parse(text, for: "--count", in: 1...10000)
    }
    seed = try GenerateSupport.seed(parsed)
    kind = parsed.value(.kind).flatMap(RandomColorKind.init(rawValue:)) ?? .any
    verbose = parsed.has(.verbose)
    format = parsed.format
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    var (generator, _) = GenerateSupport.generator(seed: seed, verbose: verbose, context)
    for _ in 0..<count {
      let color = Color.random(kind, using: &generator)
      let report = ColorPrinter.report(color, warnings: [], gamut: [], format: format, context)
      ColorPrinter.write(report, format: format, context)
      if context.output.isOutputClosed { return }
    }
  }
}
