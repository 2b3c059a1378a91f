import ColorCore

/// What `show` (and every command that changes the color) prints about a color.
package struct ColorReport: Equatable, Sendable {
  /// The color, exactly: a stored color's tenths, or a color given as text or computed from one; in sRGB.
  package var color: Color
  /// The color as given, which may lie outside sRGB: what `lab`, `lch`, `oklab`, `oklch` and the `color()` formats
  /// print (mapped into a `color()` format's gamut when outside it), and what JSON's `gamuts` are of.
  package var exact: Color
  /// Whether `color` is the store's: its nearest name is exact when the name's tenths equal it.
  package var stored: Bool
  /// The nearest catalog color, when computed.
  package var nearest: NamedColor?
  /// The palette entry holding this color; `nil` for none. Only in reports that looked at the palette.
  package var saved: String?
  /// Whether `saved` is known (the palette was read).
  package var savedIsKnown: Bool
  /// Why `saved` is unknown: the palette could not be read (JSON: `"saved": null, "savedError": "…"`).
  package var savedError: String?
  /// The warnings about this color, for the JSON `"warnings"` member (the text goes to standard error).
  package var warnings: [RangeWarning] = []
  package var gamut: [GamutWarning] = []
  /// The input line number, for `show -` in JSON; 0 for none.
  package var line = 0
  /// The swatch chip's frame: the tone its first and last cell are drawn in when the color blends into the
  /// terminal's background (`TerminalBackdrop.frame(for:on:)`); nil for none.
  package var frame: Color?

  package init(
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

  /// The report as one line (no trailing newline).
  package func render(_ format: OutputFormat, depth: ColorDepth) -> String {
    var out = TextWriter(capacity: 128)
    write(format, depth: depth, into: &out)
    return out.text
  }

  /// Writes the report as one line (no trailing newline) into `out`: `render`'s text, as bytes, for streams.
  package func write(_ format: OutputFormat, depth: ColorDepth, into out: inout TextWriter) {
    switch format {
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
    case .css: ColorText.write(color, in: .rgb, into: &out)
    case .hsl: ColorText.write(color, in: .hsl, into: &out)
    case .hwb: ColorText.write(color, in: .hwb, into: &out)
    case .lab: ColorText.write(exact, in: .lab, into: &out)
    case .lch: ColorText.write(exact, in: .lch, into: &out)
    case .oklab: ColorText.write(exact, in: .oklab, into: &out)
    case .oklch: ColorText.write(exact, in: .oklch, into: &out)
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
      let space = format.space ?? .srgb
      ColorText.write(space == .srgb || space == .srgbLinear ? color : format.shown(exact), in: space, into: &out)
    case .name:
      writeName(nearest ?? color.nearestName(), into: &out)
    // An escape has no alpha: a translucent color is drawn laid over white, the backdrop `contrast` assumes.
    case .ansi:
      TextStyle(foreground: color.composited(over: .white)).writeStart(
        depth: OutputFormat.escapeDepth(depth), into: &out)
    case .ansiBackground:
      TextStyle(background: color.composited(over: .white)).writeStart(
        depth: OutputFormat.escapeDepth(depth), into: &out)
    case .ansi256:
      let (r, g, b) = color.composited(over: .white).rgb255
      out.write(integer: Terminal.xterm256(red: r, green: g, blue: b))
    case .hsv: ColorText.writeHSV(color, into: &out)
    case .cmyk: ColorText.writeCMYK(color, into: &out)
    case .luminance: out.write(decimal: color.relativeLuminance, places: 4)
    case .rgbFloat: ColorText.writeSRGB(color, into: &out)
    case .component(let component): component.write(format.gamut == nil ? exact : color, into: &out)
    case .json:
      writeJSON(into: &out)
    case .swatch:
      if depth == .none {
        out.write(hexOf: color)
      } else if color.alpha < 1 {
        out.write(Terminal.paintChecked("  " + color.hex + "  ", on: color, depth: depth))
      } else if let frame {
        out.write(Terminal.paint(" ", on: frame, depth: depth))
        out.write(Terminal.paint(" " + color.hex + " ", on: color, depth: depth))
        out.write(Terminal.paint(" ", on: frame, depth: depth))
      } else {
        Terminal.writeStart(on: color, depth: depth, into: &out)
        out.append("  ")
        out.write(hexOf: color)
        out.append("  ")
        Terminal.writeEnd(depth: depth, into: &out)
      }
      out.append("  red ")
      writeChannel(color.red, into: &out)
      out.append("  green ")
      writeChannel(color.green, into: &out)
      out.append("  blue ")
      writeChannel(color.blue, into: &out)
      if color.alpha < 1 {
        out.append("  alpha ")
        out.write(decimal: color.alpha, places: 4)
      }
      if let nearest {
        out.append(isExact(nearest) ? "  = " : "  \u{2248} ")
        out.write(nearest.name)
        out.append(" (")
        writeCatalog(nearest.catalog, into: &out)
        out.append(")")
      }
      if let saved {
        out.append("  saved as ")
        out.write(Visible.escape(saved))
      }
    }
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
        out.write(quoted: gamut.rawValue)
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

  /// A catalog name as the swatch and `name` print it: the name made visible (catalog names never need it; a test
  /// keeps them so, and they are written as they are).
  private func writeName(_ named: NamedColor, into out: inout TextWriter) {
    out.write(named.reference)
  }

  private func writeCatalog(_ catalog: Catalog, into out: inout TextWriter) {
    switch catalog {
    case .css: out.append("css")
    case .crayola: out.append("crayola")
    }
  }

  private func writeChannel(_ value: Double, into out: inout TextWriter) {
    out.write(decimal: value * 100, places: 4)
  }

  /// Whether `nearest` is the color itself: the same tenths for a stored color, the same channels otherwise.
  package func isExact(_ nearest: NamedColor) -> Bool {
    stored ? nearest.storedColor == StoredColor(rounding: color) : nearest.color == color
  }
}
