import ColorCore

extension ColorStore.SliderSpace {
  /// The tab's name.
  package var title: String {
    switch self {
    case .rgb: "RGB"
    case .hsl: "HSL"
    case .oklch: "OKLCH"
    }
  }

  /// The three sliders, top to bottom (the rows of red, green and blue).
  package var axes: [SliderAxis] {
    switch self {
    case .rgb:
      ["Red", "Green", "Blue"].map { SliderAxis.percent($0) }
    case .hsl:
      [SliderAxis.hue, .percent("Sat"), .percent("Light")]
    case .oklch:
      [
        .percent("Light"),
        SliderAxis(label: "Chroma", range: 0...0.4, step: 0.004, bigStep: 0.04, fineStep: 0.001, decimals: 3),
        .hue,
      ]
    }
  }

  /// The axis in a slider row.
  package func axis(_ row: Channel) -> SliderAxis {
    axes[Channel.allCases.firstIndex(of: row)!]
  }

  /// The next space, for the key that cycles them.
  package var next: ColorStore.SliderSpace {
    let all = ColorStore.SliderSpace.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The sliders' values for `color`. A hue (or saturation) the color does not determine — a gray's hue, the
  /// saturation of black or white — is taken from `previous`, so that the slider stays where it was.
  package func components(of color: StoredColor, keeping previous: [Double]? = nil) -> [Double] {
    let exact = Color(color)
    switch self {
    case .rgb:
      return Channel.allCases.map { Double(color[$0]) / 10 }
    case .hsl:
      let hsl = exact.hsl
      var values = [hsl.hue, hsl.saturation, hsl.lightness].enumerated().map { axes[$0.offset].limited($0.element) }
      if let previous, previous.count == 3 {
        if values[2] <= 0 || values[2] >= 100 { values[1] = previous[1] }
        if values[1] <= 0 || values[2] <= 0 || values[2] >= 100 { values[0] = previous[0] }
      }
      return values
    case .oklch:
      let oklch = exact.oklch
      var values = [oklch.lightness * 100, oklch.chroma, oklch.hue].enumerated().map {
        axes[$0.offset].limited($0.element)
      }
      if let previous, previous.count == 3, values[1] < 0.0005 { values[2] = previous[2] }
      return values
    }
  }

  /// The exact color the sliders' values name, before any gamut mapping, with whether it is within sRGB.
  package func unmapped(_ values: [Double]) -> (red: Double, green: Double, blue: Double, inGamut: Bool) {
    let color =
      switch self {
      case .rgb: Color(extendedRed: values[0] / 100, green: values[1] / 100, blue: values[2] / 100)
      case .hsl: Color(HSL(hue: values[0], saturation: values[1], lightness: values[2]))
      case .oklch: Color(OKLCH(lightness: values[0] / 100, chroma: values[1], hue: values[2]))
      }
    return (color.red, color.green, color.blue, color.isInGamut(.srgb))
  }

  /// The stored color the sliders' values give: mapped into sRGB as CSS maps (OKLCH chroma reduced), then
  /// rounded to tenths.
  package func color(_ values: [Double]) -> StoredColor {
    switch self {
    case .rgb:
      return StoredColor(
        red: Int((values[0] * 10).rounded()), green: Int((values[1] * 10).rounded()),
        blue: Int((values[2] * 10).rounded()))
    case .hsl:
      return StoredColor(rounding: MappedColor(HSL(hue: values[0], saturation: values[1], lightness: values[2])).color)
    case .oklch:
      return StoredColor(
        rounding: MappedColor(OKLCH(lightness: values[0] / 100, chroma: values[1], hue: values[2])).color)
    }
  }
}

extension SliderAxis {
  /// A 0–100 slider stepping by 1, 10 and 0.1, kept to tenths.
  static func percent(_ label: String) -> SliderAxis {
    SliderAxis(label: label, range: 0...100, step: 1, bigStep: 10, fineStep: 0.1, decimals: 1)
  }

  /// A hue slider, 0–360 degrees.
  static let hue = SliderAxis(label: "Hue", range: 0...360, step: 1, bigStep: 10, fineStep: 0.1, decimals: 1)
}
