import ColorCore

/// An 8-bit color for a cell's foreground or background.
package struct CellColor: Hashable, Sendable {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8

  package static let black = CellColor(red: 0, green: 0, blue: 0)
  package static let white = CellColor(red: 255, green: 255, blue: 255)

  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The 8-bit form of a color (`StoredColor.rgb255`).
  package init(_ color: StoredColor) {
    let (r, g, b) = color.rgb255
    self.init(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
  }

  /// The cell color of exact sRGB values (0...1), rounded to 8 bits.
  package init(exactRed red: Double, green: Double, blue: Double) {
    func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value * 255).rounded()))) }
    self.init(red: byte(red), green: byte(green), blue: byte(blue))
  }

  /// The hatching's backdrop on a slider track where the values leave sRGB.
  package static let outOfGamut = CellColor(red: 128, green: 128, blue: 128)

  /// Black or white, whichever reads better on `color`: the WCAG rule every colormix swatch uses
  /// (`Color.bestTextColor`), on the exact color rather than its 8-bit cell.
  package static func text(on color: Color) -> CellColor {
    color.bestTextColor == .black ? .black : .white
  }

  /// Black or white text on this 8-bit color, by the same rule.
  package var contrasting: CellColor {
    CellColor.text(on: Color(red255: Int(red), green255: Int(green), blue255: Int(blue)))
  }
}
