extension ColorPicture {
  /// The width and swatch height of a card, and the gap between cards.
  static let cardWidth = 248
  static let cardSwatch = 120
  static let cardHeight = 244
  static let cardGap = 16
  /// How many cards a row holds.
  static let cardsPerRow = 4

  /// A palette card: a swatch per color with its names, its hex and CSS notation as kept, and its WCAG 2 contrast
  /// ratios with white and black text, a sample `Aa` in whichever reads better. A translucent color is drawn over a
  /// checkerboard on its left third and over white, where its ratios are measured, under the sample.
  public static func card(title: String, swatches: [Swatch]) -> ColorPicture {
    let columns = min(cardsPerRow, max(2, swatches.count))
    let rows = max(1, (swatches.count + columns - 1) / columns)
    let width = 2 * margin + columns * cardWidth + (columns - 1) * cardGap
    let height = 2 * margin + titleHeight + rows * cardHeight + (rows - 1) * cardGap
    var canvas = SVGCanvas(width: width, height: height, background: paper)
    drawTitle(title, swatches.count == 1 ? "1 color" : "\(swatches.count) colors", color: ink, on: &canvas)
    var table = [["Name", "Hex", "CSS", "White on it", "Black on it"]]
    for (index, swatch) in swatches.enumerated() {
      let x = margin + (index % columns) * (cardWidth + cardGap)
      let y = margin + titleHeight + (index / columns) * (cardHeight + cardGap)
      let (white, black) = (Color.white.contrast(on: swatch.color), Color.black.contrast(on: swatch.color))
      drawSwatch(swatch.color, x: x, y: y, width: cardWidth, height: cardSwatch, on: &canvas)
      let sample = white.ratio >= black.ratio ? Color.white : Color.black
      canvas.text(
        "Aa", x: x + cardWidth - 14, y: y + 78, size: 44, color: sample, bold: true, anchor: "end", role: "sample")
      canvas.outline(x, y, cardWidth, cardHeight, color: rule)
      canvas.beginClip("card\(index)", x + 1, y + cardSwatch, cardWidth - 2, cardHeight - cardSwatch - 1)
      var line = y + cardSwatch + 24
      let name = swatch.names.first ?? "(no name)"
      canvas.text(SVGCanvas.fitted(name, 26), x: x + 12, y: line, size: 15, color: ink, bold: true, role: "name")
      if swatch.names.count > 1 {
        let aliases = swatch.names.dropFirst().joined(separator: ", ")
        canvas.text(
          SVGCanvas.fitted(aliases, 30), x: x + cardWidth - 12, y: line, size: 11, color: muted, anchor: "end")
      }
      line += 22
      canvas.text(swatch.hex, x: x + 12, y: line, size: 14, color: ink, mono: true, role: "hex")
      for text in SVGCanvas.wrapped(swatch.notation, 34, most: 2) {
        line += 18
        canvas.text(text, x: x + 12, y: line, size: 11, color: muted, mono: true, role: "notation")
      }
      let ratios = "white " + ratio(white) + " · black " + ratio(black)
      canvas.text(ratios, x: x + 12, y: y + cardHeight - 14, size: 12, color: ink, role: "ratios")
      canvas.endClip()
      table.append([swatch.names.joined(separator: ", "), swatch.hex, swatch.text, ratio(white), ratio(black)])
    }
    if swatches.isEmpty {
      canvas.text("No colors", x: margin, y: margin + titleHeight + 40, size: 15, color: muted)
    }
    return ColorPicture(title: title, canvas: canvas, table: table)
  }

  /// `color` as a rectangle: a translucent one over a checkerboard on its left third and over white on the rest.
  static func drawSwatch(_ color: Color, x: Int, y: Int, width: Int, height: Int, on canvas: inout SVGCanvas) {
    if color.alpha < 1 {
      canvas.rect(x, y, width, height, color: .white)
      canvas.checkerboard(x, y, width / 3, height)
    }
    canvas.rect(x, y, width, height, color: color, role: "swatch")
  }
}
