import ColorCore

/// The words of a gamut warning, and the hint for 8-bit channels typed as percentages (a range warning describes
/// itself).
package enum WarningText {
  /// `oklch(0.7 0.4 30) is outside sRGB; using #ff5d4f (gamut mapped)`.
  package static func describe(_ warning: GamutWarning) -> String {
    "\(Visible.escape(warning.input)) is outside sRGB; using \(warning.used.hex) (gamut mapped)"
  }

  /// `rgb(128, 51, 204)` for `128 51 204`: three plain integers, some above 100 and none above 255, look like
  /// 8-bit channels typed where 0–100 was meant. `nil` otherwise.
  package static func byteHint(_ arguments: [String]) -> String? {
    guard arguments.count == 3 else { return nil }
    var values: [Int] = []
    for text in arguments {
      guard !text.isEmpty, text.utf8.count <= 3, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text)
      else { return nil }
      values.append(value)
    }
    guard values.contains(where: { $0 > 100 }), !values.contains(where: { $0 > 255 }) else { return nil }
    return "rgb(\(values[0]), \(values[1]), \(values[2]))"
  }
}
