import ColorCore

/// `colormix grayscale`: Make the gray of the same OKLCH lightness.
struct GrayscaleCommand: Subcommand {
  static let name = "grayscale"
  static let spec = CommandSpec(
    name, summary: "Make the gray of the same OKLCH lightness.",
    discussion: "OKLCH chroma 0, lightness kept. The result is stored.",
    options: ColorChange.options)

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    try ColorChange.apply(context, format: format) { ColorOperation.grayscale($0) }
  }
}
