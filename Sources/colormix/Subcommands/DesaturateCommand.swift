import ColorCore

/// `colormix desaturate P`: multiply the OKLCH chroma by 1 − P/100.
struct DesaturateCommand: Subcommand {
  static let name = "desaturate"
  static let spec = CommandSpec(
    name, summary: "Multiply the OKLCH chroma by 1 − P/100.",
    discussion: """
      P is 0–100: desaturate 100 gives the gray of the same OKLCH lightness; the result is stored.
      """,
    forms: [[ArgumentSpec("P", .number)]], options: ColorChange.options)

  var amount: Double
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    amount = try ColorChange.amount(parsed.arguments[0], for: "desaturate amount", in: 0...100)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { [amount] in ColorOperation.desaturate($0, by: amount) }
  }
}
