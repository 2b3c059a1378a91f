import ColorCore

/// What `y` puts on the clipboard.
package enum CopyFormat: String, CaseIterable, Equatable, Sendable {
  /// `#8033cc`.
  case hex
  /// CSS `rgb(128 51 204)`.
  case css
  /// `hsl(270 60% 50%)`.
  case hsl
  /// `oklch(0.5453 0.2015 297.2)`.
  case oklch

  /// The next format, for `Y`.
  package var next: CopyFormat {
    let all = CopyFormat.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The color's text in this format, as `show --format` prints it.
  package func text(_ color: StoredColor) -> String {
    switch self {
    case .hex: color.hex
    case .css: Color(color).text(in: .rgb)
    case .hsl: Color(color).text(in: .hsl)
    case .oklch: Color(color).text(in: .oklch)
    }
  }
}
