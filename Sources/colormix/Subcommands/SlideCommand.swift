import ColorCore
import ColorTerminal

/// `colormix slide COMPONENT VALUE [COLOR | -]`: sets or moves one channel of the stored color, or one component
/// (`hsl.l`, `oklch.c`, …) of the stored color, of COLOR or of each color of standard input.
struct SlideCommand: Subcommand {
  static let name = "slide"
  static let spec = CommandSpec(
    name, summary: "Set one channel or component, or move it by a signed step.",
    discussion: """
      COMPONENT is red, green or blue (or r, g, b), or SPACE.LETTER with CSS's channel letters: rgb.r rgb.g rgb.b
      (0–100), hsl.h hsl.s hsl.l, hwb.h hwb.w hwb.b, lab.l lab.a lab.b, lch.l lch.c lch.h, oklab.l oklab.a oklab.b,
      oklch.l oklch.c oklch.h, and alpha, each on the scale its CSS text prints (hsl.s 0–100, oklch.l 0–1). VALUE
      70 sets it; a signed VALUE such as +5 or -0.5 moves it from its current value (negative values need no --).
      red, green and blue work on the stored tenths and clamp with a warning when they overshoot. A component's
      VALUE outside its range (a step larger than the range) is a usage error naming the range; a step that
      overshoots stops at the range's end, and a hue moves around the circle. The result is exact, as the
      operations' are: outside sRGB it is gamut mapped, with a warning, only where it is stored or printed in a
      format that cannot hold it. Without COLOR the stored color is changed and stored; with COLOR the result is
      printed and nothing is stored; with - each line of standard input (R G B or COLOR) is changed and printed.
      alpha is 0–1 and is kept on COLOR and -; the stored color is opaque, so an alpha below 1 is not stored (a
      warning, an error with --strict).
      """,
    forms: [
      [ArgumentSpec("COMPONENT", .channel), ArgumentSpec("VALUE", .number)],
      [ArgumentSpec("COMPONENT", .channel), ArgumentSpec("VALUE", .number), ArgumentSpec("COLOR", .color)],
    ],
    options: [.strict, .format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape],
    examples: [
      """
      colormix set 50 20 80 --format hex
      #8033cc
      """,
      """
      colormix slide red +5 --format swatch
      #8c33cc  red 55  green 20  blue 80  ≈ darkorchid (css)
      """,
      """
      colormix slide hsl.l 70 '#336699' --format hsl
      hsl(210 50% 70%)
      """,
      """
      printf 'red\\n#336699\\n' | colormix slide oklch.h +180 - --format oklch
      oklch(0.628 0.25768 209.23)
      oklch(0.4993 0.09866 70.43)
      """,
    ])

  /// What is moved: a channel of the stored tenths, or a component.
  enum Target: Equatable {
    case channel(Channel)
    case component(ColorComponent)
  }

  var target: Target
  var value: ChannelValue
  /// The COLOR operand, `-`, or nil for the stored color.
  var operand: String?
  var strict: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    let name = parsed.arguments[0]
    operand = parsed.arguments.count > 2 ? parsed.arguments[2] : nil
    value = try ChannelValue(parsing: parsed.arguments[1], signMeansRelative: true)
    if let channel = Channel(name: name) {
      // On COLOR or `-` there are no tenths: red is rgb.r.
      target =
        operand == nil ? .channel(channel) : .component(channel == .red ? .rgbR : channel == .green ? .rgbG : .rgbB)
    } else if let component = ColorComponent(named: name.lowercased()) {
      target = .component(component)
    } else {
      throw UsageError.unknownChannel(name)
    }
    if case .component(let component) = target { try SlideCommand.check(value, for: component) }
    strict = parsed.has(.strict)
    format = parsed.format
  }

  /// Refuses a VALUE outside the component's range, and a step larger than it.
  static func check(_ value: ChannelValue, for component: ColorComponent) throws(UsageError) {
    let number = value.number.doubleValue
    let range = component.range
    if value.isRelative {
      let width = range.upperBound - range.lowerBound
      guard abs(number) <= width else {
        let limit = ColorText.decimal(width, places: 4)
        throw .invalidAmount(value.text, for: "\(component.name) step", range: "-\(limit)–\(limit)")
      }
    } else if !range.contains(number) {
      throw .invalidAmount(value.text, for: "\(component.name) value", range: component.rangeText)
    }
  }

  var printsOnly: Bool { operand != nil }

  func run(_ context: Context) throws {
    guard case .component(let component) = target else { return try slideStored(context) }
    let (value, relative) = (value.number.doubleValue, value.isRelative)
    let change = { (color: Color) -> Color in
      component.setting(color, to: relative ? component.moved(color, by: value) : value)
    }
    switch operand {
    case nil:
      try ColorChange.apply(context, format: format, strict: strict, change)
    case "-":
      try StandardInputColors.run(format: format, strict: strict, context, operation: change)
    case let text?:
      let reading = try ColorResolver.read(text, context)
      try ColorPrinter.printResult(change(reading.exact), of: reading, format: format, strict: strict, context)
    }
  }

  /// `slide red +5`: the stored tenths, clamped with a warning.
  private func slideStored(_ context: Context) throws {
    guard case .channel(let channel) = target else { return }
    let updated = try context.colorStore().update(strict: strict) { current in
      var color = current
      let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
      color[channel] = tenths
      return ColorStore.Change(color: color, warnings: warning.map { [$0] } ?? [])
    }
    try ColorPrinter.print(updated.color, warnings: updated.warnings, format: format, context)
  }
}
