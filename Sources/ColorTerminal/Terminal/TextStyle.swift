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
    guard depth != .none, bold || italic || underline || foreground != nil || background != nil else { return }
    // Written piece by piece: joining strings looks generic types up at run time on every call of a process.
    var first = true
    func code(_ number: Int) {
      out.write(byte: first ? UInt8(ascii: "[") : UInt8(ascii: ";"))
      first = false
      out.write(integer: number)
    }
    out.write(byte: 0x1B)
    if bold { code(1) }
    if italic { code(3) }
    if underline { code(4) }
    if let foreground { TextStyle.write(foreground, layer: 38, depth: depth, code) }
    if let background { TextStyle.write(background, layer: 48, depth: depth, code) }
    out.write(byte: UInt8(ascii: "m"))
  }

  /// The numbers `38;2;R;G;B` or `38;5;N` (`layer` 38 for the foreground, 48 for the background), each given to
  /// `code`.
  private static func write(_ color: Color, layer: Int, depth: ColorDepth, _ code: (Int) -> Void) {
    let (r, g, b) = color.rgb255
    code(layer)
    if depth == .trueColor {
      code(2)
      code(r)
      code(g)
      code(b)
    } else {
      code(5)
      code(Terminal.xterm256(red: r, green: g, blue: b))
    }
  }
}
