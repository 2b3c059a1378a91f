import ColorCore

/// `colormix contrast [COLOR]`: the WCAG 2.2 contrast ratio of the current color against COLOR, or against black
/// and white.
struct ContrastCommand: Subcommand {
  static let name = "contrast"
  static let spec = CommandSpec(
    name, summary: "Print the WCAG contrast ratio against COLOR, or against black and white.",
    discussion: """
      The ratio is (L1 + 0.05) / (L2 + 0.05) of the WCAG 2.2 relative luminances, printed to 2 decimals; pass or
      fail compares the unrounded ratio with AA (4.5 normal text, 3 large) and AAA (7 normal, 4.5 large). JSON also
      names the text color, black or white, that reads best on the current color.
      """,
    forms: [[], [ArgumentSpec("COLOR", .color)]], options: [.format(["swatch", "json"]), .color, .store])

  var other: String?
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    other = parsed.arguments.first
    format = parsed.format
  }

  func run(_ context: Context) throws {
    var warnings: [RangeWarning] = []
    var gamut: [GamutWarning] = []
    var others: [Color] = [.black, Color(red: 1000, green: 1000, blue: 1000)]
    if let other {
      let reading = try ColorResolver.read(other, context)
      (warnings, gamut, others) = (reading.warnings, reading.gamut.map { [$0] } ?? [], [reading.color])
    }
    let (color, fileWarnings) = try context.colorStore().load()
    warnings = fileWarnings + warnings
    ColorPrinter.warn(warnings, gamut: gamut, context)
    let best = Contrast.bestText(on: color)
    if format == .json {
      var pairs: [String] = []
      for other in others {
        let ratio = Contrast.ratio(color, other)
        var pair = "{\"hex\": \"\(other.hex)\", \"ratio\": \(ColorText.decimal(ratio, places: 2)), "
        pair += "\"aa\": {\"normal\": \(ContrastLevel.aaNormal.isMet(by: ratio)), "
        pair += "\"large\": \(ContrastLevel.aaLarge.isMet(by: ratio))}, "
        pair += "\"aaa\": {\"normal\": \(ContrastLevel.aaaNormal.isMet(by: ratio)), "
        pair += "\"large\": \(ContrastLevel.aaaLarge.isMet(by: ratio))}}"
        pairs.append(pair)
      }
      var text = "{\"hex\": \"\(color.hex)\", \"against\": [" + pairs.joined(separator: ", ") + "], "
      text += "\"bestText\": \"\(best.hex)\", \"warnings\": " + WarningJSON.array(warnings, gamut: gamut) + "}\n"
      context.output.write(text)
      return
    }
    for other in others {
      let ratio = Contrast.ratio(color, other)
      var line = "\(color.hex) on \(other.hex): \(ContrastCommand.twoDecimals(ratio)):1"
      for (label, level) in [
        ("AA normal", ContrastLevel.aaNormal), ("AA large", .aaLarge), ("AAA normal", .aaaNormal),
        ("AAA large", .aaaLarge),
      ] {
        line += "  \(label) \(level.isMet(by: ratio) ? "pass" : "fail")"
      }
      context.output.write(line + "\n")
    }
    if other == nil {
      context.output.write("best text on \(color.hex): \(best == .black ? "black" : "white") (\(best.hex))\n")
    }
  }

  /// The ratio with exactly two decimals (`4.70`), rounded half away from zero.
  static func twoDecimals(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
