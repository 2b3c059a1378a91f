import ColorCore

/// `colormix complement`: Turn the OKLCH hue half way round.
struct ComplementCommand: Subcommand {
  static let name = "complement"
  static let spec = CommandSpec(
    name, summary: "Turn the OKLCH hue half way round.",
    discussion: "The same as rotate 180. The result is gamut mapped into sRGB and stored.",
    options: ColorChange.options)

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { ColorOperation.complement($0) }
  }
}
