import ColorCore
import ColorTerminal

/// `colormix load NAME`: makes a saved color current.
struct LoadCommand: Subcommand {
  static let name = "load"
  static let spec = CommandSpec(
    name, summary: "Make a saved color the current color.",
    discussion: """
      Stores the color saved as NAME (any of its names) exactly, and prints it as show does. An unknown NAME is a
      usage error (64) that suggests close names. A palette edited by hand that holds NAME twice gives the first.
      The stored color is opaque and inside sRGB: a translucent saved color is stored without its alpha, and one
      outside sRGB gamut mapped, each with a warning (--strict refuses it, 65, and writes nothing).
      """,
    forms: [[ArgumentSpec("NAME", .paletteName)]],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 >/dev/null; colormix save grape --format hex
      #8033cc
      """,
      """
      colormix reset --format hex
      #000000
      """,
      """
      colormix load grape -f swatch
      #8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)  saved as grape
      """,
      """
      colormix load grap
      colormix: error: No saved color is named 'grap'. Did you mean 'grape'?
      """,
    ])

  var name: String
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) {
    name = parsed.arguments[0]
    format = parsed.format
    strict = parsed.has(.strict)
  }

  func run(_ context: Context) throws {
    let found = try context.paletteStore().entry(named: name)
    let (entry, warnings) = (found.entry, found.warnings)
    let dropped = RangeWarning.alphaNotKept(entry.shownColor).map { [$0] } ?? []
    // The store holds sRGB: a color outside it is mapped, as `set` maps one.
    let reading = ColorReading(entry)
    if strict, let gamut = reading.gamut { throw InputError.outOfGamut(gamut) }
    let updated = try context.colorStore().update(strict: strict) { _ in
      ColorStore.Change(reading, warnings: dropped)
    }
    try ColorPrinter.print(
      updated.color, exact: updated.exactColor, warnings: warnings + updated.warnings, gamut: reading.gamutWarnings,
      format: format, saved: entry.alpha == nil && reading.gamut == nil ? entry.name : nil, context)
  }
}
