import ColorCore

/// `colormix lighten P`: raise the OKLCH lightness by P/100.
struct LightenCommand: Subcommand {
  static let name = "lighten"
  static let spec = CommandSpec(
    name, summary: "Raise the OKLCH lightness by P/100.",
    discussion: """
      P is 0–100: lighten 10 adds 0.1 to OKLCH L (0–1); the result is gamut mapped and stored.
      """,
    forms: [[ArgumentSpec("P", .number)]], options: ColorChange.options)

  var amount: Double
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    amount = try ColorChange.amount(parsed.arguments[0], for: "lighten amount", in: 0...100)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { [amount] in ColorOperation.lighten($0, by: amount) }
  }
}
