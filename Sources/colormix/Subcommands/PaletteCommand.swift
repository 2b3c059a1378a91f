import ColorCore
import ColorTerminal

/// `colormix palette [--sort KEY] [--simulate KIND [--severity S]]`: lists the saved colors.
struct PaletteCommand: Subcommand {
  static let name = "palette"
  static let spec = CommandSpec(
    name, summary: "List the saved colors.",
    discussion: """
      --sort KEY lists them in the order of colormix sort --by KEY (name: the saved names); the file keeps its
      order. --simulate KIND shows each as seen with that color-vision deficiency (as colormix simulate, at
      --severity S, default 100), rounded to tenths like a saved color; the sort is by the saved colors.
      """,
    options: [.sort, .simulate, .severity, .format(["swatch", "json"]), .color, .store])

  var format: OutputFormat
  var order: ColorOrder?
  var deficiency: VisionDeficiency?
  var severity: Double

  init(_ parsed: ParsedCommandLine) throws {
    format = parsed.format
    order = parsed.value(.sort).flatMap(ColorOrder.init(rawValue:))
    deficiency = parsed.value(.simulate).flatMap(VisionDeficiency.init(rawValue:))
    if deficiency == nil && parsed.has(.severity) {
      throw UsageError.optionNeedsOption("--severity", needs: "--simulate KIND")
    }
    severity = try SimulateCommand.severity(parsed)
  }

  func run(_ context: Context) throws {
    let loaded = try context.paletteStore().load()
    var entries = loaded.entries
    ColorPrinter.warn(loaded.warnings, context)
    if let order {
      let indices = order.sortedIndices(entries.map { Color($0.color) }, names: entries.map(\.name))
      entries = indices.map { entries[$0] }
    }
    if let deficiency {
      entries = entries.map { entry in
        let seen = Color(entry.color).simulating(deficiency, severity: severity)
        return PaletteEntry(name: entry.name, color: StoredColor(rounding: seen))
      }
    }
    context.output.write(ColorTable.palette(entries, format: format, depth: context.depth(drawing: format != .json)))
  }
}
