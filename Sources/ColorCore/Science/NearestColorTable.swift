/// A fixed list of colors, their CIELAB values worked out once, and the nearest of them to any color by CIEDE2000
/// (the terminal layer draws with the nearest of xterm's 256 colors by it).
///
/// A search compares a guess first, then every other color that bounds of the difference without trigonometry do not
/// rule out (`Lab.mayBeWithin`, given the best difference so far): a few colors a search, when the guess is near.
package struct NearestColorTable: Sendable {
  /// Added to the best difference before a color is ruled out, so that rounding never rules out a tie.
  private static let margin = 1e-9

  /// The colors' CIELAB values in the list's order, three numbers each (L, a, b): an array of numbers, as an array
  /// of a type of its own costs a call more than the search.
  private let labs: [Double]

  /// `colors` must hold at least one color.
  package init(_ colors: [Color]) {
    var labs: [Double] = []
    labs.reserveCapacity(3 * colors.count)
    for color in colors {
      let lab = Lab(color)
      labs.append(lab.l)
      labs.append(lab.a)
      labs.append(lab.b)
    }
    self.labs = labs
  }

  /// The place in the list of the color of the smallest CIEDE2000 difference to `color`; of colors equally near,
  /// the first. `guess`, the place of a color likely to be near, is compared first: the nearer it is, the more colors
  /// the bounds rule out.
  package func nearest(to color: Color, guess: Int = 0) -> Int {
    let target = Lab(color)
    // Read through a pointer: each read of the array would retain and release it.
    return labs.withUnsafeBufferPointer { labs in
      func lab(_ place: Int) -> Lab {
        Lab(l: labs[3 * place], a: labs[3 * place + 1], b: labs[3 * place + 2])
      }
      var (best, bestPlace) = (target.difference(to: lab(guess)), guess)
      for place in 0..<labs.count / 3 where place != guess {
        guard target.mayBeWithin(best + Self.margin, of: lab(place)) else { continue }
        let difference = target.difference(to: lab(place))
        if difference < best || (difference == best && place < bestPlace) { (best, bestPlace) = (difference, place) }
      }
      return bestPlace
    }
  }
}
