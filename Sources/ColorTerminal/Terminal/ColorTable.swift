import ColorCore

/// The listings of `names` and `palette`: one row per color, each drawn on its own color.
package enum ColorTable {
  /// Catalog colors: `name  #hex  catalog`, or a JSON array of `{name, catalog, hex}`.
  ///
  /// Built by appending bytes, like the palette: 281 rows of small strings cost more than the rest of a call.
  package static func names(_ catalogs: [Catalog], format: OutputFormat, depth: ColorDepth) -> String {
    var out = TextWriter(capacity: 281 * 80)
    if format == .json {
      var first = true
      out.write("[")
      for catalog in catalogs {
        for index in catalog.names.indices {
          let named = catalog[index]
          out.write(first ? "\n  {\"name\": " : ",\n  {\"name\": ")
          first = false
          out.write(quoted: named.name)
          out.write(", \"catalog\": \"")
          out.write(catalog.rawValue)
          out.write("\", \"hex\": \"")
          out.write(hexOf: named.color)
          out.write("\"}")
        }
      }
      out.write(first ? "]\n" : "\n]\n")
      return out.text
    }
    var width = 0
    for catalog in catalogs {
      for name in catalog.references { width = max(width, name.utf8.count) }
    }
    for catalog in catalogs {
      for index in catalog.names.indices {
        // Catalog names are printable ASCII (CatalogTests checks), so no escaping and bytes are columns.
        let named = catalog[index]
        Terminal.writeStart(on: named.color, depth: depth, into: &out)
        let name = catalog.references[index]
        out.write(" ")
        out.write(name)
        out.write(spaces: width - name.utf8.count)
        out.write("  ")
        out.write(hexOf: named.color)
        out.write(" ")
        Terminal.writeEnd(depth: depth, into: &out)
        out.write("  ")
        out.write(catalog.rawValue)
        out.write("\n")
      }
    }
    return out.text
  }

  /// Saved colors: `#hex  name  red R  green G  blue B`, with `  alpha A` for a translucent one (whose hex is
  /// `#rrggbbaa`, drawn over a checkerboard), or a JSON array of `{name, red, green, blue, hex}` (with the palette
  /// file's `alpha`, `colorSpace` and `components` when the entry has them).
  ///
  /// Built by appending bytes: a palette may hold thousands of colors.
  package static func palette(_ entries: [PaletteEntry], format: OutputFormat, depth: ColorDepth) -> String {
    var out = TextWriter(capacity: entries.count * 80)
    if format == .json {
      guard !entries.isEmpty else { return "[]\n" }
      out.write("[\n")
      for (index, entry) in entries.enumerated() {
        out.write(index == 0 ? "  " : ",\n  ")
        out.write(jsonOf: entry, withHex: true)
      }
      out.write("\n]\n")
      return out.text
    }
    let names = entries.map { Visible.escape($0.name) }
    let width = names.map(\.count).max() ?? 0
    // A translucent entry's hex has two more digits: the others are padded to it, so the names stay in a column.
    let hexPadding = entries.contains { $0.alpha != nil } ? 2 : 0
    for (entry, name) in zip(entries, names) {
      let c = entry.color
      // The hex and the swatch are of the color itself in sRGB; the channels, its tenths.
      let shown = entry.srgb
      if let alpha = entry.alpha {
        if depth == .none {
          out.write(hexOf: shown)
        } else {
          out.write(Terminal.paintChecked("  " + shown.hex + "  ", on: shown, depth: depth))
        }
        out.write("  ")
        out.write(pad(name, width))
        out.write("  ")
        out.write(channelsOf: c, json: false)
        out.write("  alpha ")
        out.write(decimal: alpha, places: 4)
        writeExactness(of: entry, into: &out)
        continue
      }
      if depth == .none {
        out.write(hexOf: shown)
      } else {
        out.write(Terminal.paint("  " + shown.hex + "  ", on: shown, depth: depth))
      }
      out.write(spaces: 2 + hexPadding)
      out.write(pad(name, width))
      out.write("  ")
      out.write(channelsOf: c, json: false)
      writeExactness(of: entry, into: &out)
    }
    return out.text
  }

  /// The end of an entry's line: the CSS text it keeps when that is more than its hex (`oklch(63.7% 0.237
  /// 25.331)`), its other names (`also named zinc-50`), and the line's end.
  private static func writeExactness(of entry: PaletteEntry, into out: inout TextWriter) {
    if let text = entry.text, !text.hasPrefix("#") {
      out.write("  ")
      out.write(Visible.escape(text))
    }
    if !entry.aliases.isEmpty {
      out.write("  also named ")
      out.write(entry.aliases.map(Visible.escape).joined(separator: ", "))
    }
    out.write("\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
