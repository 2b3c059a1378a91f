import ColorCore

/// `colormix blend COLOR [--amount P] [--space SPACE]`: moves the current color toward COLOR.
struct BlendCommand: Subcommand {
  static let name = "blend"
  static let spec = CommandSpec(
    name, summary: "Move the current color P% of the way toward COLOR.",
    discussion: """
      P is 0–100 (default 50: half way). The mix is computed in OKLab by default (perceptually even, like CSS
      color-mix()); --space srgb mixes the gamma-encoded channels, --space linear the linear-light ones. The
      result is stored.
      """,
    forms: [[ArgumentSpec("COLOR", .color)]], options: [.amount, .space] + ColorChange.options)

  var target: String
  var amount: Double
  var space: BlendSpace
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    target = parsed.arguments[0]
    amount =
      try parsed.value(.amount).map { text throws(UsageError) in
        try ColorChange.amount(text, for: "--amount", in: 0...100)
      } ?? 50
    space = parsed.value(.space).flatMap(BlendSpace.init(rawValue:)) ?? .oklab
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let reading = try ColorResolver.read(target, context)
    try ColorChange.apply(
      context, format: format, warnings: reading.warnings, gamut: reading.gamut.map { [$0] } ?? []
    ) { [amount, space] current in
      ColorOperation.blend(current, reading.color, amount: amount / 100, in: space)
    }
  }
}
