import ColorCore

/// `colormix saturate P`: multiply the OKLCH chroma by 1 + P/100.
struct SaturateCommand: Subcommand {
  static let name = "saturate"
  static let spec = CommandSpec(
    name, summary: "Multiply the OKLCH chroma by 1 + P/100.",
    discussion: """
      P is 0–1000: saturate 50 makes the chroma 1.5 times as large; the result is gamut mapped and stored.
      """,
    forms: [[ArgumentSpec("P", .number)]], options: ColorChange.options)

  var amount: Double
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    amount = try ColorChange.amount(parsed.arguments[0], for: "saturate amount", in: 0...1000)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { [amount] in ColorOperation.saturate($0, by: amount) }
  }
}
