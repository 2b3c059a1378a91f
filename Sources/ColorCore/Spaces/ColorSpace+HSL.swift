extension ColorSpace {
  /// HSL, `hsl(H S% L%)`: hue in degrees, saturation and lightness 0–100; sRGB's gamut.
  public static let hsl = ColorSpace(
    name: "hsl",
    components: [
      .hue(places: 1), Component("s", 0...100, places: 1, percent: true, meaning: .colorfulness),
      Component("l", 0...100, places: 1, percent: true, meaning: .lightness),
    ],
    cssFunction: "hsl", summary: "HSL; sRGB's gamut", gamut: .srgb,
    isAchromatic: { _, saturation, _ in abs(saturation) <= 1e-7 },
    to: { HSL(hue: $0, saturation: $1, lightness: $2).rgb },
    from: { rgb in
      let hsl = HSL(rgb)
      return (hsl.hue, hsl.saturation, hsl.lightness)
    })
}
