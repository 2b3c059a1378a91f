/// Colors as far apart as possible: `count` colors, the given ones among them, chosen to make the smallest
/// CIEDE2000 difference between any two as large as it can (what `colormix distinct N` prints).
///
/// How: the new colors are first chosen one at a time from the 4,096 colors `#rgb` (every channel a multiple of
/// 17), each time the one farthest from every color chosen or given so far (a farthest-point start; the first,
/// when no color is given, is drawn from the seed). Then, 4,000 times, one of the two closest colors (one that
/// was not given) is moved by a random step of 1–32 in each 8-bit channel, and the move is kept when that color
/// ends up farther than the closest pair was from every other color, so the smallest difference never shrinks.
/// The CIEDE2000 differences are computed on CIELAB values worked out once per color. Pairs of two given colors
/// cannot be moved apart and are left out of the search, but not out of ``minimumDistance``. The same seed and
/// colors give the same result on every machine (``Xoshiro256StarStar``).
///
/// Two rules may narrow the search: a ``Background`` with a least contrast, which every new color keeps (none
/// vanishes on a white page), and color-vision deficiencies, as which the difference of two colors is also measured
/// (the smallest of the difference as seen normally and as seen with each deficiency, by the Machado 2009
/// simulation ``Color/simulating(_:severity:)`` makes).
public struct DistinctColors: Sendable {
  /// The given colors first, unchanged and in their order, then the new ones (8-bit colors).
  public let colors: [Color]
  /// How many of ``colors`` were given.
  public let givenCount: Int
  /// The smallest CIEDE2000 difference between two of ``colors``; nil for fewer than two colors.
  public let minimumDistance: Double?
  /// The indices in ``colors`` of a pair at ``minimumDistance``; nil for fewer than two colors.
  public let closestPair: (first: Int, second: Int)?
  /// For each color, the CIEDE2000 difference to the nearest other color (infinity when it is alone).
  public let nearestDistances: [Double]

  /// How many new colors can be asked for: one per candidate color `#rgb`.
  public static let candidateCount = 4096
  /// How many moves the improvement tries.
  static let trials = 4000

  /// A background every new color keeps at least a contrast ratio on.
  public struct Background: Sendable {
    /// The background, opaque (a translucent one laid over white).
    public let color: Color
    /// The least WCAG 2 contrast ratio of a new color on it.
    public let minimumContrast: Double

    /// `color` (laid over white when translucent) and the least ratio on it.
    public init(_ color: Color, minimumContrast: Double) {
      self.color = color.isOpaque ? color : color.composited(over: .white).withAlpha(1)
      self.minimumContrast = minimumContrast
    }

    /// Whether `color` keeps the contrast.
    func admits(_ color: Color) -> Bool { Contrast.readings(color, self.color).lowerBound >= minimumContrast }
  }

  /// `count` colors (at least the given ones, and at most ``candidateCount`` new ones) including `given`, drawn
  /// with a generator seeded with `seed`; every new color at least `background`'s contrast on it, the differences
  /// also as seen with each of `deficiencies`. Fewer new colors than asked are made when fewer candidates keep
  /// the contrast.
  public init(
    count: Int, keeping given: [Color], seed: UInt64, background: Background? = nil,
    deficiencies: [VisionDeficiency] = []
  ) {
    precondition(count >= given.count && count - given.count <= DistinctColors.candidateCount, "count out of range")
    var random = Xoshiro256StarStar(seed: seed)
    var search = Search(given: given, background: background, deficiencies: deficiencies)
    search.start(count: count, random: &random)
    search.improve(random: &random)
    colors = search.colors
    givenCount = given.count
    let distances = search.allDistances()
    nearestDistances = distances.nearest
    minimumDistance = distances.minimum?.distance
    closestPair = distances.minimum.map { ($0.first, $0.second) }
  }

  /// The working state: the colors, their CIELAB values, and for each the nearest other one it may be moved from.
  private struct Search {
    var colors: [Color]
    /// Each color's CIELAB values, as seen normally, then with each deficiency in turn.
    var labs: [Sight]
    /// The 8-bit channels of each new color; nil for a given one.
    var bytes: [(Int, Int, Int)?]
    /// Row-major differences between every two colors.
    var matrix: [Double] = []
    var nearest: [Double] = []
    var nearestIndex: [Int] = []

    let background: Background?
    let deficiencies: [VisionDeficiency]

    init(given: [Color], background: Background?, deficiencies: [VisionDeficiency]) {
      self.background = background
      self.deficiencies = deficiencies
      colors = given
      bytes = given.map { _ in nil }
      labs = []
      labs = given.map(sight)
    }

    /// `color`'s CIELAB values as seen normally and with each deficiency.
    func sight(_ color: Color) -> Sight {
      Sight(views: [Lab(color)] + deficiencies.map { Lab(color.simulating($0)) })
    }

    /// The farthest-point start over the `#rgb` candidates.
    mutating func start(count: Int, random: inout Xoshiro256StarStar) {
      guard colors.count < count else { return }
      let candidates = (0..<DistinctColors.candidateCount).map {
        (($0 >> 8) * 17, (($0 >> 4) & 15) * 17, ($0 & 15) * 17)
      }
      let candidateColors = candidates.map { Color(red255: $0.0, green255: $0.1, blue255: $0.2) }
      let candidateLabs = candidateColors.map(sight)
      var far = [Double](repeating: .infinity, count: candidates.count)
      // A candidate below the background's contrast is never taken.
      if let background {
        for index in candidateColors.indices where !background.admits(candidateColors[index]) { far[index] = -1 }
      }
      func add(_ index: Int) {
        let (r, g, b) = candidates[index]
        colors.append(Color(red255: r, green255: g, blue255: b))
        labs.append(candidateLabs[index])
        bytes.append(candidates[index])
        far[index] = -1
      }
      func update(from lab: Sight) {
        for index in candidateLabs.indices where far[index] >= 0 {
          // The lightness terms alone bound the difference from below: no nearer, no need to work it out.
          if lab.mayNotBeWithin(far[index], of: candidateLabs[index]) { continue }
          far[index] = min(far[index], lab.difference(to: candidateLabs[index]))
        }
      }
      for lab in labs { update(from: lab) }
      if colors.isEmpty {
        let admitted = far.indices.filter { far[$0] >= 0 }
        guard !admitted.isEmpty else { return }
        add(admitted[random.below(admitted.count)])
        update(from: labs[labs.count - 1])
      }
      while colors.count < count {
        var best = 0
        for index in far.indices where far[index] > far[best] { best = index }
        guard far[best] >= 0 else { return }
        add(best)
        update(from: labs[labs.count - 1])
      }
    }

    /// Whether the pair counts in the search: at least one of the two can move.
    func counts(_ first: Int, _ second: Int) -> Bool {
      bytes[first] != nil || bytes[second] != nil
    }

    /// The local improvement: moves one of the closest pair while that keeps it farther than the pair was.
    mutating func improve(random: inout Xoshiro256StarStar) {
      let n = colors.count
      guard n >= 2, bytes.contains(where: { $0 != nil }) else { return }
      matrix = [Double](repeating: 0, count: n * n)
      for i in 0..<n {
        for j in (i + 1)..<n {
          let d = labs[i].difference(to: labs[j])
          matrix[i * n + j] = d
          matrix[j * n + i] = d
        }
      }
      nearest = [Double](repeating: .infinity, count: n)
      nearestIndex = [Int](repeating: -1, count: n)
      for i in 0..<n { refresh(i) }
      var row = [Double](repeating: 0, count: n)
      for _ in 0..<DistinctColors.trials {
        var closest = 0
        for i in 1..<n where nearest[i] < nearest[closest] { closest = i }
        let other = nearestIndex[closest]
        guard other >= 0 else { return }
        let objective = nearest[closest]
        var mover = bytes[closest] == nil ? other : closest
        if bytes[closest] != nil && bytes[other] != nil && random.below(2) == 1 { mover = other }
        guard let (r, g, b) = bytes[mover] else { return }
        let radius = 1 << random.below(6)
        func step(_ value: Int) -> Int { min(255, max(0, value + random.below(2 * radius + 1) - radius)) }
        let moved = (step(r), step(g), step(b))
        if moved == (r, g, b) { continue }
        let color = Color(red255: moved.0, green255: moved.1, blue255: moved.2)
        if let background, !background.admits(color) { continue }
        let lab = sight(color)
        var smallest = Double.infinity
        for j in 0..<n where j != mover {
          row[j] = lab.difference(to: labs[j])
          smallest = min(smallest, row[j])
          if smallest <= objective { break }
        }
        guard smallest > objective else { continue }
        colors[mover] = color
        labs[mover] = lab
        bytes[mover] = moved
        for j in 0..<n where j != mover {
          let old = matrix[j * n + mover]
          matrix[j * n + mover] = row[j]
          matrix[mover * n + j] = row[j]
          if row[j] < nearest[j] {
            nearest[j] = row[j]
            nearestIndex[j] = mover
          } else if nearestIndex[j] == mover && row[j] > old {
            refresh(j)
          }
        }
        refresh(mover)
      }
    }

    /// Works out `nearest[i]` from the matrix, over the pairs that count.
    mutating func refresh(_ i: Int) {
      let n = colors.count
      nearest[i] = .infinity
      nearestIndex[i] = -1
      for j in 0..<n where j != i && counts(i, j) && matrix[i * n + j] < nearest[i] {
        nearest[i] = matrix[i * n + j]
        nearestIndex[i] = j
      }
    }

    /// Every color's nearest difference over all pairs, and the closest pair.
    func allDistances() -> (nearest: [Double], minimum: (distance: Double, first: Int, second: Int)?) {
      var nearest = [Double](repeating: .infinity, count: colors.count)
      var minimum: (distance: Double, first: Int, second: Int)?
      for i in colors.indices {
        for j in colors.indices where j > i {
          let d = labs[i].difference(to: labs[j])
          nearest[i] = min(nearest[i], d)
          nearest[j] = min(nearest[j], d)
          if d < (minimum?.distance ?? .infinity) { minimum = (d, i, j) }
        }
      }
      return (nearest, minimum)
    }
  }
}

/// One color's CIELAB values as seen normally, then with each deficiency: the difference of two is the smallest
/// of theirs view by view.
struct Sight: Sendable {
  let views: [Lab]

  func difference(to other: Sight) -> Double {
    var smallest = Double.infinity
    for (mine, theirs) in zip(views, other.views) { smallest = min(smallest, mine.difference(to: theirs)) }
    return smallest
  }

  /// Whether the difference to `other` is surely at least `distance`: in every view the lightness term alone is.
  func mayNotBeWithin(_ distance: Double, of other: Sight) -> Bool {
    zip(views, other.views).allSatisfy { $0.lightnessTerm(to: $1.l) >= distance }
  }
}
