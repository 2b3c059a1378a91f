import ColorCore
import ColorTerminal

/// Prints a color as `show` does, after its warnings: the swatch and JSON also name the nearest catalog color
/// (from `--catalog` only, when given) and, for the stored color, the palette entry holding it (a palette that
/// cannot be read is a warning there, not an error); JSON carries the warnings as data.
enum ColorPrinter {
  /// Prints the stored color (or one about to be stored), `exact` when it is more than its tenths, with the
  /// palette entry holding it.
  static func print(
    _ color: StoredColor, exact: ColorStore.Exact? = nil, warnings: [RangeWarning], gamut: [GamutWarning] = [],
    hint: String? = nil,
    format: OutputFormat, saved: String? = nil, alreadyWarned: [RangeWarning] = [], readsPalette: Bool = true,
    _ context: Context
  ) throws {
    warn(warnings, gamut: gamut, hint: hint, context)
    // The report is built whole, in one initializer: fields set one by one across the module boundary cost a
    // run-time type lookup each (tens of thousands of instructions on every call).
    var saved = saved
    var savedIsKnown = false
    var savedError: String?
    var paletteWarnings: [RangeWarning] = []
    if readsPalette && (format == .swatch || format == .json) {
      savedIsKnown = true
      if saved == nil {
        do {
          let (entries, fileWarnings) = try context.paletteForReading()
          // A command that read the palette itself (`load`) has given its warnings already.
          paletteWarnings = fileWarnings.filter { !warnings.contains($0) }
          warn(paletteWarnings, context)
          saved = Palette(entries: entries).entry(holding: color)?.name
        } catch let error as StoreError {
          let message = Diagnostics.describe(error).0
          savedIsKnown = false
          savedError = message
          context.output.warn("the palette is unreadable: " + message)
        }
      }
    }
    // The channels are the tenths the store keeps; the formats that hold more are of the exact color.
    let shown = Color(color)
    var report = ColorReport(
      color: shown, stored: true, nearest: format.needsNearest ? shown.nearestName(in: context.catalog) : nil,
      saved: saved, savedIsKnown: savedIsKnown, savedError: savedError,
      warnings: alreadyWarned + warnings + paletteWarnings, gamut: gamut, exact: exact?.color)
    report.text = exact?.text
    write(report, format: format, context)
  }

  /// Prints a color that is not stored, exactly, after the warnings of the `reading` it came from (`hint` ends
  /// the first range warning).
  static func printText(
    _ color: Color, reading: ColorReading, hint: String? = nil, format: OutputFormat, _ context: Context
  ) throws {
    let gamut = reading.gamutWarnings
    warn(reading.warnings, gamut: gamut, hint: hint, context)
    // `palette:NAME` shown as it is is a stored color: its name is exact when the tenths match.
    let stored = reading.isStored && color == reading.color
    var report = report(color, stored: stored, warnings: reading.warnings, gamut: gamut, format: format, context)
    if color == reading.color {
      report.exact = reading.exact
      report.text = reading.givenText
    }
    write(report, format: format, context)
  }

  /// Prints `result`, a color an operation computed from `reading`'s exact color, exactly: gamut mapped (with the
  /// warning, refused by `strict`) only where `format` cannot hold it. The operand's range warnings come first.
  static func printResult(
    _ result: Color, of reading: ColorReading, format: OutputFormat, strict: Bool, _ context: Context
  ) throws {
    let shown = reading.computed(result, shownIn: format)
    try ColorResolver.check(shown, strict: strict)
    try printText(shown.color, reading: shown, format: format, context)
  }

  /// Writes `report` in `format` as one line, or as a block (`--shape block`) with the nearest names as chips.
  static func write(_ report: ColorReport, format: OutputFormat, _ context: Context) {
    if let picture = context.picture {
      picture.swatches.append(ColorPicture.Swatch(color: report.exact, text: report.text))
      return
    }
    guard context.drawsBlocks else {
      let depth = context.depth(drawing: format == .swatch)
      var frame: Color?
      if format == .swatch, let background = context.terminalBackground(depth: depth) {
        frame = TerminalBackdrop.frame(for: report.color, on: background)
      }
      context.output.write(report.render(format, depth: depth, frame: frame) + "\n")
      return
    }
    let candidates = report.color.nearestNames(ColorBlock.candidateCount, in: context.catalog)
    let depth = context.depth(drawing: true)
    let lines = ColorBlock.lines(
      report, neighbours: ColorBlock.chips(report, from: candidates), depth: depth, width: context.width,
      terminalBackground: context.terminalBackground(depth: depth))
    // A blank line between blocks (`show -`, gradient), none before the first.
    let separator = context.output.wroteBlock ? "\n" : ""
    context.output.wroteBlock = true
    context.output.write(separator + lines.joined(separator: "\n") + "\n")
  }

  /// The report for `color` without the palette: the nearest name when `format` shows it. `stored` says that the
  /// color is the store's, whose tenths equal a catalog color's when they are that color's nearest tenths.
  static func report(
    _ color: Color, stored: Bool = false, warnings: [RangeWarning], gamut: [GamutWarning], format: OutputFormat,
    _ context: Context
  ) -> ColorReport {
    ColorReport(
      color: color, stored: stored, nearest: format.needsNearest ? color.nearestName(in: context.catalog) : nil,
      warnings: warnings, gamut: gamut)
  }

  /// Each warning as one line on standard error; `hint` ends the first range warning, and `line` (the input line
  /// of `show -`) starts each about that line (not those about a file).
  static func warn(
    _ warnings: [RangeWarning], gamut: [GamutWarning] = [], hint: String? = nil, line: Int? = nil, _ context: Context
  ) {
    guard !warnings.isEmpty || !gamut.isEmpty else { return }
    let prefix = warnings.isEmpty ? "" : line.map { "line \($0): " } ?? ""
    for (index, warning) in warnings.enumerated() {
      var text = (warning.source == .input ? prefix : "") + warning.description
      if index == 0, let hint { text += "; did you mean \(hint)?" }
      context.output.warn(text)
    }
    for warning in gamut { warn(warning, line: line, context) }
  }

  /// A gamut warning as one line on standard error, `line` (the input line of `show -`) first.
  static func warn(_ warning: GamutWarning, line: Int?, _ context: Context) {
    warnLine(line, context) { WarningText.write(warning, into: &$0) }
  }

  /// The sRGB warning of a computed color, from its OKLCH `origin` (`WarningText.write(computed:)`).
  static func warn(computed origin: OKLCH, alpha: Double, used: Color, line: Int?, _ context: Context) {
    warnLine(line, context) { WarningText.write(computed: origin, alpha: alpha, used: used, into: &$0) }
  }

  /// `colormix: warning: line N: ` (without `line N: ` for no `line`), what `body` writes, and a newline.
  private static func warnLine(_ line: Int?, _ context: Context, _ body: (inout TextWriter) -> Void) {
    context.output.warn { out in
      out.append("colormix: warning: ")
      if let line {
        out.append("line ")
        out.write(integer: line)
        out.append(": ")
      }
      body(&out)
      out.write(byte: UInt8(ascii: "\n"))
    }
  }
}
