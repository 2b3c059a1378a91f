/// A picture of colors a person opens, pastes into a review or prints: a palette card, a scale, a gradient, a
/// terminal theme or a contrast grid, written as SVG or as an HTML page (``PictureFormat``), self-contained.
///
/// Every text in it (names from imported files included) is escaped; a translucent color is drawn over a
/// checkerboard; a color outside sRGB is painted as `color(display-p3 …)` with its gamut-mapped sRGB color as the
/// fallback a viewer without Display P3 shows. The HTML page holds the same drawing and, under it, a table of the
/// colors' text, to copy from.
///
/// ```swift
/// let card = ColorPicture.card(title: "brand", swatches: [ColorPicture.Swatch(names: ["primary"], color: .white)])
/// card.document(.svg)    // "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg …"
/// ```
public struct ColorPicture: Sendable {
  /// One color of a picture: its names, the color exactly, and its text as kept.
  public struct Swatch: Sendable {
    /// The names it goes by, the first its own; none for a color without a name.
    public var names: [String]
    /// The color exactly.
    public var color: Color
    /// Its text as kept: the notation it was given in, or its `value` text.
    public var text: String

    /// A swatch of `color`, its text `text` (its `value` text when nil).
    public init(names: [String] = [], color: Color, text: String? = nil) {
      self.names = names
      self.color = color
      self.text = text ?? ColorFormat.value.string(for: color)
    }

    /// Its sRGB hex, gamut mapped and with alpha (`#rrggbbaa`) when it has one.
    var hex: String { (color.isInGamut(.srgb) ? color : color.mapped(into: .srgb)).hex }

    /// Its CSS notation: the text it was kept as, or its OKLCH when that text is its hex.
    var notation: String { text.hasPrefix("#") ? ColorFormat.oklch.string(for: color) : text }
  }

  /// The picture's title: the SVG's `<title>` and the page's.
  public let title: String
  /// The drawing.
  let canvas: SVGCanvas
  /// The table the page shows under the drawing: its header, then its rows, each a cell a column.
  let table: [[String]]

  init(title: String, canvas: SVGCanvas, table: [[String]]) {
    self.title = title
    self.canvas = canvas
    self.table = table
  }

  /// The picture as a document in `format`: an SVG 1.1 document, or an HTML5 page with the drawing inline and the
  /// table under it. Nothing in it is fetched or run.
  public func document(_ format: PictureFormat) -> String {
    switch format {
    case .svg: return canvas.svg(title: title, standalone: true)
    case .html:
      var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      page += "<title>" + Markup.escape(title) + "</title>\n<style>\n"
      page += "body { margin: 0; background: #ffffff; color: #1a1a1a; font-family: " + SVGCanvas.sans + "; }\n"
      page += "svg { display: block; }\ntable { border-collapse: collapse; margin: 24px; font-size: 14px; }\n"
      page += "th, td { border: 1px solid #cccccc; padding: 4px 10px; text-align: left; }\n"
      page += "td { font-family: " + SVGCanvas.mono + "; }\n</style>\n</head>\n<body>\n"
      page += canvas.svg(title: title, standalone: false)
      if let header = table.first {
        page += "<table>\n<thead>\n<tr>" + header.map { "<th>" + Markup.escape($0) + "</th>" }.joined() + "</tr>\n"
        page += "</thead>\n<tbody>\n"
        for row in table.dropFirst() {
          page += "<tr>" + row.map { "<td>" + Markup.escape($0) + "</td>" }.joined() + "</tr>\n"
        }
        page += "</tbody>\n</table>\n"
      }
      return page + "</body>\n</html>\n"
    }
  }

  /// The page's ink and paper.
  static let ink = Color(red255: 0x1a, green255: 0x1a, blue255: 0x1a)
  static let paper = Color.white
  static let rule = Color(red255: 0xcc, green255: 0xcc, blue255: 0xcc)
  static let muted = Color(red255: 0x55, green255: 0x55, blue255: 0x55)
  /// The mark of a failing contrast.
  static let failing = Color(red255: 0xc8, green255: 0x00, blue255: 0x00)
  /// The margin around a drawing, and the height of its title.
  static let margin = 24
  static let titleHeight = 60

  /// The title, cut to the width, and under it a line saying more (`4 colors`, `on #0f172a`).
  static func drawTitle(_ title: String, _ subtitle: String, color: Color, on canvas: inout SVGCanvas) {
    canvas.text(fitted(title, canvas.width - 2 * margin), x: margin, y: margin + 18, size: 20, color: color, bold: true)
    canvas.text(subtitle, x: margin, y: margin + 40, size: 13, color: color, role: "subtitle")
  }

  /// `text` cut to fit `width` pixels of 20-pixel bold text, about.
  static func fitted(_ text: String, _ width: Int) -> String { SVGCanvas.fitted(text, max(8, width / 12)) }

  /// `4.52:1`.
  static func ratio(_ contrast: Contrast) -> String { contrast.ratioText + ":1" }
}
