import ColorCore
import ColorTerminal

/// `colormix names`: lists the catalog colors.
struct NamesCommand: Subcommand {
  static let name = "names"
  static let spec = CommandSpec(
    name, summary: "List the named colors of the CSS and Crayola catalogs.",
    options: [.catalog, .format(["swatch", "json"]), .color])

  var catalog: Catalog?
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    catalog = parsed.value(.catalog).flatMap(Catalog.init(rawValue:))
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let catalogs = catalog.map { [$0] } ?? [Catalog.css, .crayola]
    context.output.write(ColorTable.names(catalogs, format: format, depth: context.depth(drawing: format != .json)))
  }
}
