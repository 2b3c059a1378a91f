import ColorCore

/// `colormix rotate DEG`: turn the OKLCH hue by DEG degrees.
struct RotateCommand: Subcommand {
  static let name = "rotate"
  static let spec = CommandSpec(
    name, summary: "Turn the OKLCH hue by DEG degrees.",
    discussion: """
      DEG is -360–360 (negative turns back, no -- needed); grays stay gray; the result is gamut mapped and stored.
      """,
    forms: [[ArgumentSpec("DEG", .number)]], options: ColorChange.options)

  var amount: Double
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    amount = try ColorChange.amount(parsed.arguments[0], for: "rotation", in: -360...360)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { [amount] in ColorOperation.rotate($0, by: amount) }
  }
}
