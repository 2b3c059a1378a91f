import Testing

@testable import ColorTerminal

@Suite struct PolygonTests {
  @Test func everySideCountHasItsName() {
    let names = (3...12).map { Polygon(sides: $0).name }
    #expect(
      names == [
        "Triangle", "Square", "Pentagon", "Hexagon", "Heptagon", "Octagon", "Nonagon", "Decagon", "Hendecagon",
        "Dodecagon",
      ])
  }

  @Test func sidesAreClampedToThreeThroughTwelve() {
    #expect(Polygon(sides: 0).sides == 3)
    #expect(Polygon(sides: -5).sides == 3)
    #expect(Polygon(sides: 13).sides == 12)
    #expect(Polygon(sides: 99).name == "Dodecagon")
  }

  @Test(arguments: 3...12)
  func baseIsFlat(_ sides: Int) {
    let corners = Polygon(sides: sides).vertices(columns: 40, rows: 20)
    let lowest = corners.map(\.y).max()!
    #expect(corners.filter { abs($0.y - lowest) < 1e-9 }.count == 2)
  }

  @Test(arguments: 3...12)
  func shapeFitsAndIsCentered(_ sides: Int) {
    let corners = Polygon(sides: sides).vertices(columns: 40, rows: 10)
    let (xs, ys) = (corners.map(\.x), corners.map(\.y))
    #expect(xs.min()! >= 0 && xs.max()! <= 40)
    #expect(ys.min()! >= 0 && ys.max()! <= 20)
    #expect(abs((xs.min()! + xs.max()!) / 2 - 20) < 1e-9 || sides % 2 == 1)
    #expect(abs((ys.min()! + ys.max()!) / 2 - 10) < 1e-9)
  }

  @Test func squareAtFortyByTwentyIsSymmetricWithAFlatBase() {
    let map = Polygon(sides: 4).rasterize(columns: 40, rows: 20)
    #expect(map.width == 40 && map.height == 40)
    for y in 0..<map.height {
      for x in 0..<map.width {
        #expect(map[x, y] == map[map.width - 1 - x, y], "mirror left-right at \(x), \(y)")
        #expect(map[x, y] == map[x, map.height - 1 - y], "mirror top-bottom at \(x), \(y)")
      }
    }
    let bottom = (0..<map.height).last { y in (0..<map.width).contains { map[$0, y] != .outside } }!
    let bottomRow = (0..<map.width).filter { map[$0, bottom] != .outside }
    let aboveRow = (0..<map.width).filter { map[$0, bottom - 1] != .outside }
    #expect(bottomRow == aboveRow)
    #expect(bottomRow.allSatisfy { map[$0, bottom] == .border })
    // Circumradius 0.9 × 20 = 18 pixels: the side is 18·√2 ≈ 25.5, centered on x = 20, so centers 7.5…32.5.
    #expect(bottomRow == Array(7...32))
  }

  @Test func borderSurroundsTheInside() {
    let map = Polygon(sides: 6).rasterize(columns: 30, rows: 15)
    #expect(map.count(of: .border) > 0)
    #expect(map.count(of: .inside) > map.count(of: .border))
    for y in 0..<map.height {
      for x in 0..<map.width where map[x, y] == .inside {
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
          #expect(map[nx, ny] != .outside, "inside pixel \(x), \(y) touches the outside")
        }
      }
    }
  }

  @Test(arguments: 3...12)
  func pixelCountsGrowWithSize(_ sides: Int) {
    let polygon = Polygon(sides: sides)
    let counts = [(10, 5), (20, 10), (40, 20), (80, 40)].map { size in
      let map = polygon.rasterize(columns: size.0, rows: size.1)
      return map.width * map.height - map.count(of: .outside)
    }
    #expect(counts == counts.sorted() && Set(counts).count == counts.count)
  }

  @Test func moreSidesFillMoreOfTheCircle() {
    let counts = (3...12).map { sides in
      let map = Polygon(sides: sides).rasterize(columns: 60, rows: 30)
      return map.width * map.height - map.count(of: .outside)
    }
    #expect(counts.first! < counts.last!)
  }

  @Test func halfBlockCellsShowTwoPixels() {
    var map = PixelMap(width: 4, height: 2)
    map[1, 0] = .inside
    map[2, 1] = .border
    map[3, 0] = .inside
    map[3, 1] = .inside
    let ink = (0..<4).map { map.inkCell(column: $0, row: 0) { $0 != .outside }.character }
    #expect(ink == [" ", "▀", "▄", "█"])
    let black = CellColor.black
    let white = CellColor.white
    let paint: (PolygonPixel) -> CellColor = { $0 == .outside ? black : white }
    #expect(map.colorCell(column: 0, row: 0, paint: paint) == Cell(" ", background: black))
    #expect(map.colorCell(column: 1, row: 0, paint: paint) == Cell("▀", foreground: white, background: black))
    #expect(map.colorCell(column: 2, row: 0, paint: paint) == Cell("▀", foreground: black, background: white))
    #expect(map.colorCell(column: 3, row: 0, paint: paint) == Cell(" ", background: white))
  }

  /// Every pixel center tested against every edge: the slow, obvious raster the fast one must match.
  func bruteForce(_ polygon: Polygon, columns: Int, rows: Int) -> PixelMap {
    let edges = polygon.edges(columns: columns, rows: rows)
    var map = PixelMap(width: columns, height: 2 * rows)
    var nearEdge = Set<Int>()
    for y in 0..<map.height {
      for x in 0..<map.width {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let distance = edges.map { $0.nx * px + $0.ny * py - $0.offset }.min()!
        guard distance >= -1e-9 else { continue }
        map[x, y] = .inside
        if distance < 1 - 1e-9 { nearEdge.insert(y * map.width + x) }
      }
    }
    var result = map
    for y in 0..<map.height {
      for x in 0..<map.width where map[x, y] == .inside {
        let touchesOutside = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].contains { map[$0.0, $0.1] == .outside }
        if touchesOutside || nearEdge.contains(y * map.width + x) { result[x, y] = .border }
      }
    }
    return result
  }

  @Test(arguments: 3...12)
  func rasterMatchesAPerPixelTest(_ sides: Int) {
    let polygon = Polygon(sides: sides)
    for (columns, rows) in [(40, 20), (17, 9), (167, 46), (60, 6), (1, 1)] {
      let (fast, slow) = (
        polygon.rasterize(columns: columns, rows: rows), bruteForce(polygon, columns: columns, rows: rows)
      )
      let differences = (0..<slow.height).flatMap { y in
        (0..<slow.width).filter { fast[$0, y] != slow[$0, y] }.map { "\($0),\(y): \(fast[$0, y]) not \(slow[$0, y])" }
      }
      #expect(differences.isEmpty, "\(columns)×\(rows): \(differences.prefix(5))")
    }
  }

  @Test func emptyAreaRasterizesToNothing() {
    let map = Polygon(sides: 5).rasterize(columns: 0, rows: 0)
    #expect(map.pixels.isEmpty)
  }
}
