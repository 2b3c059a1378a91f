@preconcurrency import Glibc

/// A regular polygon of 3 to 12 sides, with a flat base, rasterized into half-cell pixels.
struct Polygon: Equatable, Sendable {
  /// The side counts there are names for.
  static let sideRange = 3...12
  static let names = [
    "Triangle", "Square", "Pentagon", "Hexagon", "Heptagon", "Octagon", "Nonagon", "Decagon", "Hendecagon",
    "Dodecagon",
  ]

  /// Always within `sideRange`.
  let sides: Int

  /// Clamps `sides` into `sideRange`.
  init(sides: Int) {
    self.sides = min(Polygon.sideRange.upperBound, max(Polygon.sideRange.lowerBound, sides))
  }

  /// "Triangle" … "Dodecagon".
  var name: String {
    Polygon.names[sides - Polygon.sideRange.lowerBound]
  }

  /// The corners in pixel coordinates (y down) for an area of `columns` × `rows` cells.
  ///
  /// The radius is 0.9 of the half-width, or less when the shape would not fit the height; corner k is at
  /// 90° + 180°/N + 360°·k/N, which puts an edge flat at the bottom; the shape is centered on its bounding box.
  func vertices(columns: Int, rows: Int) -> [(x: Double, y: Double)] {
    let (width, height) = (Double(columns), Double(2 * rows))
    let step = 2 * Double.pi / Double(sides)
    let unit = (0..<sides).map { k in
      let angle = Double.pi / 2 + step / 2 + step * Double(k)
      return (x: cos(angle), y: sin(angle))
    }
    let (top, bottom) = (unit.map(\.y).min()!, unit.map(\.y).max()!)
    let radius = 0.9 * min(width / 2, height / (bottom - top))
    let centerY = height / 2 - radius * (top + bottom) / 2
    return unit.map { (x: width / 2 + radius * $0.x, y: centerY + radius * $0.y) }
  }

  /// Every pixel center tested against the polygon; inside pixels within 1 pixel of an edge, or next to an
  /// outside pixel, are the border.
  func rasterize(columns: Int, rows: Int) -> PixelMap {
    var map = PixelMap(width: columns, height: 2 * rows)
    let corners = vertices(columns: columns, rows: rows)
    // Each edge as a unit inward normal and offset: distance = nx·x + ny·y − offset, positive inside.
    let edges = corners.indices.map { index in
      let (a, b) = (corners[index], corners[(index + 1) % corners.count])
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      // Corners run clockwise on screen (y down), so the inward normal is (−dy, dx).
      let (nx, ny) = (-(b.y - a.y) / length, (b.x - a.x) / length)
      return (nx: nx, ny: ny, offset: nx * a.x + ny * a.y)
    }
    var nearEdge = [Bool](repeating: false, count: map.width * map.height)
    for y in 0..<map.height {
      for x in 0..<map.width {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        var distance = Double.infinity
        for edge in edges { distance = min(distance, edge.nx * px + edge.ny * py - edge.offset) }
        guard distance >= 0 else { continue }
        map[x, y] = .inside
        nearEdge[y * map.width + x] = distance < 1
      }
    }
    var result = map
    for y in 0..<map.height {
      for x in 0..<map.width where map[x, y] == .inside {
        let touchesOutside =
          map[x - 1, y] == .outside || map[x + 1, y] == .outside || map[x, y - 1] == .outside
          || map[x, y + 1] == .outside
        if touchesOutside || nearEdge[y * map.width + x] { result[x, y] = .border }
      }
    }
    return result
  }
}
