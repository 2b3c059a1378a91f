import ColorCore
import ColorTerminal

/// What the commands that change the current color by an operation share: the options, the amount grammar, and
/// writing the result under the lock then printing it like `set`.
enum ColorChange {
  static let options: [OptionSpec] = [.format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape]

  /// `text` as a decimal in the channel-value grammar (`10`, `12.5`, `007`, `-3`), within `range`.
  static func amount(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Double {
    guard let value = ExactDecimal(text), !(value < ExactDecimal(tenths: range.lowerBound * 10)),
      !(ExactDecimal(tenths: range.upperBound * 10) < value)
    else { throw .invalidAmount(text, for: name, range: "\(range.lowerBound)–\(range.upperBound)") }
    return value.doubleValue
  }

  /// Replaces the current color with `operation`'s result under the lock, then prints it.
  static func apply(
    _ context: Context, format: OutputFormat, warnings: [RangeWarning] = [], gamut: [GamutWarning] = [],
    _ operation: @escaping (Color) -> Color
  ) throws {
    let updated = try context.colorStore().update { current in
      ColorStore.Change(color: StoredColor(rounding: operation(Color(current))), warnings: warnings)
    }
    try ColorPrinter.print(updated.color, warnings: updated.warnings, gamut: gamut, format: format, context)
  }
}
