/// How different two colors are, as `colormix compare A B` measures them: the CIEDE2000 difference and the OKLab
/// distance of the colors as given (outside sRGB where they lie; alpha is no part of them), and the WCAG contrast of
/// A as text on B (`Contrast`: each mapped into sRGB, translucent colors composited).
///
/// ```swift
/// let pair = Comparison(try Color(parsing: "#336699"), try Color(parsing: "steelblue"))
/// pair.measures   // "ΔE00 10.61  ΔEOK 0.0891  contrast 1.46:1"
/// ```
public struct Comparison: Hashable, Sendable {
  /// The first color, as given.
  public let a: Color
  /// The second color, as given.
  public let b: Color
  /// The CIEDE2000 difference (0 for the same color; about 1 is just noticeable).
  public let difference: Double
  /// The straight-line OKLab distance, deltaEOK (black to white is 1; 0.02 is about just noticeable).
  public let distance: Double
  /// The contrast of `a` as text on `b`.
  public let contrast: Contrast

  /// The comparison of `a` with `b`.
  public init(_ a: Color, _ b: Color) {
    self.a = a
    self.b = b
    difference = a.difference(to: b)
    distance = a.okDistance(to: b)
    contrast = a.contrast(on: b)
  }

  /// The measures as `compare` prints them after the two colors: `ΔE00 10.61  ΔEOK 0.0891  contrast 1.46:1`,
  /// followed by `  (composited: #rrggbb on #rrggbb)` when the contrast composited a translucent color.
  public var measures: String {
    var out = TextWriter(capacity: 80)
    writeMeasures(into: &out)
    return out.text
  }

  /// Writes `measures` into `out`, as bytes, for streams.
  public func writeMeasures(into out: inout TextWriter) {
    out.append("ΔE00 ")
    out.write(decimal: difference, places: 2)
    out.append("  ΔEOK ")
    out.write(decimal: distance, places: 4)
    out.append("  contrast ")
    out.write(contrast.ratioText)
    out.append(":1")
    if contrast.isComposited {
      out.append("  (composited: ")
      out.write(hexOf: contrast.measuredForeground)
      out.append(" on ")
      out.write(hexOf: contrast.measuredBackground)
      out.write(byte: UInt8(ascii: ")"))
    }
  }

  /// The measures as members of `compare --format json`'s object, after `"a"` and `"b"`: `"ciede2000"`,
  /// `"deltaEOK"`, `"contrast"`, and `"composited": {"a", "b"}` when the contrast composited a translucent color.
  public var jsonMembers: [String] {
    var members = [
      "\"ciede2000\": " + ColorText.decimal(difference, places: 4),
      "\"deltaEOK\": " + ColorText.decimal(distance, places: 4),
      "\"contrast\": " + ColorText.decimal(contrast.ratio, places: 2),
    ]
    if contrast.isComposited {
      let (top, bottom) = (contrast.measuredForeground.hex, contrast.measuredBackground.hex)
      members.append("\"composited\": {\"a\": \"\(top)\", \"b\": \"\(bottom)\"}")
    }
    return members
  }
}
