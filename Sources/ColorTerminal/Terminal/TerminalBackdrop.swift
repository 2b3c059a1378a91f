import ColorCore

/// How a drawing of a color stands apart from the terminal's real background, once it is known (`COLORFGBG`, or the
/// terminal's answer to `OSC 11`): the swatch's chip and the block get a frame in `tone(on:)` when their color `blends` into the
/// background, and the polygon's backdrop is the gray on the background's side unless the color blends into it.
package enum TerminalBackdrop {
  /// Below this WCAG contrast ratio two colors are hard to tell apart side by side: 1.5:1 (a color at or above it
  /// has a visible edge on the other).
  static let edgeRatio = 1.5

  /// The two grays frames and backdrops are drawn in: xterm's 234 and 254 (#1c1c1c and #e4e4e4).
  package static let dark = Color(rgb: 0x1C1C1C)
  package static let light = Color(rgb: 0xE4E4E4)

  /// Whether `color` is hard to tell from `background`: their contrast ratio is below `edgeRatio`.
  static func blends(_ color: Color, into background: Color) -> Bool {
    color.composited(over: background).contrastRatio(with: background) < edgeRatio
  }

  /// The gray of `dark` and `light` that stands out more on `background`: the frame's tone.
  static func tone(on background: Color) -> Color {
    dark.contrastRatio(with: background) > light.contrastRatio(with: background) ? dark : light
  }

  /// The frame for `color` on `background`: `tone(on:)` when it blends into it, else nil (no frame is needed).
  package static func frame(for color: Color, on background: Color) -> Color? {
    blends(color, into: background) ? tone(on: background) : nil
  }

  /// The backdrop of the polygon filled with `color`: the gray on the background's side (`dark` on a dark
  /// background, `light` on a light one), or the other gray when `color` blends into that one.
  package static func backdrop(for color: Color, on background: Color) -> Color {
    let side = tone(on: background) == dark ? light : dark
    return blends(color, into: side) ? (side == dark ? light : dark) : side
  }
}
