import ColorCore
import ColorTerminal

/// `colormix simulate KIND [--severity S] [COLOR… | -]`: colors as a person with a color-vision deficiency sees
/// them.
struct SimulateCommand: Subcommand {
  static let name = "simulate"
  static let spec = CommandSpec(
    name, summary: "Print colors as seen with a color-vision deficiency.",
    discussion: """
      protanopia, deuteranopia and tritanopia use the matrices of Machado, Oliveira and Fernandes (2009) for
      severity 0, 10, … 100 percent in linear-light sRGB (a severity between two is the blend of the two nearest
      matrices); achromatopsia is the WCAG relative luminance as a gray, blended with the color by the severity.
      A color outside sRGB (wide gamut, extended range) is simulated as it is, not mapped first, and the result,
      if outside sRGB, is clipped channel by channel, at every severity: the same for a COLOR, the current color
      and a line of -. --severity is 0–100 (default 100, the full
      deficiency). Without COLOR the current color is simulated (and not changed); with COLOR… each is printed
      in turn; with - each line of standard input, as it is read. Stores nothing.
      """,
    forms: [
      [ArgumentSpec("KIND", .choice(VisionDeficiency.allCases.map(\.rawValue)))],
      [
        ArgumentSpec("KIND", .choice(VisionDeficiency.allCases.map(\.rawValue))),
        ArgumentSpec("COLOR", .color, repeats: true),
      ],
    ],
    options: [.severity, .strict, .picture, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix simulate deuteranopia red green '#336699' --format hex
      #a39000
      #776a18
      #425f98
      """,
      """
      colormix simulate protanopia red --severity 50 --format hex
      #b45600
      """,
      """
      colormix simulate achromatopsia tomato --format swatch
      #969696  red 58.9463  green 58.9463  blue 58.9463  ≈ Gray (crayola)
      """,
    ])

  var deficiency: VisionDeficiency
  var severity: Double
  var colors: [String]
  var format: OutputFormat
  var strict: Bool

  init(_ parsed: ParsedCommandLine) throws {
    deficiency = try SimulateCommand.deficiency(parsed.arguments[0])
    colors = Array(parsed.arguments.dropFirst())
    try GenerateSupport.checkStandardInputAlone(colors, usage: SimulateCommand.spec.shortUsage)
    severity = try SimulateCommand.severity(parsed)
    format = parsed.format
    strict = parsed.has(.strict)
  }

  /// KIND, checked.
  static func deficiency(_ text: String) throws(UsageError) -> VisionDeficiency {
    guard let deficiency = VisionDeficiency(rawValue: text) else {
      throw .invalidArgument(name: "KIND", value: text, allowed: VisionDeficiency.allCases.map(\.rawValue))
    }
    return deficiency
  }

  /// `--severity S`, 0–100 in the channel-value grammar; 100 when not given.
  static func severity(_ parsed: ParsedCommandLine) throws(UsageError) -> Double {
    guard let text = parsed.value(.severity) else { return 100 }
    return try ColorChange.amount(text, for: "--severity", in: 0...100)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    let (deficiency, severity) = (self.deficiency, self.severity)
    if colors == ["-"] {
      try StandardInputColors.run(format: format, strict: strict, context) {
        $0.simulating(deficiency, severity: severity)
      }
      return
    }
    if colors.isEmpty {
      let loaded = try context.colorStore().load()
      ColorPrinter.warn(loaded.warnings, context)
      let color = loaded.exact.simulating(deficiency, severity: severity)
      let report = ColorPrinter.report(
        color, stored: color == loaded.exact, warnings: loaded.warnings, gamut: [], format: format, context)
      ColorPrinter.write(report, format: format, context)
      return
    }
    try GenerateSupport.readColors(colors, strict: strict, json: false, operands: true, context) { reads, _ in
      for read in reads {
        let color = read.reading.exact.simulating(deficiency, severity: severity)
        ColorPrinter.write(GenerateSupport.report(color, of: read, format: format, context), format: format, context)
      }
    }
  }
}
