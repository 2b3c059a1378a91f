import ColorCore
import ColorTerminal

/// `colormix slide CHANNEL VALUE`: sets or moves one channel.
struct SlideCommand: Subcommand {
  static let name = "slide"
  static let spec = CommandSpec(
    name, summary: "Set one channel, or move it by a signed step.",
    discussion: """
      CHANNEL is red, green or blue (or r, g, b). VALUE 70 sets the channel; a signed VALUE such as +5 or -0.5
      moves it from its current value and clamps with a warning when it overshoots. Negative values need no --.
      """,
    forms: [[ArgumentSpec("CHANNEL", .channel), ArgumentSpec("VALUE", .number)]],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 --format hex
      #8033cc
      """,
      """
      colormix slide red +5
      #8c33cc  red 55  green 20  blue 80  ≈ darkorchid (css)
      """,
      """
      colormix slide blue -0.5 --format rgb
      55 20 79.5
      """,
      """
      colormix slide green 120 --format hex
      colormix: warning: green 120 is out of range 0–100; using 100
      #8cffcb
      """,
    ])

  var channel: Channel
  var value: ChannelValue
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    guard let channel = Channel(name: parsed.arguments[0]) else {
      throw UsageError.unknownChannel(parsed.arguments[0])
    }
    self.channel = channel
    value = try ChannelValue(parsing: parsed.arguments[1], signMeansRelative: true)
    strict = parsed.has(.strict)
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let updated = try context.colorStore().update(strict: strict) { current in
      var color = current
      let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
      color[channel] = tenths
      return ColorStore.Change(color: color, warnings: warning.map { [$0] } ?? [])
    }
    try ColorPrinter.print(updated.color, warnings: updated.warnings, format: format, context)
  }
}
