import ColorCore

/// How `paint` draws text: a foreground, a background and attributes, written as one SGR sequence.
package struct TextStyle: Equatable, Sendable {
  package var foreground: Color?
  package var background: Color?
  package var bold = false
  package var italic = false
  package var underline = false

  package init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, italic: Bool = false,
    underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.italic = italic
    self.underline = underline
  }

  /// Writes the SGR sequence that sets the style (`ESC [ 1;3;4;38;2;R;G;B;48;2;R;G;Bm`), the colors at `depth`;
  /// nothing for `.none`.
  package func writeStart(depth: ColorDepth, into out: inout TextWriter) {
    guard depth != .none else { return }
    var codes: [String] = []
    if bold { codes.append("1") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if let foreground { codes.append(TextStyle.code(foreground, layer: 38, depth: depth)) }
    if let background { codes.append(TextStyle.code(background, layer: 48, depth: depth)) }
    guard !codes.isEmpty else { return }
    out.write("\u{1B}[" + codes.joined(separator: ";") + "m")
  }

  /// `38;2;R;G;B` or `38;5;N` (`layer` 38 for the foreground, 48 for the background).
  package static func code(_ color: Color, layer: Int, depth: ColorDepth) -> String {
    let (r, g, b) = color.rgb255
    if depth == .trueColor { return "\(layer);2;\(r);\(g);\(b)" }
    return "\(layer);5;\(Terminal.xterm256(red: r, green: g, blue: b))"
  }
}
