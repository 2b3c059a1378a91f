import ColorCore
import ColorTerminal

/// `colormix names`: lists the catalog colors.
struct NamesCommand: Subcommand {
  static let name = "names"
  static let spec = CommandSpec(
    name, summary: "List the named colors of the CSS and Crayola catalogs.",
    discussion: """
      Lists the 148 CSS Color Module Level 4 names and the 133 Crayola crayons, a row each: the name, its hex and
      its catalog, drawn on its own color. A Crayola name that CSS also has is listed as crayola:NAME, since the
      bare name is CSS's; every name listed is one set takes. JSON is an array of {"name", "catalog", "hex"}.
      """,
    options: [.catalog, .picture, .format(["swatch", "json"]), .color],
    examples: [
      """
      colormix names | head -3
       aliceblue                  #f0f8ff   css
       antiquewhite               #faebd7   css
       aqua                       #00ffff   css
      """,
      """
      colormix names --catalog crayola | head -2
       Almond                     #efdecd   crayola
       Antique Brass              #cd9575   crayola
      """,
      """
      colormix names --format json | head -3
      [
        {"name": "aliceblue", "catalog": "css", "hex": "#f0f8ff"},
        {"name": "antiquewhite", "catalog": "css", "hex": "#faebd7"},
      """,
    ])

  var catalog: Catalog?
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    catalog = parsed.value(.catalog).flatMap(Catalog.init(rawValue:))
    format = parsed.reportFormat
  }

  func run(_ context: Context) throws {
    let catalogs = catalog.map { [$0] } ?? [Catalog.css, .crayola]
    if let picture = context.picture {
      let swatches = catalogs.flatMap(\.colors).map {
        ColorPicture.Swatch(names: [$0.reference], color: $0.color, text: $0.color.hex)
      }
      picture.write(ColorPicture.card(title: picture.title, swatches: swatches), context.output)
      return
    }
    context.output.write(ColorTable.names(catalogs, format: format, depth: context.depth(drawing: format != .json)))
  }
}
