import ColorCore

/// `colormix invert`: Replace each channel by 100 minus its value.
struct InvertCommand: Subcommand {
  static let name = "invert"
  static let spec = CommandSpec(
    name, summary: "Replace each channel by 100 minus its value.",
    discussion: "Exact in tenths: 50 20 80 becomes 50 80 20. The result is stored.",
    options: ColorChange.options)

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { ColorOperation.invert($0) }
  }
}
