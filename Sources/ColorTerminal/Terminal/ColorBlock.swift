import ColorCore

/// `--shape block`: a framed block of the color, 16×8 cells, with its values beside it and its nearest catalog
/// names as chips in their own colors. Pure: a report and the neighbours in, lines out (without newlines).
///
/// ```
/// ┌────────────────┐  #8033cc
/// │                │  red 50  green 20  blue 80
/// │                │  rgb(128 51 204)
/// │                │  hsl(270 60% 50%)
/// │    #8033cc     │  oklch(0.5103 0.22007 301.6)
/// │                │  saved as grape
/// │                │
/// │                │  ≈  blueviolet     #8a2be2  ΔE 3.13  css
/// │                │  ≈  Purple Heart   #7442c8  ΔE 3.25  crayola
/// └────────────────┘  ≈  darkviolet     #9400d3  ΔE 4.38  css
/// ```
///
/// The frame is drawn with box-drawing characters in the terminal's own foreground, which always stands out from
/// its background, so a block the color of the background is still seen; when the terminal has said its
/// background and the color blends into it, in the gray that stands out more there
/// (`TerminalBackdrop.frame(for:on:)`). Without color (`.none`) the block is
/// the frame with the hex inside; with color it is filled with the color, and each chip is the name drawn on its
/// own color in black or white, whichever reads better (the swatch's WCAG rule).
package enum ColorBlock {
  /// The block's inside, in cells (a cell is about twice as tall as wide: the block looks square).
  package static let blockWidth = 16
  package static let blockHeight = 8
  /// How many nearest names are shown as chips.
  package static let chipCount = 3

  /// How many nearest names to hand to `chips`: enough for `chipCount` different colors after the exact name
  /// and the names of a color already shown (`black` and Crayola's `Black`) are left out.
  package static let candidateCount = 3 * chipCount

  /// The names shown as chips: the `chipCount` nearest of `candidates` (nearest first) that are neither the exact
  /// name `report` already shows nor a color already shown (the first of two names of one color is kept).
  package static func chips(
    _ report: ColorReport, from candidates: [(name: NamedColor, difference: Double)]
  ) -> [(name: NamedColor, difference: Double)] {
    var shown = report.nearest.flatMap { report.isExact($0) ? [$0.rgb] : nil } ?? []
    var chips: [(name: NamedColor, difference: Double)] = []
    for candidate in candidates where chips.count < chipCount && !shown.contains(candidate.name.rgb) {
      shown.append(candidate.name.rgb)
      chips.append(candidate)
    }
    return chips
  }

  /// The narrowest width with the text beside the block: 40 columns for it, enough for every value line.
  package static let besideWidth = blockWidth + 4 + 40

  /// The block's lines, every line at most `width` columns (text that does not fit is cut and ends with `…`). From
  /// `besideWidth` columns on, the frame's `blockHeight + 2` rows each followed by its text (80 leaves 60 for it);
  /// narrower, the frame alone and then its text lines under it. `neighbours` are the chips' names, nearest first.
  package static func lines(
    _ report: ColorReport, neighbours: [(name: NamedColor, difference: Double)], depth: ColorDepth, width: Int = 80,
    terminalBackground: Color? = nil
  ) -> [String] {
    let color = report.color
    let frame = depth == .none ? nil : terminalBackground.flatMap { TerminalBackdrop.frame(for: color, on: $0) }
    /// The frame's characters, in the frame's tone when there is one.
    func framed(_ text: String) -> String {
      guard let frame else { return text }
      var out = TextWriter(capacity: 32)
      TextStyle(foreground: frame).writeStart(depth: depth, into: &out)
      return out.text + text + "\u{1B}[0m"
    }
    let under = width < besideWidth
    let room = max(0, under ? width : width - blockWidth - 4)
    var beside = [String](repeating: "", count: blockHeight + 2)
    var first = color.hex
    if let nearest = report.nearest, report.isExact(nearest) {
      first += "  = \(Visible.escape(nearest.name)) (\(nearest.catalog.rawValue))"
    }
    let channels = [color.red, color.green, color.blue].map { ColorText.decimal($0 * 100, places: 4) }
    beside[0] = first
    beside[1] = "red \(channels[0])  green \(channels[1])  blue \(channels[2])"
    if color.alpha < 1 { beside[1] += "  alpha " + ColorText.decimal(color.alpha, places: 4) }
    beside[2] = color.text(in: .rgb)
    beside[3] = color.text(in: .hsl)
    // OKLCH holds every color: the color as given (a stored color as it was set), as `--format oklch` prints it.
    beside[4] = report.string(in: .oklch)
    if let saved = report.saved { beside[5] = "saved as " + Visible.escape(saved) }
    beside = beside.map { DisplayWidth.truncated($0, to: room) }
    let chips = neighbours.prefix(chipCount)
    let nameWidth = chips.map { DisplayWidth.of(Visible.escape($0.name.name)) }.max() ?? 0
    // Right-aligned, so that `ΔE 9.31` and `ΔE 11.10` keep the catalogs in one column.
    let differences = chips.map { twoPlaces($0.difference) }
    let differenceWidth = differences.map(\.count).max() ?? 0
    for (index, chip) in chips.enumerated() {
      let name = Visible.escape(chip.name.name)
      let label = " " + name + String(repeating: " ", count: nameWidth - DisplayWidth.of(name)) + " "
      let difference =
        String(repeating: " ", count: differenceWidth - differences[index].count) + differences[index]
      let rest = "  \(chip.name.hex)  ΔE \(difference)  \(chip.name.catalog.rawValue)"
      // Catalog names are short (the longest chip line is 57 columns); cut only what would not fit.
      let fits = DisplayWidth.of(label + rest) + 2 <= room
      let text = fits ? label : DisplayWidth.truncated(label, to: max(0, room - 2))
      beside[blockHeight + 2 - chips.count + index] =
        "≈ " + Terminal.paint(text, on: chip.name.color, depth: depth) + (fits ? rest : "")
    }
    let horizontal = String(repeating: "─", count: blockWidth)
    var lines: [String] = []
    for row in 0..<(blockHeight + 2) {
      var line: String
      if row == 0 {
        line = framed("┌" + horizontal + "┐")
      } else if row == blockHeight + 1 {
        line = framed("└" + horizontal + "┘")
      } else if depth == .none {
        let label = row == (blockHeight + 1) / 2 ? color.hex : ""
        let left = (blockWidth - label.count) / 2
        line =
          "│" + String(repeating: " ", count: left) + label
          + String(repeating: " ", count: blockWidth - left - label.count) + "│"
      } else {
        line =
          framed("│")
          + Terminal.paintChecked(String(repeating: " ", count: blockWidth), on: color, depth: depth, row: row)
          + framed("│")
      }
      if !under && !beside[row].isEmpty { line += "  " + beside[row] }
      lines.append(line)
    }
    if under { lines += beside.filter { !$0.isEmpty } }
    return lines
  }

  /// `value` with exactly two decimals (`20.00`, `3.13`), so the chips' differences line up.
  package static func twoPlaces(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
