/// `colormix __generate-man`: prints the `colormix(1)` page (hidden; `docs/colormix.1` is its output).
struct GenerateManCommand: Subcommand {
  static let name = "__generate-man"
  static let spec = CommandSpec(
    name, summary: "Print the colormix(1) manual page in roff.", hidden: true)

  init(_ parsed: ParsedCommandLine) {}

  func run(_ context: Context) throws {
    context.output.write(ManPage.text)
  }
}
