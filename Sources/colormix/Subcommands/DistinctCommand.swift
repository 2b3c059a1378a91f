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
      --on BG keeps every new color at least --min-contrast RATIO (default 3, WCAG's for graphics) on BG, so none
      vanishes on the page; when fewer of the #rgb colors keep it than are asked for, that is an error (65).
      --deficiency protan, deutan, tritan or all measures every difference also as seen with that color-vision
      deficiency (or each of the three), by the simulation of colormix simulate, and keeps the smallest: the
      colors stay apart for those readers too (--verbose's smallest difference is that one).
      """,
    forms: [[ArgumentSpec("N", .number)], [ArgumentSpec("N", .number), ArgumentSpec("COLOR", .color, repeats: true)]],
    options: [
      .seed, .on, .minContrast, .deficiency, .verbose, .strict, .picture, .format(OutputFormat.names), .nearestCatalog,
      .color,
      .store, .blockShape,
    ],
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
      """
      colormix distinct 3 --on white --seed 1 --format hex
      #460000
      #5fa500
      #009cea
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
    background = parsed.value(.on)
    minimumContrast = 3
    if let text = parsed.value(.minContrast) {
      guard background != nil else { throw UsageError.optionNeedsOption("--min-contrast", needs: "--on BG") }
      guard let requirement = ContrastRequirement(text), requirement.level == nil else {
        throw UsageError.invalidAmount(text, for: "--min-contrast", range: "1–21 (a ratio: 4.5 or 4.5:1)")
      }
      minimumContrast = requirement.minimumRatio
    }
    deficiencies = parsed.value(.deficiency).map(DistinctCommand.deficiencies) ?? []
  }

  /// The background every new color keeps `minimumContrast` on.
  var background: String?
  var minimumContrast: Double
  var deficiencies: [VisionDeficiency]

  /// The deficiencies `--deficiency` names.
  static func deficiencies(_ name: String) -> [VisionDeficiency] {
    switch name {
    case "protan": [.protanopia]
    case "deutan": [.deuteranopia]
    case "tritan": [.tritanopia]
    default: [.protanopia, .deuteranopia, .tritanopia]
    }
  }

  /// Fewer of the `#rgb` colors keep the contrast than were asked for: exit 65.
  struct TooFewColors: Error, CustomStringConvertible {
    var made: Int
    var asked: Int
    var ratio: Double
    var background: Color
    var description: String {
      "Only \(made) of the \(asked) colors asked for keep a contrast of \(ColorText.decimal(ratio, places: 4)):1 on "
        + "\(background.hex); ask for fewer or a lower --min-contrast."
    }
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    // N colors at most are kept: more is refused, however many lines there are.
    try GenerateSupport.readColors(
      colors, strict: strict, json: format == .json, keeping: count, shownIn: format, context
    ) {
      reads, given in
      guard given <= 256 else {
        throw UsageError.tooManyColors(command: DistinctCommand.name, given: given, limit: 256)
      }
      guard given <= count else {
        throw UsageError.invalidAmount(
          String(count), for: "N", range: "\(given)–256 (at least the number of colors given)")
      }
      let (_, used) = GenerateSupport.generator(seed: seed, verbose: verbose, context)
      let on = try background.map { text in
        let reading = try ColorResolver.read(text, context).asOperand
        ColorPrinter.warn(reading.warnings, context)
        return DistinctColors.Background(reading.color, minimumContrast: minimumContrast)
      }
      let result = DistinctColors(
        count: count, keeping: reads.map(\.reading.color), seed: used, background: on, deficiencies: deficiencies)
      if let on, result.colors.count < count {
        throw TooFewColors(made: result.colors.count, asked: count, ratio: on.minimumContrast, background: on.color)
      }
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
