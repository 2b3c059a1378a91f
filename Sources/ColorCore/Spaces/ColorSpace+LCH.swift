extension ColorSpace {
  /// CIE LCH relative to D50, `lch(L C H)`: lightness 0–100, chroma about 0–150, hue in degrees; every color.
  public static let lch = ColorSpace(
    name: "lch",
    components: [
      Component("l", 0...100, places: 2, meaning: .lightness),
      Component("c", 0...150, places: 2, meaning: .colorfulness),
      .hue(places: 2),
    ],
    cssFunction: "lch", summary: "CIE LCH, D50; every color as it is", gamut: .none,
    isAchromatic: { _, chroma, _ in chroma <= LabD50Model.achromaticChroma },
    to: { LCH(lightness: $0, chroma: $1, hue: $2).rgb },
    from: { rgb in
      let lch = LCH(rgb)
      return (lch.lightness, lch.chroma, lch.hue)
    })
}
