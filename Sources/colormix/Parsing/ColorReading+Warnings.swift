import ColorCore
import ColorTerminal

extension ColorReading {
  /// The gamut warning as a list, the shape the printers take.
  var gamutWarnings: [GamutWarning] { gamut.map { [$0] } ?? [] }

  /// This reading as `format` prints it: no gamut warning when the format holds the exact color (`oklch`, `lab`,
  /// XYZ, or a `color()` format whose gamut holds it), the warning of a mapping into the format's gamut when it is
  /// not sRGB, else sRGB's (none for black or white by a clamped lightness, whose warning says it).
  func shown(in format: OutputFormat) -> ColorReading {
    var reading = self
    guard let target = format.gamut else {
      reading.gamut = nil
      return reading
    }
    guard target != .srgb else { return reading }
    if exact.isInGamut(target) || isSettledByLightness {
      reading.gamut = nil
    } else {
      let input = gamut?.input ?? exact.text(in: .oklch)
      reading.gamut = GamutWarning(input: input, used: exact.mapped(into: target), gamut: target)
    }
    return reading
  }

  /// The reading of `result`, a color an operation computed from this reading's exact color, as `format` prints
  /// it: this reading's range warnings, and the result's own gamut judged in the format's (the operand's gamut is
  /// no problem of its own: what is printed is the result).
  func computed(_ result: Color, shownIn format: OutputFormat) -> ColorReading {
    var reading = ColorReading(computed: result, warnings: warnings).shown(in: format)
    reading.isStored = isStored && result == exact
    return reading
  }

  /// This reading as an operation's operand: the operation takes the exact color, so only its range warnings are
  /// problems (the result's gamut is judged where it is printed).
  var asOperand: ColorReading {
    var reading = self
    reading.gamut = nil
    return reading
  }
}
