import ColorCore
import ColorTerminal

extension ColorReading {
  /// The gamut warning as a list, the shape the printers take.
  var gamutWarnings: [GamutWarning] { gamut.map { [$0] } ?? [] }

  /// This reading as `format` prints it: no gamut warning when the format holds the exact color (`oklch`, `lab`,
  /// XYZ, or a `color()` format whose gamut holds it), the warning of a mapping into the format's gamut when it is
  /// not sRGB, else sRGB's.
  func shown(in format: OutputFormat) -> ColorReading {
    var reading = self
    guard let target = format.gamut else {
      reading.gamut = nil
      return reading
    }
    guard target != .srgb else { return reading }
    if exact.isInGamut(target) {
      reading.gamut = nil
    } else {
      let input = gamut?.input ?? exact.text(in: .oklch)
      reading.gamut = GamutWarning(input: input, used: exact.mapped(into: target), gamut: target)
    }
    return reading
  }
}
