import ColorCore

/// The words of a range warning: `red 150 is out of range 0–100; using 100`.
package enum WarningText {
  /// The whole message, prefixed with the file's path for a warning about a file.
  /// `alpha 0.5 is not kept; the stored color is opaque` for an alpha the store does not keep.
  package static func describe(_ warning: RangeWarning) -> String {
    if warning.range == .opaque { return "alpha \(number(warning)) is not kept; the stored color is opaque" }
    let text =
      "\(warning.name) \(number(warning)) is out of range \(range(warning.range)); using "
      + warning.used.description
    guard case .file(let path) = warning.source else { return text }
    return Visible.escape(path) + ": " + text
  }

  /// The number in its shortest exact form (`+150` and `0150` show as `150`; a step shows its sum), a file value
  /// too (`1.5e2` shows as `150`); one longer than 24 characters as it was written when that is short (`1e2000`),
  /// else with an exponent (`1.23456…e40`).
  package static func number(_ warning: RangeWarning) -> String {
    // File values too: `1.5e2` in the store reads `150`, like a typed value (JSON `input` keeps the text).
    let shortest = warning.value.shortened()
    guard shortest != warning.value.description else { return shortest }
    if warning.input.utf8.count <= 24 { return Visible.escape(warning.input) }
    // Worked out from the text, so that a number past what a file's reader keeps (10^2000) shows as written.
    return ExactDecimal.scientific(writing: warning.input) ?? shortest
  }

  /// `oklch(0.7 0.4 30) is outside sRGB; using #ff5d4f (gamut mapped)`.
  /// `color(rec2020 1 0 0) is outside display-p3; using color(display-p3 …) (gamut mapped)` for another gamut.
  package static func describe(_ warning: GamutWarning) -> String {
    guard warning.gamut != .srgb else {
      return "\(Visible.escape(warning.input)) is outside sRGB; using \(warning.used.hex) (gamut mapped)"
    }
    var used = TextWriter(capacity: 48)
    ColorText.write(warning.used, in: warning.gamut.space, into: &used)
    return "\(Visible.escape(warning.input)) is outside \(warning.gamut.rawValue); using \(used.text) (gamut mapped)"
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

  package static func range(_ range: ChannelRange) -> String {
    range == .nonNegative ? "0 or more" : "\(range.bounds.lowerBound)–\(range.bounds.upperBound)"
  }
}
