import ColorCore
import ColorTerminal

/// `colormix compare A B`: how far apart two colors are (CIEDE2000, deltaEOK) and their WCAG contrast ratio.
struct CompareCommand: Subcommand {
  static let name = "compare"
  static let spec = CommandSpec(
    name, summary: "Print how different two colors are: CIEDE2000, deltaEOK and the contrast ratio.",
    discussion: """
      Prints A and B in the chosen format, one per line, then a line with both colors side by side (the swatch
      draws them) and the measures: ΔE00, the CIEDE2000 difference (about 1 is just noticeable, to 2 decimals);
      ΔEOK, the straight-line OKLab distance on OKLab's 0–1 lightness scale (black to white is 1, 0.02 is about
      just noticeable; to 4 decimals); and the WCAG 2.2 contrast ratio (to 2 decimals). With - as A each line of
      standard input is compared with B. JSON prints one object: {"a", "b", "ciede2000", "deltaEOK",
      "contrast"}, the colors as show prints them. Reads no store but for palette:NAME. ΔE00 and ΔEOK measure
      the colors as given: a color outside sRGB is measured where it is, not mapped, and alpha is no part of
      them. Only the contrast ratio composites and maps, as contrast does: each color mapped into sRGB, a
      translucent B over white and A over B; then the measures line ends with (composited: #A on #B), and JSON
      has "composited": {"a", "b"}. A and B print as show prints them in the format, mapped (with its warning)
      only where the format cannot hold them.
      """,
    forms: [[ArgumentSpec("A", .color), ArgumentSpec("B", .color)]],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store],
    examples: [
      """
      colormix compare '#336699' steelblue
      #336699  red 20  green 40  blue 60  ≈ Green Blue (crayola)
      #4682b4  red 27.451  green 50.9804  blue 70.5882  = steelblue (css)
      #336699 #4682b4  ΔE00 10.61  ΔEOK 0.0891  contrast 1.46:1
      """,
      """
      printf 'red\\norange\\n' | colormix compare - tomato --format hex
      #ff0000
      #ff6347
      #ff0000 #ff6347  ΔE00 10.2  ΔEOK 0.0931  contrast 1.36:1
      #ffa500
      #ff6347
      #ffa500 #ff6347  ΔE00 28.49  ΔEOK 0.156  contrast 1.49:1
      """,
    ])

  var first: String
  var second: String
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    (first, second) = (parsed.arguments[0], parsed.arguments[1])
    if second == "-" { throw UsageError.standardInputNotHere(argument: "B", usage: CompareCommand.spec.shortUsage) }
    format = parsed.reportFormat
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    let other = try ColorResolver.read(second, context)
    try ColorResolver.check(other, strict: strict)
    var out = TextWriter(capacity: 256)
    // Worked out at the first pair, so that the 256-color note comes once and only when a color is drawn.
    var decided: ColorDepth?
    func write(_ a: GenerateSupport.Read, _ b: GenerateSupport.Read) {
      let depth = decided ?? context.depth(drawing: format == .swatch)
      decided = depth
      out.reset()
      self.write(a, b, depth: depth, context, into: &out)
      out.withBytes { context.output.write(raw: $0) }
    }
    let shownOther = other.shown(in: format)
    if first == "-" {
      ColorPrinter.warn(other.warnings, gamut: shownOther.gamutWarnings, context)
      let b = GenerateSupport.Read(reading: other, line: 0, name: nil)
      try StandardInputColors.forEach(strict: strict, json: format == .json, shows: format, context) {
        reading, number in
        write(GenerateSupport.Read(reading: reading, line: number, name: nil), b)
      }
      return
    }
    let reading = try ColorResolver.read(first, context)
    try ColorResolver.check(reading, strict: strict)
    for read in [reading.shown(in: format), shownOther] {
      ColorPrinter.warn(read.warnings, gamut: read.gamutWarnings, context)
    }
    write(
      GenerateSupport.Read(reading: reading, line: 0, name: nil),
      GenerateSupport.Read(reading: other, line: 0, name: nil))
  }

  /// What is printed for one pair: three lines, or one JSON object. Written as bytes: `compare - B` is a stream.
  private func write(
    _ a: GenerateSupport.Read, _ b: GenerateSupport.Read, depth: ColorDepth, _ context: Context,
    into out: inout TextWriter
  ) {
    let (colorA, colorB) = (a.reading.color, b.reading.color)
    // The differences are of the colors as given; the contrast maps and composites them as `contrast` does.
    let comparison = Comparison(a.reading.exact, b.reading.exact)
    var reportA = GenerateSupport.report(colorA, of: a, format: format, context)
    reportA.exact = a.reading.exact
    reportA.line = 0  // A line of - is named once, in the pair's object.
    var reportB = GenerateSupport.report(colorB, of: b, format: format, context)
    reportB.exact = b.reading.exact
    if format == .json {
      var members = a.line > 0 ? ["\"line\": \(a.line)"] : []
      members +=
        [
          "\"a\": " + reportA.render(.json, depth: .none), "\"b\": " + reportB.render(.json, depth: .none),
        ] + comparison.jsonMembers
      out.write("{" + members.joined(separator: ", ") + "}\n")
      return
    }
    reportA.write(format, depth: depth, into: &out)
    out.write(byte: UInt8(ascii: "\n"))
    reportB.write(format, depth: depth, into: &out)
    out.write(byte: UInt8(ascii: "\n"))
    if format == .swatch && depth != .none {
      out.write(Terminal.paintChecked("  \(colorA.hex)  ", on: colorA, depth: depth))
      out.write(Terminal.paintChecked("  \(colorB.hex)  ", on: colorB, depth: depth))
    } else {
      out.write(hexOf: colorA)
      out.write(byte: UInt8(ascii: " "))
      out.write(hexOf: colorB)
    }
    out.append("  ")
    comparison.writeMeasures(into: &out)
    out.write(byte: UInt8(ascii: "\n"))
  }
}
