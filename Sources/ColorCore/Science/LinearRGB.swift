/// Linear-light sRGB: the sRGB channels with the transfer function undone.
public struct LinearRGB: Equatable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double

  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Linear light of gamma-encoded `rgb`.
  public init(_ rgb: RGB) {
    self.init(
      red: SRGBTransfer.linear(rgb.red), green: SRGBTransfer.linear(rgb.green), blue: SRGBTransfer.linear(rgb.blue))
  }

  /// Gamma-encoded sRGB.
  public var rgb: RGB {
    RGB(red: SRGBTransfer.encoded(red), green: SRGBTransfer.encoded(green), blue: SRGBTransfer.encoded(blue))
  }
}
