/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
  /// `` Did you mean 'red', 'rebeccapurple'?`` after a sentence, or nothing for no suggestion.
  package static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return " Did you mean " + suggestions.map { "'\(Visible.escape($0))'" }.joined(separator: ", ") + "?"
  }

  /// Up to `limit` candidates within a small edit distance of `input`, closest first (ties keep candidate order).
  package static func closest(to input: String, in candidates: [String], limit: Int = 1) -> [String] {
    let source = Array(input.lowercased().unicodeScalars)
    let threshold = max(2, source.count / 3)
    var scored: [(distance: Int, index: Int)] = []
    for (index, candidate) in candidates.enumerated() {
      let target = Array(candidate.lowercased().unicodeScalars)
      // Lengths further apart than the threshold cannot be within it: most of a long palette stops here.
      guard abs(target.count - source.count) <= threshold else { continue }
      let distance = editDistance(source, target, limit: threshold)
      if distance <= threshold { scored.append((distance, index)) }
    }
    return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(limit).map {
      candidates[$0.index]
    }
  }

  /// Levenshtein distance, or `limit + 1` as soon as it must exceed `limit` (and for inputs longer than 64
  /// elements, so that hostile input stays cheap).
  package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
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
