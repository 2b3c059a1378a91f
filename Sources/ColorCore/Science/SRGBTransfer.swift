/// The sRGB transfer function and its inverse, extended to negative values as CSS Color 4 does.
enum SRGBTransfer {
  /// Gamma-encoded sRGB (in gamut 0...1) to linear light; below zero the curve is mirrored.
  static func linear(_ encoded: Double) -> Double {
    // An 8-bit value (every color read from hex) is looked up: the table holds this function's own results.
    if let index = Color.exactEightBit(encoded) { return SRGBLinearTable.values[index] }
    let magnitude = abs(encoded)
    if magnitude <= 0.04045 { return encoded / 12.92 }
    let value = Platform.pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -value : value
  }

  /// Linear light to gamma-encoded sRGB; below zero the curve is mirrored.
  static func encoded(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    if magnitude <= 0.0031308 { return 12.92 * linear }
    let value = 1.055 * Platform.pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -value : value
  }
}
