extension ColorPicture {
  /// The size of a cell of a contrast grid, and the width of its row headers.
  static let cellWidth = 128
  static let cellHeight = 72
  static let headerWidth = 168

  /// A contrast grid: every one of `foregrounds` as text on every one of `backgrounds`, a cell each with a sample,
  /// the WCAG 2 ratio and its verdict (``ContrastGrid/verdict(_:)``, in black or white, whichever reads on the
  /// cell), none on a color on itself; a cell below
  /// `requirement` is marked with a
  /// dashed red frame. A cell is drawn in the background measured: a translucent one laid over `backdrop`.
  public static func grid(
    title: String, foregrounds: [Swatch], backgrounds: [Swatch], requirement: ContrastRequirement,
    backdrop: Color = .white
  ) -> ColorPicture {
    let grid = ContrastGrid(
      foregrounds: foregrounds.map(\.color), backgrounds: backgrounds.map(\.color), backdrop: backdrop)
    let width = 2 * margin + headerWidth + backgrounds.count * cellWidth
    let height = 2 * margin + titleHeight + 48 + foregrounds.count * cellHeight + 28
    var canvas = SVGCanvas(width: max(width, 480), height: height, background: paper)
    drawTitle(
      title, "\(foregrounds.count) text colors on \(backgrounds.count) backgrounds, against " + requirement.description,
      color: ink, on: &canvas)
    let (left, top) = (margin + headerWidth, margin + titleHeight + 48)
    func label(_ swatch: Swatch) -> String { swatch.names.first ?? swatch.hex }
    var table = [["Text \\ background"] + backgrounds.map(label)]
    for (column, background) in backgrounds.enumerated() {
      let x = left + column * cellWidth
      canvas.beginClip("column\(column)", x, top - 48, cellWidth, 48)
      canvas.text(SVGCanvas.fitted(label(background), 16), x: x + 8, y: top - 26, size: 13, color: ink, bold: true)
      canvas.text(background.hex, x: x + 8, y: top - 8, size: 11, color: muted, mono: true)
      canvas.endClip()
    }
    for (row, foreground) in foregrounds.enumerated() {
      let y = top + row * cellHeight
      canvas.rect(margin, y + 12, 20, 20, color: foreground.color, role: "swatch")
      canvas.outline(margin, y + 12, 20, 20, color: rule)
      canvas.beginClip("row\(row)", margin + 24, y, headerWidth - 28, cellHeight)
      canvas.text(SVGCanvas.fitted(label(foreground), 16), x: margin + 28, y: y + 28, size: 13, color: ink, bold: true)
      canvas.text(foreground.hex, x: margin + 28, y: y + 46, size: 11, color: muted, mono: true)
      canvas.endClip()
      var cells = [label(foreground)]
      for (column, background) in backgrounds.enumerated() {
        let x = left + column * cellWidth
        let contrast = grid.contrasts[row][column]
        let passes = requirement.isMet(by: contrast.ratio)
        canvas.rect(x, y, cellWidth, cellHeight, color: contrast.measuredBackground, role: "swatch")
        canvas.outline(x, y, cellWidth, cellHeight, color: rule)
        guard contrast.foreground != contrast.background else {
          // A color on itself is no pair.
          cells.append("—")
          continue
        }
        canvas.text("Aa", x: x + 10, y: y + 34, size: 24, color: foreground.color, bold: true, role: "sample")
        // The sample is in the text color; the ratio and verdict in whichever of black and white reads there.
        let label = contrast.measuredBackground.bestTextColor
        canvas.text(ratio(contrast), x: x + 10, y: y + 58, size: 13, color: label, role: "ratio")
        let verdict = ContrastGrid.verdict(contrast)
        canvas.text(verdict, x: x + cellWidth - 8, y: y + 58, size: 12, color: label, anchor: "end")
        if !passes {
          canvas.outline(x + 2, y + 2, cellWidth - 4, cellHeight - 4, color: failing, thickness: 3, dashed: true)
        }
        cells.append(ratio(contrast) + " " + verdict + (passes ? "" : " (fails " + requirement.description + ")"))
      }
      table.append(cells)
    }
    canvas.text(
      "Dashed red: below " + requirement.description + ". AAA 7:1, AA 4.5:1, AA large 3:1 (WCAG 2).", x: margin,
      y: height - margin + 4, size: 12, color: muted)
    return ColorPicture(title: title, canvas: canvas, table: table)
  }
}
