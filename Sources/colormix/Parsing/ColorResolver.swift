import ColorCore

/// Reads a COLOR argument the same way for every command: `ColorArgument.read`, plus `palette:NAME`, which needs
/// the palette beside the store.
enum ColorResolver {
  static func read(_ text: String, _ context: Context) throws -> ColorReading {
    let prefix = "palette:"
    if text.utf8.count > prefix.utf8.count, text.lowercased().hasPrefix(prefix) {
      let name = String(text.dropFirst(prefix.count))
      let (entries, warnings) = try context.paletteForReading()
      return ColorReading(color: try PaletteEntry.find(name, in: entries).color, warnings: warnings)
    }
    return try ColorArgument.read(text)
  }

  /// `R G B` on the 0–100 scale, each clamped with a warning.
  static func channels(_ arguments: [String]) throws(InputError) -> ColorReading {
    var reading = ColorReading(color: .black)
    for (channel, text) in zip(Channel.allCases, arguments) {
      let value = try ChannelValue(parsing: text)
      let (tenths, warning) = value.resolve(channel: channel, current: 0)
      reading.color[channel] = tenths
      if let warning { reading.warnings.append(warning) }
    }
    return reading
  }

  /// Under `--strict`, the first warning as an error.
  static func check(_ reading: ColorReading, strict: Bool) throws(InputError) {
    guard strict else { return }
    if let first = reading.warnings.first { throw .outOfRange(first) }
    if let gamut = reading.gamut { throw .outOfGamut(gamut) }
  }
}
