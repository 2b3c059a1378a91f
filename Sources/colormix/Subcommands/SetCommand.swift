import ColorCore
import ColorTerminal

/// `colormix set R G B | COLOR`: sets the whole color.
struct SetCommand: Subcommand {
  static let name = "set"
  static let spec = CommandSpec(
    name, summary: "Set the color from three channels (0–100), a hex code, rgb(…) or a name.",
    discussion: """
      R G B are decimals such as 50, 50.5 or 007, kept to tenths; a value outside 0–100 is clamped with a warning.
      COLOR is #rrggbb, #rgb, or a CSS or Crayola name ('Antique Brass', antique-brass); css:NAME or crayola:NAME
      picks a catalog; bare hex rrggbb or rgb after the names; any CSS Color 4 color (rgb(), hsl(), hwb(), lab(),
      lch(), oklab(), oklch(), color(), #rrggbbaa, calc() in them) and CSS Color 5 relative color (oklch(from red
      calc(l + 0.1) c h)), gamut mapped into sRGB with a warning; palette:NAME for a saved color. The stored color
      is opaque, and kept exactly as it was given (#777777 is 46.67% gray, shown as 46.7).
      COLOR - reads R G B or COLOR from the first non-blank line of standard input (other-tool | colormix set -).
      """,
    forms: [
      [ArgumentSpec("R", .number), ArgumentSpec("G", .number), ArgumentSpec("B", .number)],
      [ArgumentSpec("COLOR", .color)],
    ],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80
      rgb(50% 20% 80%)
      """,
      """
      colormix set 'Antique Brass' --format hex
      #cd9575
      """,
      """
      colormix set 150 0 0 --format hex
      colormix: warning: red 150 is out of range 0–100; using 100; did you mean rgb(150, 0, 0)?
      #ff0000
      """,
      """
      colormix set 150 0 0 --strict; echo $?
      colormix: error: red 150 is out of range 0–100 (--strict); nothing was written.
      65
      """,
    ])

  /// The arguments as given; `-` is read from standard input in `run` (through `Context.standardInput`).
  var arguments: [String]
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    strict = parsed.has(.strict)
    format = parsed.format
    arguments = parsed.arguments
    // Checked now, so that a usage error comes before the store is touched.
    if arguments != ["-"] { _ = try SetCommand.Plan(arguments) }
  }

  /// What the arguments ask for.
  struct Plan {
    /// The new color, from the current one, with its warnings.
    var change: (StoredColor) -> (color: StoredColor, warnings: [RangeWarning])
    /// The COLOR argument, read in `run` (`palette:NAME` needs the palette).
    var colorText: String?
    var hint: String?

    init(_ arguments: [String]) throws {
      if arguments.count == 1 {
        // A plain number is a missing channel, not a color name (six digits are a hex color).
        if RangeWarning.ExactDecimal(arguments[0]) != nil, (try? ColorReading(parsing: arguments[0])) == nil {
          throw UsageError.wrongArgumentCount(command: "set", usage: SetCommand.spec.shortUsage)
        }
        colorText = arguments[0]
        change = { current in (current, []) }
        return
      }
      hint = WarningText.byteHint(arguments)
      let values = try arguments.map { text throws(InputError) in try ChannelValue(parsing: text) }
      change = { current in
        var color = current
        var warnings: [RangeWarning] = []
        for (channel, value) in zip(Channel.allCases, values) {
          let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
          color[channel] = tenths
          if let warning { warnings.append(warning) }
        }
        return (color, warnings)
      }
    }
  }

  /// The arguments on the first non-blank line of standard input (read with the one `StandardInput` reader):
  /// `R G B` when it is three numbers, else one COLOR; no such line is a usage error.
  static func standardInputArguments(_ input: StandardInput) throws -> [String] {
    while let line = try input.nextLine() {
      guard case .bytes(let bytes) = line else {
        throw UsageError.standardInputLineTooLong(limit: StandardInput.maximumLineBytes)
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw UsageError.standardInputNotUTF8(bytes: bytes)
      }
      let trimmed = text.trimmingWhitespaceAndReturn()
      if trimmed.isEmpty { continue }
      let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      return words.count == 3 && words.allSatisfy { RangeWarning.ExactDecimal($0) != nil } ? words : [trimmed]
    }
    throw UsageError.emptyStandardInput
  }

  func run(_ context: Context) throws {
    let fromInput = arguments == ["-"]
    let plan = try Plan(fromInput ? SetCommand.standardInputArguments(context.standardInput()) : arguments)
    var gamut: [GamutWarning] = []
    var given: ColorStore.Change?
    if let colorText = plan.colorText {
      let reading = try ColorResolver.read(colorText, context)
      if strict, let warning = reading.gamut { throw InputError.outOfGamut(warning) }
      gamut = reading.gamutWarnings
      let warnings = reading.warnings + (RangeWarning.alphaNotKept(reading.color).map { [$0] } ?? [])
      // The color as it was given, exactly where the store's model holds it.
      given = ColorStore.Change(reading, warnings: warnings)
    }
    let change = plan.change
    let updated = try context.colorStore().update(strict: strict) { current in
      if let given { return given }
      let (color, warnings) = change(current)
      return ColorStore.Change(color: color, warnings: warnings)
    }
    try ColorPrinter.print(
      updated.color, exact: updated.exactColor, warnings: updated.warnings, gamut: gamut, hint: plan.hint,
      format: format,
      context)
  }
}
