import ColorCore
import ColorTerminal

/// `colormix scale COLOR [--steps N | --names LIST] [--contrast LIST --on BG] [--gamut G] [--save PREFIX]`: a
/// lightness scale of the color's hue (`ColorScale`), a line a step.
struct ScaleCommand: Subcommand {
  static let name = "scale"
  static let spec = CommandSpec(
    name, summary: "Print a lightness scale of a color's hue, by lightness or by contrast on a background.",
    discussion: """
      The steps are made in OKLCH and keep COLOR's hue. By lightness (the default) they run evenly from lightness
      0.97 to 0.26, near white to near black: 11 steps named 50, 100, 200, … 900, 950 as Tailwind names them, or
      --steps N (2–26, named 1 to N), or one a name of --names 50,100,… ; the step nearest COLOR's lightness is
      COLOR itself, exactly. Each other step's chroma is the largest the gamut holds at its lightness, times COLOR's
      chroma over the largest at COLOR's own lightness, so a muted color gives a muted scale; every step lies inside
      --gamut (srgb, the default, or display-p3; a COLOR outside it is gamut mapped first, with a warning). By
      contrast (--contrast 1.05,1.25,1.5,2,3,4.5,7,10 --on BG), each step has that WCAG 2 contrast ratio on BG,
      never below it and at most 0.02 above (a few hundredths where no 8-bit color near the hue is closer): darker
      than BG where black reads better on it, lighter where white does, named by its ratio or by --names; in sRGB it
      is an 8-bit color, so its hex is the step exactly. A ratio more than BG allows (22) is refused (65) naming the
      most.
      Each line is NAME and the step in --format (piped: its exact text, oklch(L C H) to every digit; on a
      terminal: the swatch); a step outside sRGB in a format that cannot hold it is shown gamut mapped, said once.
      --save PREFIX saves the steps in the palette as PREFIX-NAME, by save's rules (--replace overwrites).
      """,
    forms: [[ArgumentSpec("COLOR", .color)]],
    options: [
      .scaleSteps, .scaleNames, .gamut, .scaleContrast, .on, .scaleSave, .replace, .picture,
      .format(OutputFormat.names),
      .nearestCatalog, .color, .store,
    ],
    examples: [
      """
      colormix scale '#3b82f6' --format hex
      50   #f0f5fe
      100  #ccdffc
      200  #a9c8fb
      300  #84b1f9
      400  #5f99f7
      500  #3b82f6
      600  #1667e3
      700  #1054bc
      800  #0b4297
      900  #063173
      950  #032052
      """,
      """
      colormix scale teal --contrast 3,4.5,7 --on white --format hex
      3    #01a6a5
      4.5  #028486
      7    #006462
      """,
      """
      colormix scale teal --contrast 22 --on white; echo $?
      colormix: error: A contrast of 22:1 is more than the background allows; the most, with black, is 21:1.
      65
      """,
    ])

  var key: String
  var names: [String]
  var contrasts: [Double]?
  var background: String?
  var gamut: ColorSpace
  var prefix: String?
  var replace: Bool
  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) throws {
    key = parsed.arguments[0]
    names = ColorScale.tailwindNames
    if let text = parsed.value(.scaleContrast) {
      // A ratio past what the background allows (22) is the scale's to refuse, naming the most it allows.
      contrasts = try text.split(separator: ",", omittingEmptySubsequences: false).map { word throws(UsageError) in
        guard
          let ratio = ContrastRequirement(String(word))?.minimumRatio ?? Double(word).flatMap({ $0 > 21 ? $0 : nil }),
          word.allSatisfy({ $0.isNumber || $0 == "." || $0 == ":" })
        else {
          throw .invalidAmount(String(word), for: "--contrast", range: "1 or more (ratios separated by commas)")
        }
        return ratio
      }
      if let contrasts, Set(contrasts).count < contrasts.count {
        throw UsageError.invalidOptionValue(
          option: "--contrast", value: text, allowed: ["ratios separated by commas, each once"])
      }
      guard parsed.has(.on) else { throw UsageError.optionNeedsOption("--contrast", needs: "--on BG") }
    } else if parsed.has(.on) {
      throw UsageError.optionNeedsOption("--on", needs: "--contrast LIST")
    }
    background = parsed.value(.on)
    if let text = parsed.value(.scaleSteps) {
      if parsed.has(.scaleNames) {
        throw UsageError.conflictingOptions("--steps", "--names", reason: "the names say how many steps; give one")
      }
      let count = try WholeNumber.parse(text, for: "--steps", in: 2...26)
      names = (1...count).map(String.init)
    }
    if let text = parsed.value(.scaleNames) {
      names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
      guard !names.contains(where: \.isEmpty), Set(names).count == names.count else {
        throw UsageError.invalidOptionValue(
          option: "--names", value: text, allowed: ["names separated by commas, none empty and each once"])
      }
    }
    if let contrasts, parsed.has(.scaleNames), names.count != contrasts.count {
      throw UsageError.conflictingOptions(
        "--names", "--contrast", reason: "give a name for each ratio (\(contrasts.count))")
    }
    if contrasts != nil && parsed.has(.scaleSteps) {
      throw UsageError.conflictingOptions("--steps", "--contrast", reason: "the ratios say how many steps")
    }
    gamut = parsed.value(.gamut).flatMap(ColorSpace.init(named:)) ?? .srgb
    prefix = parsed.value(.scaleSave)
    replace = parsed.has(.replace)
    format = parsed.format
  }

  var printsOnly: Bool { prefix == nil }

  func run(_ context: Context) throws {
    var reading = try ColorResolver.read(key, context).asOperand
    ColorPrinter.warn(reading.warnings, context)
    // The key must lie inside the gamut of the scale: outside, it is mapped first, with the warning.
    if !reading.exact.isInGamut(gamut) {
      let mapped = reading.exact.mapped(into: gamut)
      context.output.warn(
        "\(Visible.excerpt(key)) is outside \(gamut.name); the scale is of \(ColorFormat.oklch.string(for: mapped))")
      reading = ColorReading(color: mapped.mapped(into: .srgb), exact: mapped)
    }
    let scale: ColorScale
    // The background a picture of the scale is drawn on: --on's, or white.
    var backdrop = Color.white
    if let contrasts, let background {
      let on = try ColorResolver.read(background, context).asOperand
      ColorPrinter.warn(on.warnings, context)
      backdrop = on.color
      do {
        scale = try ColorScale(
          key: reading.exact, contrasts: contrasts, on: on.color, names: names.count == contrasts.count ? names : nil,
          gamut: gamut)
      } catch {
        throw ScaleFailure(error: error)
      }
    } else {
      scale = ColorScale(key: reading.exact, names: names, gamut: gamut)
    }
    if let prefix { try save(scale, prefix: prefix, context) }
    if let picture = context.picture {
      let steps = scale.steps.map { step in
        ColorPicture.Swatch(names: [step.name], color: step.color, text: step.isKey ? reading.givenText : step.text)
      }
      picture.write(ColorPicture.scale(title: picture.title, steps: steps, on: backdrop), context.output)
      return
    }
    print(scale, key: reading, context)
  }

  /// A scale that cannot be made: exit 65.
  struct ScaleFailure: Error, CustomStringConvertible {
    let error: ColorScale.ScaleError
    var description: String { error.description }
  }

  /// A line a step: its name, padded, and the step in the format; a step the format cannot hold is shown mapped,
  /// said once.
  private func print(_ scale: ColorScale, key: ColorReading, _ context: Context) {
    let width = scale.steps.map(\.name.count).max() ?? 0
    let outside = scale.steps.filter { !$0.color.isInGamut(.srgb) }
    if !outside.isEmpty, !ScaleCommand.holds(gamut, format) {
      let steps = outside.count == 1 ? "1 step lies" : "\(outside.count) steps lie"
      context.output.warn(
        "\(steps) outside sRGB; --format \(format.rawValue) shows them gamut mapped (value, oklch and "
          + gamut.name + " hold them)")
    }
    let depth = context.depth(drawing: format == .swatch)
    for step in scale.steps {
      let shown = step.color.isInGamut(.srgb) ? step.color : step.color.mapped(into: .srgb)
      var report = ColorPrinter.report(shown, warnings: [], gamut: [], format: format, context)
      report.exact = step.color
      report.text = step.isKey ? key.givenText : step.text
      // JSON is one object a line, the step's name a member of it; the other formats put the name first.
      if format == .json {
        let name = "\"name\": " + JSONText.quote(step.name)
        context.output.write(GenerateSupport.appending([name], to: report.render(format, depth: depth)) + "\n")
        continue
      }
      let name = Visible.escape(step.name)
      let padding = String(repeating: " ", count: max(0, width - name.count) + 2)
      context.output.write(name + padding + report.render(format, depth: depth) + "\n")
    }
  }

  /// Whether `format` prints the colors of `gamut` as they are.
  static func holds(_ gamut: ColorSpace, _ format: OutputFormat) -> Bool {
    guard case .text(let text) = format else { return false }
    return text.gamut == nil || text.gamut == gamut
  }

  /// Saves every step as `PREFIX-NAME`, in one change of the palette.
  private func save(_ scale: ColorScale, prefix: String, _ context: Context) throws {
    let entries = scale.steps.map { step in
      PaletteEntry(
        name: prefix + "-" + step.name, color: step.color, text: step.isKey ? nil : step.text)
    }
    for entry in entries { _ = try PaletteEntry.validName(entry.name) }
    let replace = replace
    let (_, warnings) = try context.paletteStore().update(wrap: StoreRequestError.store) {
      current throws(StoreRequestError) -> ([PaletteEntry]?, Void) in
      var palette = Palette(entries: current)
      for entry in entries {
        do throws(InputError) {
          _ = try palette.save(entry, replacing: replace)
        } catch {
          throw .input(error)
        }
      }
      return (palette.entries, ())
    }
    ColorPrinter.warn(warnings, context)
    let first = Visible.escape(prefix + "-" + scale.steps[0].name)
    let last = Visible.escape(entries[entries.count - 1].name)
    context.output.note(
      entries.count == 1 ? "saved 1 color, \(first)" : "saved \(entries.count) colors, \(first) to \(last)")
  }
}
