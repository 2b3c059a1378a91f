import ColorCore

/// The words of a gamut warning, and the hint for 8-bit channels typed as percentages (a range warning describes
/// itself).
package enum WarningText {
  /// Writes `describe`'s text into `out` (a stream writes one for each line it maps, so no string is built on the
  /// way: an input of printable ASCII, as colormix's own color text is, is written as it is).
  package static func write(_ warning: GamutWarning, into out: inout TextWriter) {
    var input = warning.input
    let printable = input.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    if printable {
      out.write(input)
    } else {
      out.write(Visible.escape(warning.input))
    }
    guard warning.gamut != .srgb else {
      writeOutsideSRGB(using: warning.used, into: &out)
      return
    }
    out.append(" is outside ")
    out.write(warning.gamut.name)
    out.append("; using ")
    ColorText.write(warning.used, in: warning.gamut, into: &out)
    out.append(" (gamut mapped)")
  }

  /// Writes the text of the sRGB warning of a computed color, whose input is its OKLCH text (as
  /// `ColorReading(computed:)` has it), straight from its OKLCH `origin`: no string is made.
  package static func write(computed origin: OKLCH, alpha: Double, used: Color, into out: inout TextWriter) {
    ColorText.write(
      ColorText.Components(origin.lightness, origin.chroma, origin.hue), in: .oklch, alpha: alpha, into: &out)
    writeOutsideSRGB(using: used, into: &out)
  }

  /// ` is outside sRGB; using #rrggbb (gamut mapped)`.
  private static func writeOutsideSRGB(using used: Color, into out: inout TextWriter) {
    out.append(" is outside sRGB; using ")
    out.write(hexOf: used)
    out.append(" (gamut mapped)")
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
