import ColorCore

extension ColorReport {
  /// The report as one line of `format` (no trailing newline), escapes at `depth`; the swatch's chip framed in
  /// `frame` when the color blends into the terminal's background (`TerminalBackdrop.frame(for:on:)`).
  package func render(_ format: OutputFormat, depth: ColorDepth, frame: Color? = nil) -> String {
    var out = TextWriter(capacity: 128)
    write(format, depth: depth, frame: frame, into: &out)
    return out.text
  }

  /// Writes `render`'s text, as bytes, into `out`: for streams.
  package func write(_ format: OutputFormat, depth: ColorDepth, frame: Color? = nil, into out: inout TextWriter) {
    switch format {
    case .text(let format): write(format, into: &out)
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
    case .swatch: writeSwatch(depth: depth, frame: frame, into: &out)
    }
  }

  /// `#8033cc  red 50  green 20  blue 80  ≈ blueviolet (css)`, the chip painted at `depth`.
  private func writeSwatch(depth: ColorDepth, frame: Color?, into out: inout TextWriter) {
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
