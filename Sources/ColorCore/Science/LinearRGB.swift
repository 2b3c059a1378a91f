/// Linear-light sRGB: the sRGB channels with the transfer function undone.
struct LinearRGB: Equatable, Sendable {
  var red: Double
  var green: Double
  var blue: Double

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Linear light of gamma-encoded `rgb`.
  init(_ rgb: RGB) {
    self.init(
      red: SRGBTransfer.linear(rgb.red), green: SRGBTransfer.linear(rgb.green), blue: SRGBTransfer.linear(rgb.blue))
  }

  /// Gamma-encoded sRGB.
  var rgb: RGB {
    RGB(red: SRGBTransfer.encoded(red), green: SRGBTransfer.encoded(green), blue: SRGBTransfer.encoded(blue))
  }
}
