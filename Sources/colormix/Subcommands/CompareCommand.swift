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
      "contrast"}, the colors as show prints them. Reads no store but for palette:NAME. A translucent color is
      composited first, as contrast does (B over white, A over B): the measures line ends with (composited: #A on
      #B), and JSON has "composited": {"a", "b"}.
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
    format = parsed.format
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    let other = try ColorResolver.read(second, context)
    try ColorResolver.check(other, strict: strict)
    if first == "-" {
      ColorPrinter.warn(other.warnings, gamut: other.gamutWarnings, context)
      let b = GenerateSupport.Read(reading: other, line: 0, name: nil)
      try StandardInputColors.forEach(strict: strict, json: format == .json, context) { reading, number in
        let a = GenerateSupport.Read(reading: reading, line: number, name: nil)
        context.output.write(text(a, b, context))
      }
      return
    }
    let reading = try ColorResolver.read(first, context)
    try ColorResolver.check(reading, strict: strict)
    for read in [reading, other] { ColorPrinter.warn(read.warnings, gamut: read.gamutWarnings, context) }
    let a = GenerateSupport.Read(reading: reading, line: 0, name: nil)
    let b = GenerateSupport.Read(reading: other, line: 0, name: nil)
    context.output.write(text(a, b, context))
  }

  /// What is printed for one pair: three lines, or one JSON object.
  private func text(_ a: GenerateSupport.Read, _ b: GenerateSupport.Read, _ context: Context) -> String {
    let (colorA, colorB) = (a.reading.color, b.reading.color)
    // A translucent B is measured over white, a translucent A over B, as `contrast` composites them.
    let bottom = colorB.composited(over: .white)
    let top = colorA.composited(over: bottom)
    let composited = !colorA.isOpaque || !colorB.isOpaque
    let difference = top.difference(to: bottom)
    let distance = top.okDistance(to: bottom)
    let ratio = top.contrastRatio(with: bottom)
    var reportA = GenerateSupport.report(colorA, of: a, format: format, context)
    reportA.line = 0  // A line of - is named once, in the pair's object.
    let reportB = GenerateSupport.report(colorB, of: b, format: format, context)
    if format == .json {
      var members = a.line > 0 ? ["\"line\": \(a.line)"] : []
      members += [
        "\"a\": " + reportA.render(.json, depth: .none), "\"b\": " + reportB.render(.json, depth: .none),
        "\"ciede2000\": " + ColorText.decimal(difference, places: 4),
        "\"deltaEOK\": " + ColorText.decimal(distance, places: 4),
        "\"contrast\": " + ColorText.decimal(ratio, places: 2),
      ]
      if composited {
        members.append("\"composited\": {\"a\": \"\(top.hex)\", \"b\": \"\(bottom.hex)\"}")
      }
      return "{" + members.joined(separator: ", ") + "}\n"
    }
    var side = colorA.hex + " " + colorB.hex
    let depth = context.depth(drawing: format == .swatch)
    if format == .swatch && depth != .none {
      side =
        Terminal.paintChecked("  \(colorA.hex)  ", on: colorA, depth: depth)
        + Terminal.paintChecked("  \(colorB.hex)  ", on: colorB, depth: depth)
    }
    var measures =
      "ΔE00 \(ColorText.decimal(difference, places: 2))  ΔEOK \(ColorText.decimal(distance, places: 4))  contrast "
      + ContrastCommand.twoDecimals(ratio) + ":1"
    if composited { measures += "  (composited: \(top.hex) on \(bottom.hex))" }
    return reportA.render(format, depth: depth) + "\n" + reportB.render(format, depth: depth) + "\n"
      + side + "  " + measures + "\n"
  }
}
