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

  /// The `count` nearest entries, nearest first, with their differences: every row compared in full, exact
  /// channels before any other, then the smallest CIEDE2000 difference, ties to CSS, then to the earlier row.
  static func find(_ count: Int, for color: Color, catalog: Catalog? = nil) -> [(name: NamedColor, difference: Double)]
  {
    guard count > 0 else { return [] }
    let target = Lab(color)
    // (exact, difference, catalog, row): ordered by the first two, then by when the row came.
    var best: [(exact: Bool, difference: Double, catalog: Catalog, row: Int)] = []
    func precedes(_ a: (exact: Bool, difference: Double), _ b: (exact: Bool, difference: Double)) -> Bool {
      a.exact != b.exact ? a.exact : a.difference < b.difference
    }
    for searched in catalog.map({ [$0] }) ?? [.css, .crayola] {
      let (labs, rgbs) = (searched.labs, searched.rgbs)
      for row in rgbs.indices {
        let exact = Color(rgb: rgbs[row]) == color
        let difference = target.difference(to: Lab(l: labs[3 * row], a: labs[3 * row + 1], b: labs[3 * row + 2]))
        guard best.count < count || precedes((exact, difference), (best[count - 1].exact, best[count - 1].difference))
        else { continue }
        // After every equal one: an earlier row wins a tie.
        let index = best.firstIndex { precedes((exact, difference), ($0.exact, $0.difference)) } ?? best.count
        best.insert((exact, difference, searched, row), at: index)
        if best.count > count { best.removeLast() }
      }
    }
    return best.map { ($0.catalog[$0.row], $0.difference) }
  }

  /// The row (CSS's 0..<148, then Crayola's) of the smallest CIEDE2000 difference to `color`, ties to the lower:
  /// from `NameTable`'s few candidates for an 8-bit color in both catalogs, else by `searchRow`.
  static func nearestRow(to color: Color, catalog: Catalog?) -> Int {
    guard catalog == nil, let candidates = NameTable.candidates(for: color) else {
      return searchRow(to: color, catalog: catalog)
    }
    if candidates.count == 1 { return NameTable.row(candidates.lowerBound) }
    let target = Lab(color)
    let cssCount = CatalogData.cssRGB.count
    var (best, bestRow) = (Double.infinity, 0)
    for position in candidates {
      let row = NameTable.row(position)
      let (labs, index) = row < cssCount ? (CatalogData.cssLab, row) : (CatalogData.crayolaLab, row - cssCount)
      let difference = target.difference(to: Lab(l: labs[3 * index], a: labs[3 * index + 1], b: labs[3 * index + 2]))
      // Rows come in ascending order: a tie keeps the lower.
      if difference < best { (best, bestRow) = (difference, row) }
    }
    return bestRow
  }

  /// `nearestRow` by the search through the index (any color, any catalog).
  static func searchRow(to color: Color, catalog: Catalog?) -> Int {
    let cell = cellIndex(color.red) << 8 | cellIndex(color.green) << 4 | cellIndex(color.blue)
    let seed: Int
    switch catalog {
    case nil: seed = Int(NameIndexData.seed[cell])
    case .css: seed = Int(NameIndexData.seedCSS[cell])
    case .crayola: seed = Int(NameIndexData.seedCrayola[cell])
    }
    let target = Lab(color)
    // The index is read through pointers: each read of a global array would retain and release it.
    return NameIndexData.entries.withUnsafeBufferPointer { entries in
      NameIndexData.rotationSine.withUnsafeBufferPointer { sines in
        var search = Search(
          bound: Bound(target, entries: entries, rotationSines: sines), seed: seed, catalog: catalog)
        let count = entries.count / Bound.stride
        // Rows are ordered by lightness, and the lightness term grows with the distance in lightness (SL changes
        // by at most 0.0082 per unit of L, so |ΔL| / SL keeps growing): visit the rows up and down from the
        // target's lightness until the term alone exceeds the best difference.
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          if entries[middle * Bound.stride] < target.l { low = middle + 1 } else { high = middle }
        }
        var up = low
        while up < count && search.visit(up) { up += 1 }
        var down = low - 1
        while down >= 0 && search.visit(down) { down -= 1 }
        return search.bestRow
      }
    }
  }

  /// The best row so far, and what rules others out.
  struct Search {
    var bound: Bound
    let seed: Int
    let catalog: Catalog?
    let cssCount = CatalogData.cssRGB.count
    var best: Double
    var bestRow: Int

    init(bound: Bound, seed: Int, catalog: Catalog?) {
      self.bound = bound
      self.seed = seed
      self.catalog = catalog
      best = bound.difference(seed)
      bestRow = bound.row(seed)
    }

    /// Compares the row at `position` unless the bound rules it out; false when its lightness term alone is
    /// larger than the best difference (and so are those of the rows further on). Inline in the search's loops.
    @inline(__always) mutating func visit(_ position: Int) -> Bool {
      let limit = best + Bound.margin
      let lightness = bound.target.lightnessTerm(to: bound.entries[position * Bound.stride])
      guard lightness <= limit else { return false }
      // Most rows visited are ruled out by the first test alone, kept inline.
      let first = bound.firstTest(position, lightness: lightness, limit: limit)
      if first.isFar { return true }
      let row = bound.row(position)
      if position == seed || (catalog == .css && row >= cssCount) || (catalog == .crayola && row < cssCount) {
        return true
      }
      guard !bound.rulesOut(position, first) else { return true }
      let difference = bound.difference(position)
      if difference < best || (difference == best && row < bestRow) {
        (best, bestRow) = (difference, row)
      }
      return true
    }
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
  /// two colors' h', is far from 275°; each h' lies on an arc known from (a, b) alone (`hueArc`). A row that
  /// passes is tried once more with G, C' and SC worked out (square roots, no trigonometry) before the full
  /// difference: in all, about 3 full differences a color instead of 281.
  struct Bound {
    /// Added to the best difference before ruling a row out, so that rounding never rules out a tie.
    static let margin = 1e-9
    /// 1 − sin 60°, rounded down: the factor of (tC² + tH²) whatever the hues.
    static let leastFactor = 0.1339
    /// The numbers of a row in `NameIndexData.entries`.
    static let stride = 8

    let target: Lab
    /// √(2.25 a² + b²) of the target.
    let chromaBound: Double
    /// The target's chroma √(a² + b²).
    let chroma: Double
    /// `NameIndexData.entries` and `NameIndexData.rotationSine`.
    let entries: UnsafeBufferPointer<Double>
    let rotationSines: UnsafeBufferPointer<Double>
    /// The arc of the target's h', worked out when a row first needs it (NaN until then).
    var hueStart = Double.nan
    var hueSpan = 0.0

    init(_ target: Lab, entries: UnsafeBufferPointer<Double>, rotationSines: UnsafeBufferPointer<Double>) {
      self.target = target
      self.entries = entries
      self.rotationSines = rotationSines
      chromaBound = (2.25 * target.a * target.a + target.b * target.b).squareRoot()
      chroma = (target.a * target.a + target.b * target.b).squareRoot()
    }

    /// The catalog row at `position` of the index.
    func row(_ position: Int) -> Int {
      Int(entries[position * Bound.stride + 6])
    }

    /// The full CIEDE2000 difference to the row at `position` of the index.
    func difference(_ position: Int) -> Double {
      let at = position * Bound.stride
      return target.difference(to: Lab(l: entries[at], a: entries[at + 1], b: entries[at + 2]))
    }

    /// What the first test of a row found: whether the row is certainly further than the limit with the least
    /// factor for its chroma and hue terms, and what the next tests reuse.
    struct FirstTest {
      let isFar: Bool
      /// limit² − tL², what the chroma and hue terms may add.
      let room: Double
      /// Δab² / SC², with SC at its most.
      let chromaHue: Double
      /// The mean of the two chroma bounds, C̄max.
      let meanChroma: Double
    }

    /// The first test of the row at `position`, whose lightness term `lightness` is at most `limit`: with
    /// (1 − |RT|/2) at its least, whatever the hues.
    @inline(__always) func firstTest(_ position: Int, lightness: Double, limit: Double) -> FirstTest {
      let at = position * Bound.stride
      let room = limit * limit - lightness * lightness
      let (da, db) = (entries[at + 1] - target.a, entries[at + 2] - target.b)
      let meanChroma = (chromaBound + entries[at + 3]) / 2
      let sc = 1 + 0.045 * meanChroma
      let chromaHue = (da * da + db * db) / (sc * sc)
      return FirstTest(
        isFar: Bound.leastFactor * chromaHue > room, room: room, chromaHue: chromaHue, meanChroma: meanChroma)
    }

    /// Whether the row at `position`, which passed its first test `first`, is certainly further than the limit:
    /// the bound with the rotation's factor for the two colors' hue arcs, then with C', G and SC worked out.
    mutating func rulesOut(_ position: Int, _ first: FirstTest) -> Bool {
      let at = position * Bound.stride
      let (room, chromaHue, meanChroma) = (first.room, first.chromaHue, first.meanChroma)
      let (da, db) = (entries[at + 1] - target.a, entries[at + 2] - target.b)
      let sine = rotationSine(start: entries[at + 4], span: entries[at + 5])
      if chromaHue > room {
        let rc = Bound.rotationChroma(meanChroma)
        if (1 - rc * sine / 2 - 1e-12) * chromaHue > room { return true }
      }
      // The same bound with C', G and SC worked out (no trigonometry): Δa' = (1 + G) Δa.
      let (a2, b2) = (entries[at + 1], entries[at + 2])
      let meanC = (chroma + entries[at + 7]) / 2
      let meanC7 = meanC * meanC * meanC * meanC * meanC * meanC * meanC
      let stretch = 1 + 0.5 * (1 - (meanC7 / (meanC7 + 6_103_515_625)).squareRoot())
      let cp1 = (stretch * stretch * target.a * target.a + target.b * target.b).squareRoot()
      let cp2 = (stretch * stretch * a2 * a2 + b2 * b2).squareRoot()
      let meanCp = (cp1 + cp2) / 2
      let scp = 1 + 0.045 * meanCp
      let distance = (stretch * stretch * da * da + db * db) / (scp * scp)
      return (1 - Bound.rotationChroma(meanCp) * sine / 2 - 1e-12) * distance > room
    }

    /// RC of CIEDE2000 at a mean chroma: 2 √(C̄⁷ / (C̄⁷ + 25⁷)), growing with it.
    private static func rotationChroma(_ meanChroma: Double) -> Double {
      let cube = meanChroma * meanChroma * meanChroma
      let seventh = cube * cube * meanChroma
      return 2 * (seventh / (seventh + 6_103_515_625)).squareRoot()
    }

    /// At least |sin(2Δθ)| for the mean hue of the target and a row whose h' lies on the arc (`start2`, `span2`).
    @inline(__always) private mutating func rotationSine(start start2: Double, span span2: Double) -> Double {
      if hueStart.isNaN { (hueStart, hueSpan) = Bound.hueArc(a: target.a, b: target.b) }
      // The shorter of the two arcs that start at one color's arc and reach the end of the other's.
      var offset = start2 - hueStart
      if offset < 0 { offset += 360 }
      var back = 360 - offset
      if back >= 360 { back -= 360 }
      let fromFirst = max(hueSpan, offset + span2)
      let fromSecond = max(span2, back + hueSpan)
      let (start, span) = fromFirst <= fromSecond ? (hueStart, fromFirst) : (start2, fromSecond)
      if span >= 180 { return rotationSines[0] }
      var toBlue = 275 - start
      if toBlue < 0 { toBlue += 360 }
      let distance = toBlue <= span ? 0 : min(toBlue - span, 360 - toBlue)
      return rotationSines[min(rotationSines.count - 1, Int(max(distance - 1e-6, 0) / 5))]
    }

    /// The arc holding atan2(b, (1 + G) a) for G in 0...0.5, as `scripts/generators/catalogs.py` works it out.
    static func hueArc(a: Double, b: Double) -> (start: Double, span: Double) {
      func hue(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = Platform.atan2(b, a) * 180 / Double.pi
        return h < 0 ? h + 360 : h
      }
      let (h0, h1) = (hue(b, a), hue(b, 1.5 * a))
      var span = h1 - h0
      if span < 0 { span += 360 }
      return span <= 180 ? (h0, span) : (h1, 360 - span)
    }
  }
}
