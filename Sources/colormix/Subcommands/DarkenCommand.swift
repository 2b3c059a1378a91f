import ColorCore

/// `colormix darken P`: lower the OKLCH lightness by P/100.
struct DarkenCommand: Subcommand {
  static let name = "darken"
  static let spec = CommandSpec(
    name, summary: "Lower the OKLCH lightness by P/100.",
    discussion: """
      P is 0–100: darken 10 takes 0.1 from OKLCH L (0–1); the result is gamut mapped and stored.
      """,
    forms: [[ArgumentSpec("P", .number)]], options: ColorChange.options)

  var amount: Double
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    amount = try ColorChange.amount(parsed.arguments[0], for: "darken amount", in: 0...100)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { [amount] in ColorOperation.darken($0, by: amount) }
  }
}
