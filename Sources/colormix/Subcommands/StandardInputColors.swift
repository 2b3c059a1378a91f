import ColorCore
import ColorTerminal

/// `colormix show -` and every command's `-` operand: one color per line of standard input, each printed as it is
/// read; a bad line is reported with its number (on standard error, and in JSON as `{"line": N, "error": "…"}` on
/// standard output) and the others are still printed. It is a filter: each line's result is written before the
/// next line is read, in bounded memory (a line longer than `StandardInput.maximumLineBytes` is a bad line).
enum StandardInputColors {
  /// Prints each line's color in `format`, or `transform` of it.
  static func run(
    format: OutputFormat, strict: Bool, _ context: Context, _ transform: ((Color) -> Color)? = nil
  ) throws {
    try forEach(strict: strict, json: format == .json, context) { reading, number in
      let color = transform.map { $0(reading.color) } ?? reading.color
      var report = ColorPrinter.report(
        color, stored: reading.isStored && transform == nil, warnings: reading.warnings,
        gamut: reading.gamutWarnings, format: format, context)
      report.line = number
      ColorPrinter.write(report, format: format, context)
    }
  }

  /// Reads each line's color (`R G B` or COLOR), says its warnings with the line number, and hands it to `body`
  /// with that number; counts bad lines (a throw from `body` included) and throws when there was any.
  static func forEach(
    strict: Bool, json: Bool, _ context: Context, _ body: (ColorReading, Int) throws -> Void
  ) throws {
    try forEachLine(strict: strict, json: json, context) { reading, number, _ in try body(reading, number) }
  }

  /// `forEach`, also handing `body` the line's text (trimmed).
  static func forEachLine(
    strict: Bool, json: Bool, _ context: Context, _ body: (ColorReading, Int, String) throws -> Void
  ) throws {
    let input = context.standardInput()
    var bad = 0
    var number = 0
    while !context.output.isOutputClosed, let next = try input.nextLine() {
      number += 1
      do {
        guard case .bytes(let slice) = next else { throw InputLineError.tooLong }
        guard let text = String(validating: slice, as: UTF8.self) else { throw InputLineError.notUTF8 }
        let line = text.trimmingWhitespaceAndReturn()
        if line.isEmpty { continue }
        let (reading, hint) = try ColorResolver.line(line, context)
        try ColorResolver.check(reading, strict: strict)
        ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, hint: hint, line: number, context)
        try body(reading, number, line)
      } catch {
        bad += 1
        let message = Diagnostics.describe(error, printsOnly: true).message
        context.output.writeError("colormix: error: line \(number): \(message)\n")
        if json {
          context.output.write("{\"line\": \(number), \"error\": \(JSONText.quote(message))}\n")
        }
      }
    }
    if bad > 0 { throw InputLineError.badLines(bad) }
  }
}
