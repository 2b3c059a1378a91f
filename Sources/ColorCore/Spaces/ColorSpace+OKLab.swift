extension ColorSpace {
  /// OKLab, `oklab(L a b)`: lightness 0–1, a and b about ±0.4; every color.
  public static let oklab = ColorSpace(
    name: "oklab",
    components: [
      Component("l", 0...1, places: 4, meaning: .lightness), Component("a", -0.4...0.4, places: 5, meaning: .opponentA),
      Component("b", -0.4...0.4, places: 5, meaning: .opponentB),
    ],
    cssFunction: "oklab", summary: "OKLab; every color as it is", gamut: .none,
    to: { OKLab(l: $0, a: $1, b: $2).rgb },
    from: { rgb in
      let oklab = OKLab(rgb)
      return (oklab.l, oklab.a, oklab.b)
    })
}
