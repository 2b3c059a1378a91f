/// A drawing of rectangles and text on a grid of whole pixels, written as an SVG 1.1 document or inline in an
/// HTML page. Every text it is given is escaped (``Markup``); every color is painted by ``paint(_:as:)``.
struct SVGCanvas: Sendable {
  /// The size of the drawing, in pixels.
  let width: Int
  let height: Int
  /// The elements, in drawing order.
  private(set) var body = ""

  /// The side of a checkerboard square, behind a translucent color.
  static let checkerSquare = 8
  /// The fonts of the text: each a generic family at the end, so nothing is fetched.
  static let sans = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', sans-serif"
  static let mono = "ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace"

  init(width: Int, height: Int, background: Color) {
    self.width = width
    self.height = height
    rect(0, 0, width, height, color: background)
  }

  /// The attributes that paint `property` (`fill`, `stop-color`) in `color`: its sRGB hex (gamut mapped, what a
  /// viewer without Display P3 shows), its alpha as an opacity, and, for a color outside sRGB, a style giving it as
  /// `color(display-p3 …)` (mapped into Display P3 when outside that too), which a viewer that reads CSS Color 4
  /// prefers to the attribute.
  static func paint(_ color: Color, as property: String = "fill") -> String {
    let inside = color.isInGamut(.srgb)
    let srgb = (inside ? color : color.mapped(into: .srgb)).rgb255
    var out = property + "=\"" + Color(red255: srgb.red, green255: srgb.green, blue255: srgb.blue).hex + "\""
    if color.alpha < 1 {
      let opacity = property == "fill" ? "fill-opacity" : "stop-opacity"
      out += " " + opacity + "=\"" + ColorText.shortest(color.alpha) + "\""
    }
    if !inside {
      let p3 = color.isInGamut(.displayP3) ? color : color.mapped(into: .displayP3)
      out += " style=\"" + property + ": " + ColorFormat.color(.displayP3).string(for: p3.withAlpha(1)) + "\""
    }
    return out
  }

  /// A rectangle filled with `color`; `role` is its `class` (`swatch`), for reading the drawing back.
  mutating func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int, color: Color, role: String? = nil) {
    body += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" " + SVGCanvas.paint(color)
    body += (role.map { " class=\"" + $0 + "\"" } ?? "") + "/>\n"
  }

  /// A rectangle's outline, `dashed` or not, `thickness` pixels wide, inside the rectangle.
  mutating func outline(
    _ x: Int, _ y: Int, _ width: Int, _ height: Int, color: Color, thickness: Int = 1, dashed: Bool = false
  ) {
    let inset = Double(thickness) / 2
    body += "<rect x=\"\(Double(x) + inset)\" y=\"\(Double(y) + inset)\" width=\"\(Double(width) - 2 * inset)\" "
    body += "height=\"\(Double(height) - 2 * inset)\" fill=\"none\" " + SVGCanvas.paint(color, as: "stroke")
    body += " stroke-width=\"\(thickness)\"" + (dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>\n"
  }

  /// A checkerboard of white and light gray squares, what shows through a translucent color.
  mutating func checkerboard(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
    body += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"url(#checker)\""
    body += " class=\"checker\"/>\n"
  }

  /// `text` at (`x`, `y`) (its baseline), `size` pixels, in `color`; `anchor` `start`, `middle` or `end`.
  mutating func text(
    _ text: String, x: Int, y: Int, size: Int, color: Color, bold: Bool = false, mono: Bool = false,
    anchor: String = "start", role: String? = nil
  ) {
    body +=
      "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" font-family=\"" + (mono ? SVGCanvas.mono : SVGCanvas.sans)
    body += "\" " + SVGCanvas.paint(color) + (bold ? " font-weight=\"bold\"" : "")
    body += anchor == "start" ? "" : " text-anchor=\"" + anchor + "\""
    body += (role.map { " class=\"" + $0 + "\"" } ?? "") + ">" + Markup.escape(text) + "</text>\n"
  }

  /// A line of text in runs of their own color and weight, one after the other from (`x`, `y`), in monospace.
  mutating func runs(_ runs: [(text: String, color: Color, bold: Bool)], x: Int, y: Int, size: Int) {
    body += "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" font-family=\"" + SVGCanvas.mono
    body += "\" xml:space=\"preserve\">"
    for run in runs {
      body += "<tspan " + SVGCanvas.paint(run.color) + (run.bold ? " font-weight=\"bold\"" : "") + ">"
      body += Markup.escape(run.text) + "</tspan>"
    }
    body += "</text>\n"
  }

  /// From here to `endClip()`, nothing is drawn outside the rectangle: a long name stays in its card. `id` names
  /// the clip path, once in the drawing.
  mutating func beginClip(_ id: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) {
    body +=
      "<clipPath id=\"" + id + "\"><rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"/></clipPath>"
    body += "<g clip-path=\"url(#" + id + ")\">\n"
  }

  /// The end of what `beginClip` clips.
  mutating func endClip() { body += "</g>\n" }

  /// Elements written as they are: the caller escapes what it puts in them.
  mutating func append(markup: String) { body += markup }

  /// `text` cut to `limit` characters, the last of them `…`, when longer.
  static func fitted(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// `text` in lines of at most `limit` characters, broken at spaces where it can be, at most `most` lines (the
  /// last cut with `…`).
  static func wrapped(_ text: String, _ limit: Int, most: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if lines.count == most - 1 || rest.count <= limit {
        lines.append(fitted(String(rest), limit))
        break
      }
      let head = rest.prefix(limit)
      let cut = head.lastIndex(of: " ").map { rest.index(after: $0) } ?? head.endIndex
      lines.append(String(rest[..<cut]).trimmingTrailingSpaces())
      rest = rest[cut...]
    }
    return lines
  }

  /// The drawing as an `<svg>` element titled `title`: with the XML declaration for a document of its own, without
  /// it inline in HTML.
  func svg(title: String, standalone: Bool) -> String {
    let square = SVGCanvas.checkerSquare
    var out = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\">\n<title>" + Markup.escape(title) + "</title>\n"
    out += "<defs><pattern id=\"checker\" width=\"\(2 * square)\" height=\"\(2 * square)\""
    out += " patternUnits=\"userSpaceOnUse\"><rect width=\"\(2 * square)\" height=\"\(2 * square)\" fill=\"#ffffff\"/>"
    out += "<rect width=\"\(square)\" height=\"\(square)\" fill=\"#cccccc\"/><rect x=\"\(square)\" y=\"\(square)\""
    out += " width=\"\(square)\" height=\"\(square)\" fill=\"#cccccc\"/></pattern></defs>\n"
    return out + body + "</svg>\n"
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
