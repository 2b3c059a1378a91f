import ColorCore
import ColorTerminal

/// `colormix show -` and every command's `-` operand: one color per line of standard input, each printed as it is
/// read; a bad line is reported with its number (on standard error, and in JSON as `{"line": N, "error": "…"}` on
/// standard output) and the others are still printed. It is a filter: each line's result is written before the
/// next line is read, in bounded memory (a line longer than `StandardInput.maximumLineBytes` is a bad line).
///
/// Standard output is buffered meanwhile (`Output.startBuffering`): written when the buffer is full, before
/// anything goes to standard error, and before waiting for input, so a line's result is out before the next line
/// is waited for. Each line is written into one reused `TextWriter`.
enum StandardInputColors {
  /// Prints each line's color in `format`, or `transform` of it (of the color in sRGB); `before` sees each line's
  /// color and number before it is printed (`textcolor --verbose` says its ratios there).
  static func run(
    format: OutputFormat, strict: Bool, _ context: Context, _ transform: ((Color) -> Color)? = nil,
    before: ((Color, Int) -> Void)? = nil
  ) throws {
    try run(format: format, strict: strict, context, transform.map { Step.transform($0) } ?? .show, before: before)
  }

  /// Prints `operation` of each line's exact color, exactly: the result is gamut mapped (with the warning, refused
  /// by `strict`) only when `format` cannot hold it, as `show` judges a color; the line's own gamut is no problem.
  static func run(format: OutputFormat, strict: Bool, _ context: Context, operation: @escaping (Color) -> Color) throws
  {
    try run(format: format, strict: strict, context, .operation(operation), before: nil)
  }

  /// What is printed of each line's color.
  private enum Step {
    /// The color, as `show -` prints it.
    case show
    /// A function of the color in sRGB.
    case transform((Color) -> Color)
    /// An operation on the exact color.
    case operation((Color) -> Color)
  }

  private static func run(
    format: OutputFormat, strict: Bool, _ context: Context, _ step: Step, before: ((Color, Int) -> Void)?
  ) throws {
    var decided: ColorDepth?
    var out = TextWriter(capacity: 1024)
    var shows: OutputFormat?
    var isOperation = false
    switch step {
    case .show: shows = format
    case .transform: break
    case .operation: isOperation = true
    }
    try each(
      strict: strict, json: format == .json, wantsText: false, shows: shows, judgesGamut: !isOperation, context
    ) { reading, number, _ in
      before?(reading.color, number)
      var report = try StandardInputColors.report(
        of: reading, step, line: number, format: format, strict: strict, context)
      report.line = number
      // A block, or a picture's swatch: `ColorPrinter` draws it (or keeps it for the picture).
      if context.drawsBlocks || context.picture != nil {
        ColorPrinter.write(report, format: format, context)
        return
      }
      // Worked out at the first line, so that the 256-color note comes once and only when a color is drawn.
      let depth = decided ?? context.depth(drawing: format == .swatch)
      decided = depth
      out.reset()
      report.write(format, depth: depth, into: &out)
      out.write(byte: UInt8(ascii: "\n"))
      out.withBytes { context.output.write(raw: $0) }
    }
  }

  /// What is printed of one line's `reading` by `step` (`line` is its number, for an operation's warning).
  private static func report(
    of reading: ColorReading, _ step: Step, line number: Int, format: OutputFormat, strict: Bool, _ context: Context
  ) throws -> ColorReport {
    switch step {
    case .show:
      var report = ColorPrinter.report(
        reading.color, stored: reading.isStored, warnings: reading.warnings, gamut: reading.gamutWarnings,
        format: format, context)
      report.exact = reading.exact
      // Only `value` prints the text, which a stream's other formats do not spell out for every line.
      if format == .value { report.text = reading.givenText }
      return report
    case .transform(let transform):
      return ColorPrinter.report(
        transform(reading.color), warnings: reading.warnings, gamut: reading.gamutWarnings, format: format, context)
    case .operation(let operation):
      let exact = operation(reading.exact)
      // A stream's common lines: a result inside sRGB, which every format holds as it is, and a result outside
      // it in a format of sRGB that lists no warnings (all but JSON), mapped and said by the rule of
      // `ColorReading(computed:)`; neither builds a reading.
      let shown = ColorReading.shown(computed: exact)
      if shown.color == exact {
        return ColorPrinter.report(exact, warnings: reading.warnings, gamut: [], format: format, context)
      }
      if !strict, format.gamut == .srgb, format != .json {
        if let origin = shown.mappedFrom {
          ColorPrinter.warn(computed: origin, alpha: exact.alpha, used: shown.color, line: number, context)
        }
        var report = ColorPrinter.report(shown.color, warnings: reading.warnings, gamut: [], format: format, context)
        report.exact = exact
        return report
      }
      let result = reading.computed(exact, shownIn: format)
      if let gamut = result.gamut {
        try ColorResolver.check(result, strict: strict)
        ColorPrinter.warn(gamut, line: number, context)
      }
      var report = ColorPrinter.report(
        result.color, warnings: result.warnings, gamut: result.gamutWarnings, format: format, context)
      report.exact = result.exact
      return report
    }
  }

  /// Reads each line's color (`R G B` or COLOR), says its warnings with the line number, and hands it to `body`
  /// with that number; counts bad lines (a throw from `body` included) and throws when there was any.
  /// With `shows`, each reading is the one that format prints (its gamut warning, if any).
  static func forEach(
    strict: Bool, json: Bool, shows: OutputFormat? = nil, _ context: Context,
    _ body: (ColorReading, Int) throws -> Void
  ) throws {
    try each(strict: strict, json: json, wantsText: false, shows: shows, context) { reading, number, _ in
      try body(reading, number)
    }
  }

  /// `forEach`, also handing `body` the line's text (trimmed).
  static func forEachLine(
    strict: Bool, json: Bool, shows: OutputFormat? = nil, _ context: Context,
    _ body: (ColorReading, Int, String) throws -> Void
  ) throws {
    try each(strict: strict, json: json, wantsText: true, shows: shows, context, body)
  }

  /// `forEachLine`; a `#rrggbb` line's text is made only when `wantsText`, else it is handed over empty. With
  /// `shows`, each reading is the one that format prints (`ColorReading.shown(in:)`): its gamut warning, if any.
  /// Without `judgesGamut` a line's gamut is no problem (an operation's result is judged instead).
  private static func each(
    strict: Bool, json: Bool, wantsText: Bool, shows: OutputFormat? = nil, judgesGamut: Bool = true,
    _ context: Context,
    _ body: (ColorReading, Int, String) throws -> Void
  ) throws {
    let input = context.standardInput()
    let output = context.output
    output.startBuffering()
    input.beforeRead = { output.flush() }
    defer { output.flush(stopBuffering: true) }
    var bad = 0
    var number = 0
    var blank = 0
    while !output.isOutputClosed, let next = try input.nextLine() {
      number += 1
      do {
        guard case .bytes(let slice) = next else { throw InputLineError.tooLong }
        // `#rrggbb` and `#rgb` (the common line) read directly: what the general reader makes of them, no warnings.
        if let color = hexColor(slice) {
          let text = wantsText ? String(decoding: slice, as: UTF8.self).trimmingWhitespaceAndReturn() : ""
          try body(ColorReading(color: color), number, text)
          continue
        }
        var reading: ColorReading
        let hint: String?
        let line: String
        // `R G B` and swatch lines in plain text read from their bytes, and the words of any other plain line are
        // known to be one COLOR: what the general reader makes of them, with the same warnings and errors.
        switch slice.withUnsafeBufferPointer(ColorLine.plain) {
        case .channels(let channels, let words):
          (reading, hint) = (channels, words.flatMap(WarningText.byteHint))
          line = wantsText ? String(decoding: slice, as: UTF8.self).trimmingWhitespaceAndReturn() : ""
        case .color:
          line = String(decoding: slice, as: UTF8.self).trimmingWhitespaceAndReturn()
          (reading, hint) = (try ColorResolver.read(line, context), nil)
        case .undecided:
          guard let text = String(validating: slice, as: UTF8.self) else { throw InputLineError.notUTF8 }
          line = text.trimmingWhitespaceAndReturn()
          // A line of nothing but SGR sequences (a reset a colored stage printed alone) is blank too.
          if line.isEmpty
            || (Terminal.hasEscapes(line) && Terminal.withoutEscapes(line).trimmingWhitespaceAndReturn().isEmpty)
          {
            blank += 1
            continue
          }
          (reading, hint) = try ColorResolver.line(line, context)
        }
        // A format of sRGB shows the reading as it is (not copied).
        if let shows, shows.gamut != .srgb { reading = reading.shown(in: shows) }
        if !judgesGamut { reading.gamut = nil }
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
    if bad > 0 { throw InputLineError.badLines(bad, of: number - blank) }
  }

  /// The color of a line that is `#rrggbb` or `#rgb` (hex digits in any case) between blanks (spaces, tabs,
  /// carriage returns), else `nil`: exactly the color `ColorResolver.line` reads from it, with no warning.
  static func hexColor(_ line: [UInt8]) -> Color? {
    var start = 0
    var end = line.count
    while start < end, line[start] == 0x20 || line[start] == 0x09 || line[start] == 0x0D { start += 1 }
    while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
    let count = end - start - 1
    guard count == 6 || count == 3, line[start] == UInt8(ascii: "#") else { return nil }
    var value = 0
    for index in start + 1..<end {
      let byte = line[index]
      let digit: Int
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte) - 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte) - 55
      default: return nil
      }
      value = value << 4 | digit
    }
    if count == 3 {
      return Color(red255: (value >> 8) * 17, green255: (value >> 4 & 15) * 17, blue255: (value & 15) * 17)
    }
    return Color(rgb: UInt32(value))
  }
}
