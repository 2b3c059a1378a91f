extension ColorPicture {
  /// The width and swatch height of a step, and the gap between steps.
  static let stepWidth = 100
  static let stepSwatch = 100
  static let stepGap = 8

  /// A scale: one row of steps on `background`, each with its name, its hex and its WCAG 2 contrast ratio as text
  /// on the background; the text of the drawing in black or white, whichever reads better on the background.
  public static func scale(title: String, steps: [Swatch], on background: Color) -> ColorPicture {
    let backdrop = background.isOpaque ? background : background.composited(over: .white).withAlpha(1)
    let text = backdrop.bestTextColor
    let count = max(1, steps.count)
    let width = max(2 * margin + count * stepWidth + (count - 1) * stepGap, 480)
    let height = 2 * margin + titleHeight + stepSwatch + 76
    var canvas = SVGCanvas(width: width, height: height, background: backdrop)
    let hex = Swatch(color: backdrop).hex
    drawTitle(title, "\(steps.count) steps on " + hex, color: text, on: &canvas)
    var table = [["Step", "Hex", "CSS", "Contrast on " + hex]]
    for (index, step) in steps.enumerated() {
      let x = margin + index * (stepWidth + stepGap)
      let y = margin + titleHeight
      drawSwatch(step.color, x: x, y: y, width: stepWidth, height: stepSwatch, on: &canvas)
      let contrast = step.color.contrast(on: backdrop)
      let name = step.names.first ?? String(index + 1)
      canvas.outline(x, y, stepWidth, stepSwatch, color: rule)
      canvas.beginClip("step\(index)", x, y + stepSwatch, stepWidth, 76)
      canvas.text(SVGCanvas.fitted(name, 12), x: x, y: y + stepSwatch + 22, size: 14, color: text, bold: true)
      canvas.text(step.hex, x: x, y: y + stepSwatch + 42, size: 12, color: text, mono: true, role: "hex")
      canvas.text(ratio(contrast), x: x, y: y + stepSwatch + 62, size: 12, color: text, role: "ratio")
      canvas.endClip()
      table.append([name, step.hex, step.text, ratio(contrast)])
    }
    return ColorPicture(title: title, canvas: canvas, table: table)
  }
}
