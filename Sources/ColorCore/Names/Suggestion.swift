/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// Up to `limit` candidates within a small edit distance of `input`, closest first (ties keep candidate order).
  public static func closest(to input: String, in candidates: [String], limit: Int = 1) -> [String] {
    let source = Array(input.lowercased().unicodeScalars)
    let threshold = max(2, source.count / 3)
    let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
      let distance = editDistance(source, Array(candidate.lowercased().unicodeScalars))
      return distance <= threshold ? (distance, index, candidate) : nil
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
  }

  /// Levenshtein distance, with a cap on input length so hostile input stays cheap.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard a.count <= 64, b.count <= 64 else { return Int.max }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// Levenshtein distance of two byte strings, or `limit + 1` as soon as it must exceed `limit` (and for inputs
  /// longer than 64 bytes, like `editDistance` of scalars).
  static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    guard a.count <= 64, b.count <= 64 else { return limit + 1 }
    var previous = Array(0...b.count)
    var current = previous
    for i in 0..<a.count {
      current[0] = i + 1
      var smallest = current[0]
      for j in 0..<b.count {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
        smallest = min(smallest, current[j + 1])
      }
      if smallest > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return min(previous[b.count], limit + 1)
  }
}
