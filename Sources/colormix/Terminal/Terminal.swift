import ColorCore
@preconcurrency import Glibc

/// ANSI escape codes for drawing text on a color.
enum Terminal {
  /// `text` drawn on `color`, in black or white, whichever reads better; plain `text` for `.none`.
  static func paint(_ text: String, on color: Color, depth: ColorDepth) -> String {
    let (r, g, b) = color.rgb255
    let dark = prefersDarkText(red: r, green: g, blue: b)
    switch depth {
    case .none:
      return text
    case .trueColor:
      let foreground = dark ? "38;2;0;0;0" : "38;2;255;255;255"
      return "\u{1B}[48;2;\(r);\(g);\(b);\(foreground)m\(text)\u{1B}[0m"
    case .ansi256:
      let foreground = dark ? "38;5;16" : "38;5;231"
      return "\u{1B}[48;5;\(xterm256(red: r, green: g, blue: b));\(foreground)m\(text)\u{1B}[0m"
    }
  }

  /// True when black text has more contrast on this color than white (WCAG relative luminance).
  static func prefersDarkText(red: Int, green: Int, blue: Int) -> Bool {
    func linear(_ value: Int) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    // Contrast with black (L + 0.05) / 0.05 beats contrast with white 1.05 / (L + 0.05) above L ≈ 0.179.
    return (luminance + 0.05) * (luminance + 0.05) > 1.05 * 0.05
  }

  /// The nearest xterm 256-color index, among the 6×6×6 cube and the 24 grays (16–255), by RGB distance.
  static func xterm256(red: Int, green: Int, blue: Int) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: Int) -> Int {
      levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
    }
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
    }
    let (ri, gi, bi) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance(levels[ri], levels[gi], levels[bi])
    let average = (red + green + blue) / 3
    let grayIndex = min(23, max(0, (average - 8 + 5) / 10))
    let gray = 8 + 10 * grayIndex
    return distance(gray, gray, gray) < cubeDistance ? 232 + grayIndex : cube
  }
}
