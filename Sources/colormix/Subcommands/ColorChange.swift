import ColorCore
import ColorTerminal

/// What the commands that change the current color by an operation share: the options, the amount grammar, and
/// writing the result under the lock then printing it like `set`.
enum ColorChange {
  static let options: [OptionSpec] = [.format(OutputFormat.names), .nearestCatalog, .color, .store, .blockShape]

  /// `text` as a decimal in the channel-value grammar (`10`, `12.5`, `007`, `-3`), within `range`.
  static func amount(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Double {
    guard let value = RangeWarning.ExactDecimal(text),
      !(value < RangeWarning.ExactDecimal(tenths: range.lowerBound * 10)),
      !(RangeWarning.ExactDecimal(tenths: range.upperBound * 10) < value)
    else { throw .invalidAmount(text, for: name, range: "\(range.lowerBound)–\(range.upperBound)") }
    return value.doubleValue
  }

  /// Replaces the current color with `operation`'s result under the lock, then prints it. The stored color is
  /// opaque and in sRGB: a result with an alpha below 1 is stored opaque with the warning `set` gives, and one
  /// outside sRGB gamut mapped with the warning `show` gives (each refused by `strict`, nothing written).
  static func apply(
    _ context: Context, format: OutputFormat, strict: Bool = false, warnings: [RangeWarning] = [],
    gamut: [GamutWarning] = [], _ operation: @escaping (Color) -> Color
  ) throws {
    var mapped: GamutWarning?
    let updated = try context.colorStore().update(strict: strict) { current throws(InputError) in
      let result = operation(Color(current))
      let dropped = RangeWarning.alphaNotKept(result).map { [$0] } ?? []
      mapped = ColorReading(computed: result).gamut
      if strict, let mapped { throw .outOfGamut(mapped) }
      return ColorStore.Change(color: StoredColor(rounding: result), warnings: warnings + dropped)
    }
    try ColorPrinter.print(
      updated.color, warnings: updated.warnings, gamut: gamut + (mapped.map { [$0] } ?? []), format: format, context)
  }
}
