import ColorCore
import ColorTerminal

/// `colormix OPERATION [AMOUNT] [COLOR | -]`: an entry of `Operation.all` applied to the stored color (which is
/// replaced), to COLOR (printed, nothing stored), or to each color of standard input (a filter, like `show -`).
struct OperationCommand: Runnable {
  let operation: Operation
  let amount: Double
  /// The COLOR operand, `-`, or nil for the stored color.
  let operand: String?
  let format: OutputFormat
  let strict: Bool

  /// The command-table entry of `operation`.
  static func command(for operation: Operation) -> Command {
    Command(name: operation.name, spec: { spec(for: operation) }, make: { try OperationCommand(operation, $0) })
  }

  static func spec(for operation: Operation) -> CommandSpec {
    let amount = operation.amount.map { [ArgumentSpec($0.name, .number)] } ?? []
    return CommandSpec(
      operation.name, summary: operation.summary,
      discussion: operation.discussion + "\n" + operandRule,
      forms: [amount, amount + [ArgumentSpec("COLOR", .color)]], options: [.strict] + ColorChange.options,
      examples: operation.examples)
  }

  /// What the operand forms do, the same for every operation.
  static let operandRule = """
    Without COLOR the stored color is changed and the result stored and printed. With COLOR the result is printed
    exactly and nothing is stored; with - each line of standard input is a color (R G B or COLOR, as show - reads
    them) and each result is printed as it is read. A result is exact, outside sRGB when the change takes it
    there: a format that cannot hold it (hex, the swatch, the store) gets it gamut mapped with a warning, refused
    by --strict; oklch, lab and the wide color() formats print it as it is.
    """

  init(_ operation: Operation, _ parsed: ParsedCommandLine) throws {
    self.operation = operation
    var arguments = parsed.arguments[...]
    if let spec = operation.amount {
      amount = try ColorChange.amount(arguments.removeFirst(), for: spec.label, in: spec.range)
    } else {
      amount = 0
    }
    operand = arguments.first
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { operand != nil }

  func run(_ context: Context) throws {
    let (apply, amount) = (operation.apply, amount)
    switch operand {
    case nil:
      try ColorChange.apply(context, format: format, strict: strict) { apply($0, amount) }
    case "-":
      try StandardInputColors.run(format: format, strict: strict, context, operation: { apply($0, amount) })
    case let text?:
      let reading = try ColorResolver.read(text, context)
      try ColorPrinter.printResult(apply(reading.exact, amount), of: reading, format: format, strict: strict, context)
    }
  }
}
