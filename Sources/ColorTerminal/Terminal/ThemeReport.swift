import ColorCore

/// What `colormix terminal` prints of a terminal's theme: a table for people, one JSON object, or one role a line.
/// Pure: a theme in, text out.
///
/// ```
/// foreground    #c5c8c6   sample  11.85:1  AA pass  ≈ silver (css)
/// background    #1d1f21                             ≈ Black (crayola)
/// color1        #cc6666   sample   4.44:1  AA fail  ≈ indianred (css)
/// ```
///
/// Each row: the role, the hex drawn as the swatch draws it (on the color, in black or white, framed when it blends
/// into the background: `TerminalBackdrop`), the word `sample`
/// in the color on the terminal's own background (the text as the terminal shows it), the WCAG contrast ratio on
/// the background and the AA verdict (4.5:1) for every role but the background, and the nearest catalog name.
/// Without color there is no chip and no sample.
package enum ThemeReport {
  /// The table's lines, each ending in a newline.
  package static func table(_ theme: TerminalTheme, depth: ColorDepth, catalog: Catalog?) -> String {
    let background = theme[.background]
    var out = TextWriter(capacity: 2048)
    for (role, color) in theme.colors {
      out.write(role.name + String(repeating: " ", count: 10 - role.name.count) + "  ")
      if depth == .none {
        out.write(color.hex)
      } else if let frame = background.flatMap({ TerminalBackdrop.frame(for: color, on: $0) }) {
        // A chip the background's color would not be seen: framed as the swatch's is.
        out.write(Terminal.paint(" ", on: frame, depth: depth))
        out.write(Terminal.paint(" " + color.hex + " ", on: color, depth: depth))
        out.write(Terminal.paint(" ", on: frame, depth: depth))
      } else {
        Terminal.writeStart(on: color, depth: depth, into: &out)
        out.write("  " + color.hex + "  ")
        Terminal.writeEnd(depth: depth, into: &out)
      }
      out.write("  ")
      if depth != .none {
        if role == .background {
          out.write("      ")
        } else {
          TextStyle(foreground: color).writeStart(depth: depth, into: &out)
          out.write("sample")
          Terminal.writeEnd(depth: depth, into: &out)
        }
        out.write("  ")
      }
      if let background, role != .background {
        let ratio = color.contrastRatio(with: background)
        let text = ColorBlock.twoPlaces(ratio) + ":1"
        out.write(String(repeating: " ", count: max(0, 7 - text.count)) + text)
        out.write(Color.ContrastLevel.aaNormal.isMet(by: ratio) ? "  AA pass  " : "  AA fail  ")
      } else {
        out.write(String(repeating: " ", count: 18))
      }
      let nearest = color.nearestName(in: catalog)
      out.write((nearest.color.hex == color.hex ? "= " : "≈ ") + nearest.name + " (" + nearest.catalog.rawValue + ")")
      out.write("\n")
    }
    return out.text
  }

  /// One line a role: `role<TAB>value`, the value as `format` prints a color.
  package static func lines(_ theme: TerminalTheme, format: OutputFormat, depth: ColorDepth, catalog: Catalog?)
    -> String
  {
    var out = ""
    for (role, color) in theme.colors {
      let report = ColorReport(color: color, nearest: format.needsNearest ? color.nearestName(in: catalog) : nil)
      out += role.name + "\t" + report.render(format, depth: depth) + "\n"
    }
    return out
  }

  /// One JSON object on one line: `term`, whether the terminal answered to the end (`complete`), the `colors`
  /// (each `role`, `hex`, `rgb255`, `nearest`, and `contrast` and `aa` on the background, null for the
  /// background itself or when it is unknown) and the roles `missing`.
  package static func json(_ theme: TerminalTheme, term: String, complete: Bool, catalog: Catalog?) -> String {
    let background = theme[.background]
    var colors: [String] = []
    for (role, color) in theme.colors {
      let (r, g, b) = color.rgb255
      let nearest = color.nearestName(in: catalog)
      var text = "{\"role\": \"\(role.name)\", \"hex\": \"\(color.hex)\", \"rgb255\": [\(r), \(g), \(b)], "
      text += "\"nearest\": {\"name\": \(JSONText.quote(nearest.name)), \"catalog\": \"\(nearest.catalog.rawValue)\", "
      text += "\"hex\": \"\(nearest.hex)\", \"exact\": \(nearest.color.hex == color.hex)}, "
      if let background, role != .background {
        let ratio = color.contrastRatio(with: background)
        text +=
          "\"contrast\": \(ColorText.decimal(ratio, places: 2)), \"aa\": \(Color.ContrastLevel.aaNormal.isMet(by: ratio))"
      } else {
        text += "\"contrast\": null, \"aa\": null"
      }
      colors.append(text + "}")
    }
    let missing = theme.missing.map { "\"\($0.name)\"" }.joined(separator: ", ")
    return "{\"term\": \(JSONText.quote(term)), \"complete\": \(complete), \"colors\": ["
      + colors.joined(separator: ", ") + "], \"missing\": [\(missing)]}\n"
  }

  /// Roles as a list for a sentence, three or more ANSI colors in a row as a range: `cursor, color3,
  /// color8–color15`.
  package static func names(_ roles: [TerminalRole]) -> String {
    var parts: [String] = []
    var index = 0
    while index < roles.count {
      guard case .ansi(let first) = roles[index] else {
        parts.append(roles[index].name)
        index += 1
        continue
      }
      var last = first
      while index + 1 < roles.count, case .ansi(let next) = roles[index + 1], next == last + 1 {
        last = next
        index += 1
      }
      if last - first >= 2 {
        parts.append("color\(first)–color\(last)")
      } else {
        parts += (first...last).map { "color\($0)" }
      }
      index += 1
    }
    return parts.joined(separator: ", ")
  }
}
