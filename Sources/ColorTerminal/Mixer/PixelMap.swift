/// A raster of half-cell pixels: one per cell horizontally, two per cell vertically (roughly square).
package struct PixelMap: Equatable, Sendable {
  package let width: Int
  package let height: Int
  private(set) var pixels: [PolygonPixel]

  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = Array(repeating: .outside, count: self.width * self.height)
  }

  /// The pixel at a 0-based x and y; outside the map everything is `.outside`.
  package subscript(x: Int, y: Int) -> PolygonPixel {
    get { x >= 0 && x < width && y >= 0 && y < height ? pixels[y * width + x] : .outside }
    set { if x >= 0 && x < width && y >= 0 && y < height { pixels[y * width + x] = newValue } }
  }

  /// How many pixels are of this kind.
  package func count(of kind: PolygonPixel) -> Int {
    pixels.reduce(0) { $0 + ($1 == kind ? 1 : 0) }
  }

  /// The cell showing pixels (column, 2·row) above (column, 2·row + 1), each in the color `paint` gives it.
  ///
  /// The same color twice is a space on that background; two colors are `▀` in the top color on the bottom one.
  package func colorCell(column: Int, row: Int, paint: (PolygonPixel) -> CellColor) -> Cell {
    let top = paint(self[column, 2 * row])
    let bottom = paint(self[column, 2 * row + 1])
    return top == bottom ? Cell(" ", background: top) : Cell("▀", foreground: top, background: bottom)
  }

  /// The cell showing the same two pixels without colors: `█`, `▀`, `▄` or a space for which ones are inked.
  package func inkCell(column: Int, row: Int, ink: (PolygonPixel) -> Bool) -> Cell {
    switch (ink(self[column, 2 * row]), ink(self[column, 2 * row + 1])) {
    case (true, true): Cell("█")
    case (true, false): Cell("▀")
    case (false, true): Cell("▄")
    case (false, false): Cell(" ")
    }
  }
}
