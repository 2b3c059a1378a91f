/// `colormix __generate-format-table`: prints docs/formats.md's table of output formats (hidden; the region
/// between its markers is its output).
struct GenerateFormatTableCommand: Subcommand {
  static let name = "__generate-format-table"
  static let spec = CommandSpec(
    name, summary: "Print the table of output formats of docs/formats.md in Markdown.", hidden: true)

  init(_ parsed: ParsedCommandLine) {}

  func run(_ context: Context) throws {
    context.output.write(FormatTable.markdown)
  }
}
