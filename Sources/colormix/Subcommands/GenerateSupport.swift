import ColorCore
import ColorTerminal

/// What the commands that generate, arrange, compare and simulate colors share: whole-number options, the
/// seed, reading COLOR operands or `-`, and extra JSON members.
enum GenerateSupport {
  /// `--seed S`: a whole number 0–18446744073709551615 (`WholeNumber`); nil when not given.
  static func seed(_ parsed: ParsedCommandLine) throws(UsageError) -> UInt64? {
    guard let text = parsed.value(.seed) else { return nil }
    guard let value = WholeNumber.parse(text) else {
      throw .invalidAmount(text, for: "--seed", range: "0–18446744073709551615 (a whole number, digits only)")
    }
    return value
  }

  /// The generator for `seed`, or one seeded from the system (its seed said on standard error with `verbose`).
  static func generator(seed: UInt64?, verbose: Bool, _ context: Context) -> (Xoshiro256StarStar, UInt64) {
    let (generator, used) = seed.map { (Xoshiro256StarStar(seed: $0), $0) } ?? Xoshiro256StarStar.seededBySystem()
    if verbose { context.output.note("seed \(used)") }
    return (generator, used)
  }

  /// Refuses `-` beside other colors: it must be the only one.
  static func checkStandardInputAlone(_ colors: [String], usage: String) throws(UsageError) {
    if colors.count > 1 && colors.contains("-") { throw .standardInputAlone(usage: usage) }
  }

  /// One color read from the command line or standard input, with its line number (0 for an operand) and the name
  /// it was given by (a catalog name or `palette:NAME`), if any.
  struct Read {
    var reading: ColorReading
    var line: Int
    var name: String?
  }

  /// The colors of `operands` (each checked under `strict`, its warnings said), or of each line of standard input
  /// when the one operand is `-` (bad lines reported as `show -` reports them, and thrown after `body` ran).
  /// `body` gets the first `limit` of them and how many there were: lines past the limit are read and counted
  /// but not kept, so that a long input takes no more memory than a short one. With `operands`, the colors are
  /// the operands of a computation on their exact colors (`ColorReading.asOperand`): their gamut is no problem.
  /// With `shownIn`, they are printed as they are in that format (`ColorReading.shown(in:)`): a gamut warning only
  /// where the format cannot hold the color.
  static func readColors(
    _ operands: [String], strict: Bool, json: Bool, keeping limit: Int = .max, operands asOperands: Bool = false,
    shownIn format: OutputFormat? = nil, _ context: Context,
    _ body: (_ reads: [Read], _ given: Int) throws -> Void
  ) throws {
    var reads: [Read] = []
    if operands == ["-"] {
      var given = 0
      var failure: (any Error)?
      do {
        try StandardInputColors.forEachLine(strict: strict, json: json, shows: format, context) {
          reading, number, text in
          given += 1
          if given <= limit { reads.append(Read(reading: reading, line: number, name: givenName(text))) }
        }
      } catch let error as InputLineError {
        failure = error
      }
      try body(reads, given)
      if let failure { throw failure }
      return
    }
    for operand in operands {
      var reading = try ColorResolver.read(operand, context)
      if asOperands { reading = reading.asOperand }
      if let format { reading = reading.shown(in: format) }
      try ColorResolver.check(reading, strict: strict)
      reads.append(Read(reading: reading, line: 0, name: givenName(operand)))
    }
    for read in reads { ColorPrinter.warn(read.reading.warnings, gamut: read.reading.gamutWarnings, context) }
    let given = reads.count
    if given > limit { reads.removeLast(given - limit) }
    try body(reads, given)
  }

  /// The name a color was given by: `palette:NAME`'s NAME, or a catalog name as the catalog writes it.
  static func givenName(_ text: String) -> String? {
    ColorResolver.paletteName(text) ?? ColorOrder.catalogName(text)
  }

  /// The report of a color read by `readColors`, as `show` prints it (JSON with `"line"` for a line of `-`).
  static func report(
    _ color: Color, of read: Read, format: OutputFormat, _ context: Context
  ) -> ColorReport {
    var report = ColorPrinter.report(
      color, stored: read.reading.isStored && color == read.reading.color, warnings: read.reading.warnings,
      gamut: read.reading.gamutWarnings, format: format, context)
    report.line = read.line
    // A color printed as it was given is printed exactly: its own text, its coordinates outside sRGB.
    if color == read.reading.color {
      report.exact = read.reading.exact
      report.text = read.reading.givenText
    }
    return report
  }

  /// A JSON object (`{…}`, one line) with `members` (`"name": value`) added at its end.
  static func appending(_ members: [String], to object: String) -> String {
    guard !members.isEmpty, object.hasSuffix("}") else { return object }
    return String(object.dropLast()) + ", " + members.joined(separator: ", ") + "}"
  }
}
