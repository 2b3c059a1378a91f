/// What `show` (and every command that changes the color) prints about a color, in any `ColorFormat`:
/// `ColorReport(color).json` is the JSON object `colormix show COLOR --format json` prints.
public struct ColorReport: Equatable, Sendable {
  /// The color, exactly: a stored color's tenths, or a color given as text or computed from one; in sRGB.
  public var color: Color
  /// The color as given, which may lie outside sRGB: what `lab`, `lch`, `oklab`, `oklch` and the `color()` formats
  /// print (mapped into a `color()` format's gamut when outside it), and what JSON's `gamuts` are of.
  public var exact: Color
  /// Whether `color` is the store's: its nearest name is exact when the name's tenths equal it.
  public var stored: Bool
  /// The nearest catalog color, when computed.
  public var nearest: NamedColor?
  /// The palette entry holding this color; `nil` for none. Only in reports that looked at the palette.
  public var saved: String?
  /// Whether `saved` is known (the palette was read).
  public var savedIsKnown: Bool
  /// Why `saved` is unknown: the palette could not be read (JSON: `"saved": null, "savedError": "…"`).
  public var savedError: String?
  /// The warnings about this color, for the JSON `"warnings"` member (the text goes to standard error).
  public var warnings: [RangeWarning] = []
  /// The gamut mapping that made `color` from the color given, for the JSON `"warnings"` member.
  public var gamut: [GamutWarning] = []
  /// The input line number, for `show -` in JSON; 0 for none.
  public var line = 0
  /// CSS text that reads back as `exact`, in the notation the color was given in (`oklch(63.7% 0.237 25.331)`),
  /// which the `value` format prints; nil for a color given by name or channels, or computed.
  public var text: String?

  /// A report from its parts: `color` in sRGB, `exact` the color as given (`color` unless given).
  public init(
    color: Color, stored: Bool = false, nearest: NamedColor? = nil, saved: String? = nil, savedIsKnown: Bool = false,
    savedError: String? = nil, warnings: [RangeWarning] = [], gamut: [GamutWarning] = [], exact: Color? = nil
  ) {
    self.color = color
    self.exact = exact ?? color
    self.stored = stored
    self.nearest = nearest
    self.saved = saved
    self.savedIsKnown = savedIsKnown
    self.savedError = savedError
    self.warnings = warnings
    self.gamut = gamut
  }

  /// The report of `color` as `colormix show COLOR` makes it: `color` gamut mapped into sRGB where it lies
  /// outside (the exact color kept for the formats that hold it), and its nearest name in `catalog` (every catalog
  /// for nil) when `nearest`.
  public init(_ color: Color, nearest: Bool = true, catalog: Catalog? = nil) {
    let shown = color.isInGamut(.srgb) ? color : color.mapped(into: .srgb)
    self.init(color: shown, nearest: nearest ? shown.nearestName(in: catalog) : nil, exact: color)
  }

  /// The report of a color argument read as `colormix show TEXT` reads it: its color in sRGB, its exact color, its
  /// warnings, and its nearest name in `catalog` (every catalog for nil) when `nearest`.
  public init(_ reading: ColorReading, nearest: Bool = true, catalog: Catalog? = nil) {
    self.init(
      color: reading.color, nearest: nearest ? reading.color.nearestName(in: catalog) : nil,
      warnings: reading.warnings, gamut: reading.gamut.map { [$0] } ?? [], exact: reading.exact)
    text = reading.givenText
  }

  /// The JSON object of `colormix show COLOR --format json` for this report, on one line.
  public var json: String { string(in: .json) }

  /// The report as one line of `format` (no trailing newline).
  public func string(in format: ColorFormat) -> String {
    var out = TextWriter(capacity: 128)
    write(format, into: &out)
    return out.text
  }

  /// Writes the report as one line of `format` (no trailing newline) into `out`: `string(in:)`'s text, as bytes,
  /// for streams.
  public func write(_ format: ColorFormat, into out: inout TextWriter) {
    switch format.kind {
    case .value:
      writeValue(into: &out)
    case .rgb:
      writeChannel(color.red, into: &out)
      out.write(byte: UInt8(ascii: " "))
      writeChannel(color.green, into: &out)
      out.write(byte: UInt8(ascii: " "))
      writeChannel(color.blue, into: &out)
    case .rgb255:
      let (r, g, b) = color.rgb255
      out.write(integer: r)
      out.write(byte: UInt8(ascii: " "))
      out.write(integer: g)
      out.write(byte: UInt8(ascii: " "))
      out.write(integer: b)
    case .hex:
      out.write(hexOf: color)
    case .notation(let notation):
      ColorText.write(format.gamut == nil ? exact : color, in: notation, into: &out)
    case .space(let space):
      ColorText.write(space.gamut == .srgb ? color : shown(exact, in: format), in: space, into: &out)
    case .name:
      out.write((nearest ?? color.nearestName()).reference)
    case .hsv: ColorText.writeHSV(color, into: &out)
    case .cmyk: ColorText.writeCMYK(color, into: &out)
    case .luminance: out.write(decimal: color.relativeLuminance, places: 4)
    case .rgbFloat: ColorText.writeSRGB(color, into: &out)
    case .component(let component): component.write(format.gamut == nil ? exact : color, into: &out)
    case .json:
      writeJSON(into: &out)
    }
  }

  /// The `value` format: `#rrggbb` (`#rrggbbaa`) for an exactly 8-bit color, else the text it was given in,
  /// channels in whole tenths of a percent (the stored color's) as `rgb(50% 20% 80%)`, or `color(srgb R G B)` with
  /// every digit.
  private func writeValue(into out: inout TextWriter) {
    let eightBit = exact.exactText
    if eightBit.hasPrefix("#") {
      out.write(eightBit)
    } else if let text {
      out.write(text)
    } else if exact == color, RGB(exact).isWithin(0),
      Color(StoredColor(rounding: exact)).withAlpha(exact.alpha) == exact
    {
      out.append("rgb(")
      writeChannel(color.red, into: &out)
      out.append("% ")
      writeChannel(color.green, into: &out)
      out.append("% ")
      writeChannel(color.blue, into: &out)
      out.write(color.alpha < 1 ? "% / " + String(color.alpha) + ")" : "%)")
    } else {
      out.write(eightBit)
    }
  }

  /// `exact` as `format` prints it: itself when the format's gamut holds it, else mapped into it.
  private func shown(_ exact: Color, in format: ColorFormat) -> Color {
    guard let gamut = format.gamut, !exact.isInGamut(gamut) else { return exact }
    return exact.mapped(into: gamut)
  }

  private func writeJSON(into out: inout TextWriter) {
    out.append("{")
    if line > 0 {
      out.append("\"line\": ")
      out.write(integer: line)
      out.append(", ")
    }
    out.append("\"red\": ")
    writeChannel(color.red, into: &out)
    out.append(", \"green\": ")
    writeChannel(color.green, into: &out)
    out.append(", \"blue\": ")
    writeChannel(color.blue, into: &out)
    out.append(", \"hex\": \"")
    out.write(hexOf: color)
    let (r, g, b) = color.rgb255
    out.append("\", \"rgb255\": [")
    out.write(integer: r)
    out.append(", ")
    out.write(integer: g)
    out.append(", ")
    out.write(integer: b)
    out.append("], \"css\": \"")
    ColorText.write(color, in: .rgb, into: &out)
    out.append("\", \"alpha\": ")
    out.write(decimal: color.alpha, places: 4)
    out.append(", \"gamuts\": [")
    // A color inside sRGB is inside the wider two.
    if RGB(exact).isWithin(0) {
      out.append("\"srgb\", \"display-p3\", \"rec2020\"")
    } else {
      for (index, gamut) in exact.gamuts.enumerated() {
        if index > 0 { out.append(", ") }
        out.write(quoted: gamut.name)
      }
    }
    out.append("], ")
    ColorText.writeJSONMembers(color, into: &out)
    if let nearest {
      out.append(", \"nearest\": {\"name\": ")
      out.write(quoted: nearest.name)
      out.append(", \"catalog\": \"")
      writeCatalog(nearest.catalog, into: &out)
      out.append("\", \"hex\": \"")
      out.write(hexOf: nearest.rgb)
      out.append(isExact(nearest) ? "\", \"exact\": true}" : "\", \"exact\": false}")
    }
    if savedIsKnown {
      out.append(", \"saved\": ")
      if let saved { out.write(quoted: saved) } else { out.append("null") }
    } else if let savedError {
      out.append(", \"saved\": null, \"savedError\": ")
      out.write(quoted: savedError)
    }
    out.append(", \"warnings\": ")
    if warnings.isEmpty && gamut.isEmpty {
      out.append("[]}")
    } else {
      out.write(WarningJSON.array(warnings, gamut: gamut))
      out.append("}")
    }
  }

  /// `css` or `crayola`, as the swatch and JSON name a catalog.
  public func writeCatalog(_ catalog: Catalog, into out: inout TextWriter) {
    switch catalog {
    case .css: out.append("css")
    case .crayola: out.append("crayola")
    }
  }

  /// Writes a channel (0...1) on the 0–100 scale, to 4 decimals, as the swatch and `rgb` print it.
  public func writeChannel(_ value: Double, into out: inout TextWriter) {
    out.write(decimal: value * 100, places: 4)
  }

  /// Whether `nearest` is the color itself: the same tenths for a stored color, the same channels otherwise.
  public func isExact(_ nearest: NamedColor) -> Bool {
    stored ? nearest.storedColor == StoredColor(rounding: color) : nearest.color == color
  }
}
