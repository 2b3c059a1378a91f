import ColorCore
import ColorTerminal

/// `colormix blend COLOR [COLOR2] [--amount P] [--space SPACE]`: the current color moved toward COLOR (stored), or
/// COLOR moved toward COLOR2 (printed), or each color of standard input moved toward COLOR2 (`blend - COLOR2`).
struct BlendCommand: Subcommand {
  static let name = "blend"
  static let spec = CommandSpec(
    name, summary: "Move a color P% of the way toward another.",
    discussion: """
      P is 0–100 (default 50: half way). The mix is computed in OKLab by default (perceptually even, like CSS
      color-mix()); --space srgb mixes the gamma-encoded channels, --space linear the linear-light ones. With one
      COLOR the stored color moves toward it and the result is stored. With COLOR COLOR2 the first moves toward the
      second, exactly, and nothing is stored; with - COLOR2 each line of standard input (R G B or COLOR) moves
      toward COLOR2.
      """,
    forms: [[ArgumentSpec("COLOR", .color)], [ArgumentSpec("COLOR", .color), ArgumentSpec("COLOR2", .color)]],
    options: [.amount, .space, .strict] + ColorChange.options,
    examples: [
      """
      colormix blend black white --format hex
      #636363
      """,
      """
      colormix blend red blue --space srgb --format hex
      #800080
      """,
      """
      printf 'black\\n#336699\\n' | colormix blend - white --amount 25 --format hex
      #222222
      #658bb3
      """,
      """
      colormix set 50 20 80 >/dev/null; colormix blend white --amount 25 --format hex
      #9d6ddc
      """,
    ])

  var arguments: [String]
  var amount: Double
  var space: Color.BlendSpace
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    arguments = parsed.arguments
    amount =
      try parsed.value(.amount).map { text throws(UsageError) in
        try ColorChange.amount(text, for: "--amount", in: 0...100)
      } ?? 50
    space = parsed.value(.space).flatMap(Color.BlendSpace.init(rawValue:)) ?? .oklab
    format = parsed.format
    strict = parsed.has(.strict)
    if arguments.count == 2, arguments[1] == "-" {
      throw UsageError.standardInputNotHere(argument: "COLOR2", usage: BlendCommand.spec.shortUsage)
    }
  }

  var printsOnly: Bool { arguments.count == 2 }

  func run(_ context: Context) throws {
    let (amount, space) = (amount / 100, space)
    // The target is mixed exactly: its gamut is no problem of its own, the result's is.
    let target = try ColorResolver.read(arguments[arguments.count - 1], context).asOperand
    try ColorResolver.check(target, strict: strict)
    let toward = target.exact
    guard arguments.count == 2 else {
      try ColorChange.apply(context, format: format, strict: strict, warnings: target.warnings) { current in
        current.mixed(with: toward, amount: amount, in: space)
      }
      return
    }
    ColorPrinter.warn(target.warnings, context)
    if arguments[0] == "-" {
      try StandardInputColors.run(
        format: format, strict: strict, context, operation: { $0.mixed(with: toward, amount: amount, in: space) })
    } else {
      let reading = try ColorResolver.read(arguments[0], context)
      let mixed = reading.exact.mixed(with: toward, amount: amount, in: space)
      try ColorPrinter.printResult(mixed, of: reading, format: format, strict: strict, context)
    }
  }
}
