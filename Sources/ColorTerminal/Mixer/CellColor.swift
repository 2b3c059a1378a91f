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

  /// True when dark text reads better on this color: perceived brightness (ITU-R 601 weights) above 140 of 255.
  package var isLight: Bool {
    299 * Int(red) + 587 * Int(green) + 114 * Int(blue) > 140_000
  }

  /// Black on a light color, white on a dark one.
  package var contrasting: CellColor {
    isLight ? .black : .white
  }
}
