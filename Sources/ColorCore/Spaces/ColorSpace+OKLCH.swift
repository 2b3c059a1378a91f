extension ColorSpace {
  /// OKLCH, `oklch(L C H)`: lightness 0–1, chroma about 0–0.4, hue in degrees; every color.
  public static let oklch = ColorSpace(
    name: "oklch",
    components: [
      Component("l", 0...1, places: 4, meaning: .lightness), Component("c", 0...0.4, places: 5, meaning: .colorfulness),
      .hue(places: 2),
    ],
    cssFunction: "oklch", summary: "OKLCH; every color as it is", gamut: .none,
    isAchromatic: { _, chroma, _ in chroma <= OKLabModel.achromaticChroma },
    to: { OKLCH(lightness: $0, chroma: $1, hue: $2).rgb },
    from: { rgb in
      let oklch = OKLCH(rgb)
      return (oklch.lightness, oklch.chroma, oklch.hue)
    })
}
