/// Linear-light sRGB: the sRGB channels with the transfer function undone.
package struct LinearRGB: Equatable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double

  package init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Linear light of gamma-encoded `rgb`.
  package init(_ rgb: RGB) {
    self.init(
      red: SRGBTransfer.linear(rgb.red), green: SRGBTransfer.linear(rgb.green), blue: SRGBTransfer.linear(rgb.blue))
  }

  /// Gamma-encoded sRGB.
  package var rgb: RGB {
    RGB(red: SRGBTransfer.encoded(red), green: SRGBTransfer.encoded(green), blue: SRGBTransfer.encoded(blue))
  }
}
