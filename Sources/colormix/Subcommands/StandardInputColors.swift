import ColorCore

/// `colormix show -`: one color per line of standard input, each printed as it is read; a bad line is reported
/// with its number (on standard error, and in JSON as `{"line": N, "error": "…"}` on standard output) and the
/// others are still printed.
enum StandardInputColors {
  static func run(format: OutputFormat, strict: Bool, _ context: Context) throws {
    let bytes = context.readInput()
    var bad = 0
    var number = 0
    for slice in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if number > 1 && slice.isEmpty && slice.endIndex == bytes.endIndex { break }
      do {
        guard let text = String(validating: slice, as: UTF8.self) else { throw InputLineError.notUTF8 }
        let line = text.trimmingWhitespaceAndReturn()
        if line.isEmpty { continue }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let channels = words.count == 3 && words.allSatisfy { ExactDecimal($0) != nil }
        let reading = channels ? try ColorResolver.channels(words) : try ColorResolver.read(line, context)
        try ColorResolver.check(reading, strict: strict)
        let gamut = reading.gamut.map { [$0] } ?? []
        ColorPrinter.warn(reading.warnings, gamut: gamut, hint: channels ? WarningText.byteHint(words) : nil, context)
        var report = ColorPrinter.report(
          reading.color, warnings: reading.warnings, gamut: gamut, format: format, context)
        report.line = number
        context.output.write(report.render(format, depth: context.depth) + "\n")
      } catch {
        bad += 1
        let message = error is InputLineError ? "The line is not valid UTF-8." : Diagnostics.describe(error).message
        context.output.writeError("colormix: error: line \(number): \(message)\n")
        if format == .json {
          context.output.write("{\"line\": \(number), \"error\": \(JSONText.quote(message))}\n")
        }
      }
    }
    if bad > 0 { throw InputLineError.badLines(bad) }
  }
}
