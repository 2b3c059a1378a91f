import ColorCore

extension ColorReading {
  /// The gamut warning as a list, the shape the printers take.
  var gamutWarnings: [GamutWarning] { gamut.map { [$0] } ?? [] }
}
