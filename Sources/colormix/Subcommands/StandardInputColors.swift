import ColorCore

/// `colormix show -`: one color per line of standard input, each printed as it is read; a bad line is reported
/// with its number (on standard error, and in JSON as `{"line": N, "error": "…"}` on standard output) and the
/// others are still printed. It is a filter: each line's result is written before the next line is read, in
/// bounded memory (a line longer than `StandardInput.maximumLineBytes` is a bad line).
enum StandardInputColors {
  static func run(format: OutputFormat, strict: Bool, _ context: Context) throws {
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
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let channels = words.count == 3 && words.allSatisfy { ExactDecimal($0) != nil }
        let reading = channels ? try ColorResolver.channels(words) : try ColorResolver.read(line, context)
        try ColorResolver.check(reading, strict: strict)
        let gamut = reading.gamut.map { [$0] } ?? []
        ColorPrinter.warn(
          reading.warnings, gamut: gamut, hint: channels ? WarningText.byteHint(words) : nil, line: number, context)
        var report = ColorPrinter.report(
          reading.color, warnings: reading.warnings, gamut: gamut, format: format, context)
        report.line = number
        context.output.write(report.render(format, depth: context.depth) + "\n")
      } catch {
        bad += 1
        let message = Diagnostics.describe(error, printsOnly: true).message
        context.output.writeError("colormix: error: line \(number): \(message)\n")
        if format == .json {
          context.output.write("{\"line\": \(number), \"error\": \(JSONText.quote(message))}\n")
        }
      }
    }
    if bad > 0 { throw InputLineError.badLines(bad) }
  }
}
