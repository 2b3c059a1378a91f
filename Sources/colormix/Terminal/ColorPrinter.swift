import ColorCore

/// Prints a color as `show` does, after its warnings: the swatch and JSON also name the nearest catalog color
/// and the palette entry holding it (a palette that cannot be read is a warning there, not an error).
enum ColorPrinter {
  static func print(
    _ color: Color, warnings: [RangeWarning], format: OutputFormat, saved: String? = nil, _ context: Context
  ) throws {
    warn(warnings, context)
    var report = ColorReport(color: color)
    if format == .swatch || format == .json {
      report.nearest = NearestName.find(for: color)
      report.savedIsKnown = true
      if let saved {
        report.saved = saved
      } else {
        do {
          let (entries, paletteWarnings) = try context.paletteStore().load()
          warn(paletteWarnings, context)
          report.saved = entries.first { $0.color == color }?.name
        } catch let error as StoreError {
          let message = Diagnostics.describe(error).0
          report.savedIsKnown = false
          report.savedError = message
          context.output.warn("the palette is unreadable: " + message)
        }
      }
    }
    context.output.write(report.render(format, depth: context.depth) + "\n")
  }

  /// Each warning as one line on standard error.
  static func warn(_ warnings: [RangeWarning], _ context: Context) {
    for warning in warnings { context.output.warn(WarningText.describe(warning)) }
  }
}
