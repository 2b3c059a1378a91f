import ColorCore
import ColorTerminal

/// `colormix sort [--by KEY] [--reverse] COLOR… | -`: the colors in order of hue, lightness, chroma, luminance or
/// name.
struct SortCommand: Subcommand {
  static let name = "sort"
  static let spec = CommandSpec(
    name, summary: "Print colors sorted by hue, lightness, chroma, luminance or name.",
    discussion: """
      The sort is stable: equal colors keep their order, also with --reverse, which turns the order round. hue
      (the default) puts grays first (OKLCH chroma below 0.02), darkest to lightest, then the other colors by
      OKLCH hue from 0 to 360, a tie broken by lightness; lightness and chroma are OKLCH's; luminance is WCAG's
      relative luminance; name is the given name (a catalog name, or NAME of palette:NAME) or else the nearest
      catalog name, compared lowercased. With - the lines of standard input are read first (a bad line is
      reported with its number and makes the exit status 65; the others are sorted and printed; JSON objects keep
      their "line"). Without a color it is a usage error. Reads and stores nothing but for palette:NAME.
      """,
    forms: [[ArgumentSpec("COLOR", .color, repeats: true)]],
    options: [
      .by, .reverse, .strict, .picture, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape,
    ],
    examples: [
      """
      colormix sort --by hue tomato gray navy gold white teal --format name
      gray
      white
      tomato
      gold
      teal
      navy
      """,
      """
      colormix sort --by lightness red navy gold --format hex
      #000080
      #ff0000
      #ffd700
      """,
      """
      printf 'white\\n#336699\\nblack\\n' | colormix sort - --by luminance --reverse --format hex
      #ffffff
      #336699
      #000000
      """,
    ])

  var colors: [String]
  var order: ColorOrder
  var reverse: Bool
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    colors = parsed.arguments
    try GenerateSupport.checkStandardInputAlone(colors, usage: SortCommand.spec.shortUsage)
    order = parsed.value(.by).flatMap(ColorOrder.init(rawValue:)) ?? .hue
    reverse = parsed.has(.reverse)
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    try GenerateSupport.readColors(colors, strict: strict, json: format == .json, shownIn: format, context) {
      reads, _ in
      let indices = order.sortedIndices(
        reads.map(\.reading.color), names: reads.map(\.name), catalog: context.catalog, descending: reverse)
      for index in indices {
        let report = GenerateSupport.report(reads[index].reading.color, of: reads[index], format: format, context)
        ColorPrinter.write(report, format: format, context)
      }
    }
  }
}
