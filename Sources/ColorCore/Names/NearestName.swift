/// The catalog color nearest to a color.
enum NearestName {
  /// An entry with exactly the same channels when there is one; otherwise the smallest CIEDE2000
  /// difference. Ties go to CSS first, then to the earlier row. `catalog` limits the search to one catalog.
  ///
  /// Fast and exact: the catalogs are indexed in CIELAB (`NameIndexData`, generated with them). The search starts
  /// from the row nearest the center of the color's cell of the sRGB cube, then visits only the rows whose
  /// lightness allows a smaller difference, and computes CIEDE2000 in full only for those a lower bound of it
  /// (`Bound`) does not already rule out.
  static func find(for color: Color, catalog: Catalog? = nil) -> NamedColor {
    // A catalog color is its own nearest: its CIELAB is the row's bit for bit (generated so), a difference of 0,
    // and no other color has that CIELAB; rows of the same color tie, and the tie goes to the lower row, as an
    // exact match does (CSS first, then the earlier row).
    let row = nearestRow(to: color, catalog: catalog)
    let cssCount = CatalogData.cssRGB.count
    return row < cssCount ? Catalog.css[row] : Catalog.crayola[row - cssCount]
  }

  /// SL of CIEDE2000 at its largest, a little over its value at a mean lightness of 0 or 100 (L of white is a hair
  /// above 100): |ΔL| / this is at most the lightness term.
  static let largestSL = 1.7622

  /// The row (CSS's 0..<148, then Crayola's) of the smallest CIEDE2000 difference to `color`, ties to the lower.
  static func nearestRow(to color: Color, catalog: Catalog?) -> Int {
    let cssCount = CatalogData.cssRGB.count
    let target = Lab(color)
    let cell = cellIndex(color.red) << 8 | cellIndex(color.green) << 4 | cellIndex(color.blue)
    let seed: Int
    switch catalog {
    case nil: seed = Int(NameIndexData.seed[cell])
    case .css: seed = Int(NameIndexData.seedCSS[cell])
    case .crayola: seed = Int(NameIndexData.seedCrayola[cell])
    }
    let (ls, rows) = (NameIndexData.l, NameIndexData.row)
    var bound = Bound(target)
    var bestRow = Int(rows[seed])
    var best = bound.difference(seed)
    // Rows are ordered by lightness: begin at the first whose lightness term can be small enough.
    var low = 0
    var high = ls.count
    let lowest = target.l - largestSL * (best + Bound.margin)
    while low < high {
      let middle = (low + high) / 2
      if ls[middle] < lowest { low = middle + 1 } else { high = middle }
    }
    for position in low..<ls.count {
      let limit = best + Bound.margin
      if ls[position] - target.l > largestSL * limit { break }
      let row = Int(rows[position])
      if position == seed || (catalog == .css && row >= cssCount) || (catalog == .crayola && row < cssCount) {
        continue
      }
      guard !bound.rulesOut(position, limit: limit) else { continue }
      let difference = bound.difference(position)
      if difference < best || (difference == best && row < bestRow) {
        (best, bestRow) = (difference, row)
      }
    }
    return bestRow
  }

  /// The cell (0..<16) of a channel (0...1) in the seed grid.
  private static func cellIndex(_ channel: Double) -> Int {
    min(15, Int(channel * 16))
  }

  /// A lower bound of CIEDE2000 from the target to an indexed row, cheap enough to try on every row near in
  /// lightness, and the full difference.
  ///
  /// With the lightness, chroma and hue terms tL, tC, tH and the rotation RT, ΔE00² = tL² + tC² + tH² + RT tC tH.
  /// Since |tC tH| ≤ (tC² + tH²)/2, ΔE00² ≥ tL² + (1 − |RT|/2)(tC² + tH²). SH ≤ SC (T ≤ 1.93 < 3), and
  /// ΔC'² + ΔH'² is the squared distance between the two colors in the (a', b') plane, which is at least their
  /// distance Δab in (a, b) (a' = (1 + G) a, G ≥ 0); so tC² + tH² ≥ Δab² / SC², and SC ≤ 1 + 0.045 C̄max with
  /// C' ≤ √(2.25 a² + b²) (G ≤ 0.5). |RT| = sin(2Δθ) RC: RC grows with C̄' (so its value at C̄max bounds it), and
  /// sin(2Δθ) is at most sin 60° anywhere, and tiny when the mean hue, which lies on the shorter arc between the
  /// two colors' h', is far from 275°; each h' lies on an arc known from (a, b) alone (`NameIndexData.hueStart`).
  struct Bound {
    /// Added to the best difference before ruling a row out, so that rounding never rules out a tie.
    static let margin = 1e-9
    /// 1 − sin 60°, rounded down: the factor of (tC² + tH²) whatever the hues.
    static let leastFactor = 0.1339

    let target: Lab
    /// √(2.25 a² + b²) of the target.
    let chromaBound: Double
    /// The arc of the target's h', worked out when a row first needs it (NaN until then).
    var hueStart = Double.nan
    var hueSpan = 0.0

    init(_ target: Lab) {
      self.target = target
      chromaBound = (2.25 * target.a * target.a + target.b * target.b).squareRoot()
    }

    /// The full CIEDE2000 difference to the row at `position` of the index.
    func difference(_ position: Int) -> Double {
      target.difference(
        to: Lab(l: NameIndexData.l[position], a: NameIndexData.a[position], b: NameIndexData.b[position]))
    }

    /// Whether the row at `position` is certainly further than `limit`.
    mutating func rulesOut(_ position: Int, limit: Double) -> Bool {
      let lightness = target.lightnessTerm(to: NameIndexData.l[position])
      guard lightness <= limit else { return true }
      let room = limit * limit - lightness * lightness
      let (da, db) = (NameIndexData.a[position] - target.a, NameIndexData.b[position] - target.b)
      let meanChroma = (chromaBound + NameIndexData.chromaBound[position]) / 2
      let sc = 1 + 0.045 * meanChroma
      let chromaHue = (da * da + db * db) / (sc * sc)
      if Bound.leastFactor * chromaHue > room { return true }
      if chromaHue <= room { return false }
      let x = meanChroma * meanChroma * meanChroma
      let x7 = x * x * meanChroma
      let rc = 2 * (x7 / (x7 + 6_103_515_625)).squareRoot()
      let factor = 1 - rc * rotationSine(position) / 2 - 1e-12
      return factor * chromaHue > room
    }

    /// At least |sin(2Δθ)| for the mean hue of the target and the row at `position`.
    private mutating func rotationSine(_ position: Int) -> Double {
      if hueStart.isNaN { (hueStart, hueSpan) = Bound.hueArc(a: target.a, b: target.b) }
      let arc = (start: hueStart, span: hueSpan)
      let (start2, span2) = (NameIndexData.hueStart[position], NameIndexData.hueSpan[position])
      // The shorter of the two arcs that start at one color's arc and reach the end of the other's.
      var offset = start2 - arc.start
      if offset < 0 { offset += 360 }
      var back = 360 - offset
      if back >= 360 { back -= 360 }
      let fromFirst = max(arc.span, offset + span2)
      let fromSecond = max(span2, back + arc.span)
      let (start, span) = fromFirst <= fromSecond ? (arc.start, fromFirst) : (start2, fromSecond)
      let table = NameIndexData.rotationSine
      if span >= 180 { return table[0] }
      var toBlue = 275 - start
      if toBlue < 0 { toBlue += 360 }
      let distance = toBlue <= span ? 0 : min(toBlue - span, 360 - toBlue)
      return table[min(table.count - 1, Int(max(distance - 1e-6, 0) / 5))]
    }

    /// The arc holding atan2(b, (1 + G) a) for G in 0...0.5, as `scripts/generate-catalogs` works it out.
    static func hueArc(a: Double, b: Double) -> (start: Double, span: Double) {
      func hue(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / Double.pi
        return h < 0 ? h + 360 : h
      }
      let (h0, h1) = (hue(b, a), hue(b, 1.5 * a))
      var span = h1 - h0
      if span < 0 { span += 360 }
      return span <= 180 ? (h0, span) : (h1, 360 - span)
    }
  }
}
