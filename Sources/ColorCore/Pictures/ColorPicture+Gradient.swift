extension ColorPicture {
  /// The size of a gradient's strip.
  static let stripWidth = 720
  static let stripHeight = 96
  /// How many colors each stretch between two stops is drawn with.
  static let samplesPerStretch = 32

  /// A gradient: a continuous strip through `stops`, mixed in `space` as `colormix gradient` mixes them, each stop
  /// marked under the strip with its hex; then `steps`, the colors printed, as a row of swatches (each hex under its swatch where it fits).
  public static func gradient(
    title: String, stops: [Color], steps: [Swatch], space: Color.BlendSpace = .oklab
  ) -> ColorPicture {
    let width = 2 * margin + stripWidth
    // Up to 144 steps a square each with a gap of 4; more, side by side, as wide as the strip allows (2 at 256).
    let gap = steps.count > 144 ? 0 : 4
    let stepSize = steps.isEmpty ? 0 : max(1, min(48, (stripWidth - (steps.count - 1) * gap) / steps.count))
    let height = 2 * margin + titleHeight + stripHeight + 52 + (stepSize > 0 ? max(stepSize, 24) + 28 : 0)
    var canvas = SVGCanvas(width: width, height: height, background: paper)
    let through = stops.count == 2 ? "2 stops" : "\(stops.count) stops"
    drawTitle(title, through + ", \(steps.count) colors, mixed in " + space.rawValue, color: ink, on: &canvas)
    let (x, y) = (margin, margin + titleHeight)
    var gradient = "<defs><linearGradient id=\"strip\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">\n"
    let stretches = max(1, stops.count - 1)
    for stretch in 0..<stretches {
      let (from, to) = (stops[stretch], stops[min(stretch + 1, stops.count - 1)])
      for sample in 0...samplesPerStretch where stretch == 0 || sample > 0 {
        let amount = Double(sample) / Double(samplesPerStretch)
        let offset = (Double(stretch) + amount) / Double(stretches)
        let color = from.mixed(with: to, amount: amount, in: space)
        gradient += "<stop offset=\"" + ColorText.shortest(offset) + "\" " + SVGCanvas.paint(color, as: "stop-color")
        gradient += "/>\n"
      }
    }
    canvas.append(markup: gradient + "</linearGradient></defs>\n")
    if stops.contains(where: { $0.alpha < 1 }) { canvas.checkerboard(x, y, stripWidth, stripHeight) }
    canvas.append(
      markup: "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(stripWidth)\" height=\"\(stripHeight)\" fill=\"url(#strip)\""
        + " class=\"strip\"/>\n")
    var table = [["Step", "Hex", "CSS"]]
    for (index, stop) in stops.enumerated() {
      let at = x + Int((Double(stripWidth) * Double(index) / Double(stretches)).rounded())
      let anchor = index == 0 ? "start" : index == stops.count - 1 ? "end" : "middle"
      canvas.append(
        markup: "<path d=\"M \(at) \(y + stripHeight + 2) l -6 10 h 12 z\" fill=\"#1a1a1a\" class=\"stop\"/>\n")
      canvas.text(
        Swatch(color: stop).hex, x: at, y: y + stripHeight + 30, size: 12, color: ink, mono: true, anchor: anchor)
    }
    for (index, step) in steps.enumerated() where stepSize > 0 {
      let left = x + index * (stepSize + gap)
      let top = y + stripHeight + 52
      drawSwatch(step.color, x: left, y: top, width: stepSize, height: stepSize, on: &canvas)
      if gap > 0 { canvas.outline(left, top, stepSize, stepSize, color: rule) }
      // A hex under its swatch where it fits: 6 pixels a character of 10-pixel monospace.
      if step.hex.count * 6 <= stepSize + gap {
        canvas.text(step.hex, x: left, y: top + stepSize + 16, size: 10, color: muted, mono: true)
      }
      table.append([String(index + 1), step.hex, step.text])
    }
    return ColorPicture(title: title, canvas: canvas, table: table)
  }
}
