extension ColorSpace {
  /// CIE Lab relative to D50, `lab(L a b)`: lightness 0–100, a and b about ±125; every color.
  public static let lab = ColorSpace(
    name: "lab",
    components: [
      Component("l", 0...100, places: 2, meaning: .lightness),
      Component("a", -125...125, places: 2, meaning: .opponentA),
      Component("b", -125...125, places: 2, meaning: .opponentB),
    ],
    cssFunction: "lab", summary: "CIE Lab, D50; every color as it is", gamut: .none,
    to: { LabD50(l: $0, a: $1, b: $2).rgb },
    from: { rgb in
      let lab = LabD50(rgb)
      return (lab.l, lab.a, lab.b)
    })
}
