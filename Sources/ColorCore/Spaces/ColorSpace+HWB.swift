extension ColorSpace {
  /// HWB, `hwb(H W% B%)`: hue in degrees, whiteness and blackness 0–100; sRGB's gamut.
  public static let hwb = ColorSpace(
    name: "hwb",
    components: [
      .hue(places: 1), Component("w", 0...100, places: 1, percent: true),
      Component("b", 0...100, places: 1, percent: true),
    ],
    cssFunction: "hwb", summary: "HWB; sRGB's gamut", gamut: .srgb,
    isAchromatic: { _, whiteness, blackness in whiteness + blackness >= 100 - 1e-7 },
    to: { HWB(hue: $0, whiteness: $1, blackness: $2).rgb },
    from: { rgb in
      let hwb = HWB(rgb)
      return (hwb.hue, hwb.whiteness, hwb.blackness)
    })
}
