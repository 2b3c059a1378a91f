extension Color {
  /// deltaEOK: the straight-line distance between the two colors in OKLab, on OKLab's own scale, where lightness
  /// runs from 0 (black) to 1 (white): black to white is 1, and 0.02 is about the smallest difference people see
  /// (the threshold CSS Color 4's gamut mapping uses). Some tools print it multiplied by 100.
  public func okDistance(to other: Color) -> Double {
    oklab.distance(to: other.oklab)
  }
}
