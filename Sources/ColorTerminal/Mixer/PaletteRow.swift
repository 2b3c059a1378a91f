import ColorCore

/// A saved color as the mixer lists it: its name, its opaque color, and its alpha on 0...255 (a translucent entry
/// is never the current color, which is opaque).
package struct PaletteRow: Equatable, Sendable {
  package var name: String
  package var color: StoredColor
  /// The `aa` of `#rrggbbaa`: 255 for an opaque entry.
  package var alpha255: Int

  package init(name: String, color: StoredColor, alpha255: Int = 255) {
    self.name = name
    self.color = color
    self.alpha255 = alpha255
  }

  /// The row of a palette entry.
  package init(_ entry: PaletteEntry) {
    self.init(name: entry.name, color: entry.color, alpha255: entry.alpha255)
  }

  /// Whether the entry is opaque, and so can be the current color.
  package var isOpaque: Bool { alpha255 == 255 }

  /// `#rrggbb`, or `#rrggbbaa` for a translucent entry, as `palette` lists it.
  package var hex: String {
    isOpaque ? color.hex : Color(color).withAlpha(Double(alpha255) / 255).hex
  }
}
