import ColorCore

/// A regular polygon of 3 to 12 sides, with a flat base, rasterized into half-cell pixels.
package struct Polygon: Equatable, Sendable {
  /// The side counts there are names for.
  package static let sideRange = 3...12
  package static let names = [
    "Triangle", "Square", "Pentagon", "Hexagon", "Heptagon", "Octagon", "Nonagon", "Decagon", "Hendecagon",
    "Dodecagon",
  ]

  /// Always within `sideRange`.
  package let sides: Int

  /// Clamps `sides` into `sideRange`.
  package init(sides: Int) {
    self.sides = min(Polygon.sideRange.upperBound, max(Polygon.sideRange.lowerBound, sides))
  }

  /// "Triangle" … "Dodecagon".
  package var name: String {
    Polygon.names[sides - Polygon.sideRange.lowerBound]
  }

  /// The corners in pixel coordinates (y down) for an area of `columns` × `rows` cells.
  ///
  /// The radius is 0.9 of the half-width, or less when the shape would not fit the height; corner k is at
  /// 90° + 180°/N + 360°·k/N, which puts an edge flat at the bottom; the shape is centered on its bounding box.
  package func vertices(columns: Int, rows: Int) -> [(x: Double, y: Double)] {
    let (width, height) = (Double(columns), Double(2 * rows))
    let step = 2 * Double.pi / Double(sides)
    let unit = (0..<sides).map { k in
      let angle = Double.pi / 2 + step / 2 + step * Double(k)
      return (x: Platform.cos(angle), y: Platform.sin(angle))
    }
    let (top, bottom) = (unit.map(\.y).min()!, unit.map(\.y).max()!)
    let radius = 0.9 * min(width / 2, height / (bottom - top))
    let centerY = height / 2 - radius * (top + bottom) / 2
    return unit.map { (x: width / 2 + radius * $0.x, y: centerY + radius * $0.y) }
  }

  /// Each edge as a unit inward normal and an offset: `nx·x + ny·y − offset` is the distance to the edge's line,
  /// positive inside.
  package func edges(columns: Int, rows: Int) -> [(nx: Double, ny: Double, offset: Double)] {
    let corners = vertices(columns: columns, rows: rows)
    return corners.indices.map { index in
      let (a, b) = (corners[index], corners[(index + 1) % corners.count])
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      // Corners run clockwise on screen (y down), so the inward normal is (−dy, dx).
      let (nx, ny) = (-(b.y - a.y) / length, (b.x - a.x) / length)
      return (nx: nx, ny: ny, offset: nx * a.x + ny * a.y)
    }
  }

  /// The pixels whose centers are inside the polygon; inside pixels less than 1 pixel from an edge, or next to an
  /// outside pixel, are the border.
  ///
  /// The polygon is convex, so each pixel row is inside over one run of columns: the run is found from the edges'
  /// half-planes, and the run at least 1 pixel from every edge is found the same way with the edges moved in.
  package func rasterize(columns: Int, rows: Int) -> PixelMap {
    var map = PixelMap(width: columns, height: 2 * rows)
    let edges = edges(columns: columns, rows: rows)
    /// The columns x whose centers x + 0.5 satisfy every `nx·x + ny·y ≥ offset + inset` on this row.
    func run(_ y: Int, inset: Double) -> Range<Int> {
      let py = Double(y) + 0.5
      var (low, high) = (-1.0, Double(map.width) + 1)
      for edge in edges {
        let bound = edge.offset + inset - edge.ny * py
        if abs(edge.nx) < 1e-9 {
          if bound > 0 { return 0..<0 }
        } else if edge.nx > 0 {
          low = max(low, bound / edge.nx)
        } else {
          high = min(high, bound / edge.nx)
        }
      }
      let first = max(0, Int((low - 0.5).rounded(.up)))
      let last = min(map.width - 1, Int((high - 0.5).rounded(.down)))
      return first..<max(first, last + 1)
    }
    // Points within 1e-9 of a boundary count as on its inner side, so exact ties do not hang on rounding.
    let runs = (0..<map.height).map { run($0, inset: -1e-9) }
    for y in 0..<map.height {
      let (inside, core) = (runs[y], run(y, inset: 1 - 1e-9))
      let above = y > 0 ? runs[y - 1] : 0..<0
      let below = y + 1 < map.height ? runs[y + 1] : 0..<0
      for x in inside {
        let border =
          !core.contains(x) || x == inside.lowerBound || x == inside.upperBound - 1 || !above.contains(x)
          || !below.contains(x)
        map[x, y] = border ? .border : .inside
      }
    }
    return map
  }
}
