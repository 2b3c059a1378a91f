import ColorCore
import ColorTerminal

/// `colormix distinct N [--seed S] [COLOR… | -]`: N colors as far apart as possible, the given ones among them.
struct DistinctCommand: Subcommand {
  static let name = "distinct"
  static let spec = CommandSpec(
    name, summary: "Print N colors as far apart as possible (CIEDE2000), keeping the given ones.",
    discussion: """
      N is 2–256 and counts the given colors, which are printed first, unchanged. The rest are chosen to make
      the smallest CIEDE2000 difference between any two of the N as large as possible: a farthest-point start
      over the 4,096 colors #rgb, then 4,000 random moves of one of the closest pair, each kept only when it
      moves that color farther away than the pair was. The same --seed and colors give the same output on every
      machine (without --seed the seed comes from the system: --verbose says it). --verbose also says the
      smallest difference reached, and which two colors have it, on standard error; JSON adds it to every color
      ("minimumDistance"), with the color's own nearest difference ("nearestDistance") and whether it was given
      ("given"). With - the given colors are the lines of standard input (a bad line is reported with its number
      and makes the exit status 65; the others are used). Reads and stores nothing but for palette:NAME.
      """,
    forms: [[ArgumentSpec("N", .number)], [ArgumentSpec("N", .number), ArgumentSpec("COLOR", .color, repeats: true)]],
    options: [.seed, .verbose, .strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix distinct 4 --seed 1 --format hex
      #8506e8
      #00ff4d
      #102500
      #ff8214
      """,
      """
      colormix distinct 6 '#1f77b4' --seed 1 --format hex --verbose
      colormix: seed 1
      colormix: smallest CIEDE2000 difference 46.24, between #1f77b4 and #ff16e1
      #1f77b4
      #ffff00
      #445500
      #e96920
      #3c0018
      #ff16e1
      """,
    ])

  var count: Int
  var colors: [String]
  var seed: UInt64?
  var verbose: Bool
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    count = try WholeNumber.parse(parsed.arguments[0], for: "N", in: 2...256)
    colors = Array(parsed.arguments.dropFirst())
    try GenerateSupport.checkStandardInputAlone(colors, usage: DistinctCommand.spec.shortUsage)
    if colors != ["-"] && colors.count > 256 {
      throw UsageError.tooManyColors(command: DistinctCommand.name, given: colors.count, limit: 256)
    }
    if colors != ["-"] && colors.count > count {
      throw UsageError.invalidAmount(
        parsed.arguments[0], for: "N", range: "\(colors.count)–256 (at least the number of colors given)")
    }
    seed = try GenerateSupport.seed(parsed)
    verbose = parsed.has(.verbose)
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    // N colors at most are kept: more is refused, however many lines there are.
    try GenerateSupport.readColors(colors, strict: strict, json: format == .json, keeping: count, context) {
      reads, given in
      guard given <= 256 else {
        throw UsageError.tooManyColors(command: DistinctCommand.name, given: given, limit: 256)
      }
      guard given <= count else {
        throw UsageError.invalidAmount(
          String(count), for: "N", range: "\(given)–256 (at least the number of colors given)")
      }
      let (_, used) = GenerateSupport.generator(seed: seed, verbose: verbose, context)
      let result = DistinctColors(count: count, keeping: reads.map(\.reading.color), seed: used)
      let minimum = result.minimumDistance.map { ColorText.decimal($0, places: 4) } ?? "null"
      if verbose, let distance = result.minimumDistance, let pair = result.closestPair {
        let (a, b) = (result.colors[pair.first].hex, result.colors[pair.second].hex)
        context.output.note(
          "smallest CIEDE2000 difference \(ColorText.decimal(distance, places: 2)), between \(a) and \(b)")
      }
      for (index, color) in result.colors.enumerated() {
        let given = index < reads.count
        let report =
          given
          ? GenerateSupport.report(color, of: reads[index], format: format, context)
          : ColorPrinter.report(color, warnings: [], gamut: [], format: format, context)
        guard format == .json else {
          ColorPrinter.write(report, format: format, context)
          continue
        }
        let members = [
          "\"given\": \(given)",
          "\"nearestDistance\": " + ColorText.decimal(result.nearestDistances[index], places: 4),
          "\"minimumDistance\": " + minimum,
        ]
        context.output.write(GenerateSupport.appending(members, to: report.render(format, depth: .none)) + "\n")
      }
    }
  }
}
