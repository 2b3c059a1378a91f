/// The catalog color nearest to a stored color.
public enum NearestName {
  /// An entry with exactly the stored channel values when there is one; otherwise the smallest CIEDE2000
  /// difference. Ties go to CSS first, then to the earlier row.
  public static func find(for color: Color, in colors: [NamedColor] = Catalog.all) -> NamedColor {
    if let exact = colors.first(where: { $0.color == color }) { return exact }
    let target = Lab(color)
    var best = colors[0]
    var bestDifference = Double.infinity
    for candidate in colors {
      let difference = target.difference(to: Lab(candidate.color))
      if difference < bestDifference {
        best = candidate
        bestDifference = difference
      }
    }
    return best
  }
}
